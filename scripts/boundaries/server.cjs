// server/src: web.ts mounts the console and the site; index.ts runs the process with them (testing/ is free).
module.exports = {
  workspace: 'server',
  layers: [['web.ts'], ['index.ts']],
};
