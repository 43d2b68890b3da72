import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API runs on 8080 (npm run dev at the root); the dev server proxies /api and the websocket to it.
export default defineConfig({
  plugins: [react()],
  base: './',
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/webSocket': { target: 'ws://127.0.0.1:8080', ws: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 1500,
  },
});
