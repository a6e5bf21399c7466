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
    // Seven characters of content hash instead of eight (the fewest the bundler accepts for this many
    // chunks): the entry names every chunk a page may load, and those names are the part of it that
    // does not compress. The server build keeps its fixed entry name.
    ...(isSsrBuild
      ? {}
      : {
          rollupOptions: {
            output: {
              entryFileNames: 'assets/[name]-[hash:7].js',
              chunkFileNames: 'assets/[name]-[hash:7].js',
              assetFileNames: 'assets/[name]-[hash:7][extname]',
            },
          },
        }),
  },
  // Workspace packages ship TypeScript sources, so they are bundled into the server build. React is
  // bundled too, as its production build: left to Node, it would pick its development build (several
  // times slower to render) wherever NODE_ENV is not set to production.
  ssr: { noExternal: ['@aangan/contracts', ...(isSsrBuild ? ['react', 'react-dom'] : [])] },
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
}));
