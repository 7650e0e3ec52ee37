// The production bundle of the server (issue 20): one ESM file instead of tsx compiling ~450
// TypeScript modules at every start. Native modules (and the packages that load them by path)
// stay external and are resolved from node_modules at run time.
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const outdir = join(here, '../dist');

/** Loaded through native bindings or by file path: never inlined. */
export const EXTERNAL = [
  'better-sqlite3',
  'sharp',
  '@node-rs/argon2',
  // pino's transports and thread-stream resolve worker files by path.
  'pino',
  'thread-stream',
  // pdfkit loads its standard fonts' metrics and colour profile relative to its own files.
  'pdfkit',
];

rmSync(outdir, { recursive: true, force: true });
const result = await build({
  entryPoints: { server: join(here, '../src/server.ts') },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: EXTERNAL,
  sourcemap: 'linked',
  minify: true,
  keepNames: true,
  legalComments: 'none',
  metafile: true,
  logLevel: 'warning',
  // CommonJS dependencies inside an ES module still call require().
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
console.log(`server bundle: ${outdir}/server.mjs (${Math.round(bytes / 1024)} kB with its map)`);
