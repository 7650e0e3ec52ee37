import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { defaultRouteTree, routeManifest } from './build-plugins/route-manifest.ts';

const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-router|router-core|history|store|react-store|react-query|query-core)|@trpc[\\/](client|react-query|server))[\\/]/;

const COMPRESSIBLE = /\.(?:js|css|html|svg|json)$/;
/** Smaller files gain too little to pay for a second request path; index.html is always done. */
const COMPRESS_MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes `<file>.br` (brotli quality 11) and `<file>.gz` (gzip level 9) beside every compressible
 * file of the build, once, at the highest levels: the server sends them as they are
 * (@fastify/static `preCompressed`, by Accept-Encoding) and never compresses the web app per
 * request. A variant that is not smaller than its file is not written.
 * See docs/decisions/0006-compression.md.
 */
function precompress(): Plugin {
  return {
    name: 'frameshop:precompress',
    // The SSR build (dist/server) is read by the server from disk, never sent.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    async writeBundle({ dir }) {
      if (!dir) return;
      const names = await readdir(dir, { recursive: true });
      await Promise.all(
        names
          .filter((name) => COMPRESSIBLE.test(name))
          .map(async (name) => {
            const file = join(dir, name);
            const data = await readFile(file);
            if (data.length < COMPRESS_MIN_BYTES && !name.endsWith('.html')) return;
            const [br, gz] = await Promise.all([
              brotli(data, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: 11,
                  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                  [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
                },
              }),
              gzipAsync(data, { level: 9 }),
            ]);
            if (br.length < data.length) await writeFile(`${file}.br`, br);
            if (gz.length < data.length) await writeFile(`${file}.gz`, gz);
          }),
      );
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  // The router plugin must run before react(): it generates routeTree.gen.ts and splits routes.
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    routeManifest(defaultRouteTree(import.meta.dirname)),
    precompress(),
  ],
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/trpc': 'http://localhost:3000',
      '/uploads': 'http://localhost:3000',
    },
  },
  // The SSR entry (src/entry-server.tsx, `npm run build`'s second step) carries its packages
  // inside it: the server loads it from WEB_DIST_DIR, which may be anywhere (a /tmp build).
  ssr: { noExternal: true },
  // Production React on the server too, whatever NODE_ENV the server process runs with.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    // Every browser we support has modulepreload; the polyfill would only add bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The precompression step (brotli 11 on every file) is slow by choice; a first `npm start`
      // should print the build summary, not a plugin-timings report about it.
      checks: { bundlerTimings: false },
      output: {
        // Hash-only names: the entry lists every lazy chunk's file name for preloading, and
        // with ~60 routes the names alone cost about half a kilobyte of the budget.
        chunkFileNames: isSsrBuild ? '[name]-[hash].js' : 'assets/[hash].js',
        codeSplitting: isSsrBuild
          ? false
          : {
              // What every page needs, in one file: one gzip dictionary instead of a dozen saves
              // ~3 kB of the shop's 100 kB first-load budget (test/bundle-budget.test.ts).
              groups: [{ name: 'framework', test: FRAMEWORK }],
            },
      },
    },
  },
}));
