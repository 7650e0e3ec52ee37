import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  // The router plugin must run before react(): it generates routeTree.gen.ts and splits routes.
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react()],
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/trpc': 'http://localhost:3000',
      '/uploads': 'http://localhost:3000',
    },
  },
  build: { sourcemap: false, chunkSizeWarningLimit: 800 },
});
