// admin-console: display building blocks with no data access at the bottom, then the data layer
// (providers: talks to the API, knows no screen), then the pieces several screens share, then
// the screens, then the entries (and the middleware that serves the built console).
module.exports = {
  workspace: 'admin-console',
  layers: [
    ['format', 'forms', 'layout', 'vite-env.d.ts'],
    ['providers'],
    ['content', 'history'],
    [
      'account',
      'alerts',
      'articles',
      'assistant',
      'audit',
      'dashboard',
      'leads',
      'login',
      'projects',
      'seo',
      'users',
      'websiteConfiguration',
    ],
    ['App.tsx', 'main.tsx', 'server/'],
  ],
};
