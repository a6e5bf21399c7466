import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  build: {
    target: 'es2022',
    // react-admin with MUI is ~840 KB minified in the entry chunk (~268 KB gzipped, inside the
    // 300 KB first-load budget); resource screens are split off with React.lazy.
    chunkSizeWarningLimit: 900,
  },
});
