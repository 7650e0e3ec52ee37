import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-router|router-core|history|store|react-store|react-query|query-core)|@trpc[\\/](client|react-query|server))[\\/]/;

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
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    // Every browser we support has modulepreload; the polyfill would only add bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Hash-only names: the entry lists every lazy chunk's file name for preloading, and
        // with ~60 routes the names alone cost about half a kilobyte of the budget.
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          // What every page needs, in one file: one gzip dictionary instead of a dozen saves
          // ~3 kB of the shop's 100 kB first-load budget (test/bundle-budget.test.ts).
          groups: [{ name: 'framework', test: FRAMEWORK }],
        },
      },
    },
  },
});
