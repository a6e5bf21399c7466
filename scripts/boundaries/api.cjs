// api/src, lowest first. server.ts, main.ts, serverBundle.ts and readAheadWorker.ts start processes
// and are left out, as is testing/ (tests are free inside the workspace).
module.exports = {
  workspace: 'api',
  layers: [
    ['config.ts'],
    // Commands, ids, revisions: no HTTP.
    ['core'],
    // Services the areas share, none of them HTTP; demoPictures draws what /uploads/demo serves.
    ['auth', 'mail', 'security', 'privacy', 'demoPictures'],
    // The route table, its replies, a request's command context, the router.
    ['routing'],
    ['uploads'],
    ['admin', 'leads', 'content', 'projects', 'assistant', 'audit', 'dashboard', 'backup'],
    // Middlewares, the page cache, the in-process client, health and OpenAPI.
    ['http'],
    // The composition root and the parts it is built from.
    ['system.ts', 'system'],
    // The Koa application, and the demo catalogue, written through a built system.
    ['app.ts', 'seed'],
    ['cli'],
  ],
};
