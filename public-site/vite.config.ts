import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  build: {
    // The server reads the client manifest to link the hashed entry script and inline the style sheet.
    manifest: !isSsrBuild,
    target: 'es2022',
    // No polyfill for `<link rel="modulepreload">`: every browser the es2022 target runs in but Safari
    // before 17 has it, and there the preloaded chunks are fetched when imported instead. It cost a
    // third of a kilobyte (brotli) in the entry of every page.
    modulePreload: { polyfill: false },
  },
  // Workspace packages ship TypeScript sources, so they are bundled into the server build. React is
  // bundled too, as its production build: left to Node, it would pick its development build (several
  // times slower to render) wherever NODE_ENV is not set to production.
  ssr: { noExternal: ['@aangan/contracts', ...(isSsrBuild ? ['react', 'react-dom'] : [])] },
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
}));
