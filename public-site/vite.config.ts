import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  build: {
    // The server reads the client manifest to link the hashed entry script and inline the style sheet.
    manifest: !isSsrBuild,
    target: 'es2022',
  },
  // Workspace packages ship TypeScript sources, so they are bundled into the server build.
  ssr: { noExternal: ['@aangan/contracts'] },
}));
