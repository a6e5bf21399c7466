// public-site/src from the bottom up: what the server sends and how it is read (no React), text
// formatting, shared components, the features pages use, the pages, the app shell the browser
// loads, then what only the server runs (page loading, document rendering), its entry, and the
// middleware in public-site/server, which reaches src through the server entry.
module.exports = {
  workspace: 'public-site',
  layers: [
    ['model'],
    ['format'],
    ['components'],
    ['forms', 'chat', 'search', 'tools'],
    ['pages'],
    ['App.tsx', 'pageStart.ts', 'entry-client.tsx', 'src/styles.css', 'vite-env.d.ts'],
    ['loading', 'renderDocument.tsx'],
    ['entry-server.tsx'],
    ['server/', 'testing'],
  ],
};
