// The house's layer boundaries, checked on every `npm run lint` (and so on `npm test`).
// Biome's noRestrictedImports cannot tell a type-only import from a value import, nor match
// "another feature folder than mine", so the rules live here, read with TypeScript's parser.
//
//   node tooling/boundaries.mjs              check the repository
//   node tooling/boundaries.mjs --self-test  prove each rule fires on a violating file
//
// Published files: a domain folder of packages/domain/src (every folder but the support ones
// in SUPPORT_FOLDERS) offers other domains two kinds of file. `<name>.service.ts` holds use
// cases; `<name>.published.ts` holds the plain functions other domains may call inside their
// own transaction (stock, sellable, order changes, verified purchase, sales rollup). Any other
// file of a domain (repositories, DTO mappers, helpers) is its own business: another folder
// importing it is flagged. Besides the per-file rules, the import graph is checked whole: no
// two folders of packages/domain/src may import each other, directly or round a longer loop,
// and no files may (in contracts, domain, api and server). Type-only imports count: a type-only circle
// says the type lives on the wrong side.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GRAPH_SELF_TEST, SELF_TEST } from './boundaries-samples.mjs';
import { cycles, importsOf, loopThrough, resolveImport, target } from './import-graph.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SQL =
  /\b(selectFrom|insertInto|updateTable|deleteFrom)\(|\bsql(<[^`;]*>)?`|\bsql\.(raw|ref|table|id|lit|join|val)\(/;
const SERVER_SIDE =
  /^(@frameshop\/(api|server|domain|db|migrations)|@trpc\/server|fastify|kysely)(\/|$)/;
const WEB_SHARED_FEATURES = new Set(['auth', 'admin-shell', 'shop-shell', 'cart-store']);
/** Folders of packages/domain/src that are not business domains: libraries and the seed. */
const SUPPORT_FOLDERS = new Set([
  'shared',
  'caching',
  'media',
  'mail',
  'export',
  'seed',
  'testing',
]);
const DOMAIN_SRC = 'packages/domain/src/';
/** Where import cycles between files are looked for: every package's source and both apps. */
const CYCLE_ROOTS = [
  'packages/contracts/src/',
  'packages/domain/src/',
  'packages/api/src/',
  'apps/server/src/',
  'apps/web/src/',
];
/** A published or service file, with or without its extension. */
const OFFERED = /\.(service|published)(\.[jt]s)?$/;

/** Each rule: which files it covers, and what it says about one import (or the file's text). */
export const RULES = [
  {
    name: 'domain imports no adapter framework',
    covers: (p) => p.startsWith('packages/domain/src/'),
    check: (_p, i) =>
      /^(fastify|@fastify\/|@trpc\/|@frameshop\/(api|server))/.test(i.module) &&
      'domain code must not import Fastify, tRPC or the adapters',
  },
  {
    name: 'domain/shared imports no domain folder',
    covers: (p) => p.startsWith('packages/domain/src/shared/'),
    check: (p, i) => {
      const to = target(p, i.module);
      return (
        to &&
        !to.startsWith('packages/domain/src/shared/') &&
        'shared/ holds interfaces only: it must not import a domain folder'
      );
    },
  },
  {
    name: 'a repository never imports a service',
    covers: (p) => p.endsWith('.repository.ts'),
    check: (_p, i) =>
      /\.service(\.[jt]s)?$|named-attributes(\.[jt]s)?$/.test(i.module) &&
      'repositories hold SQL and row mapping; they must not import a service',
  },
  {
    name: "a domain reads another domain's tables only through that domain",
    covers: (p) => /^packages\/domain\/src\/[^/]+\//.test(p),
    check: (p, i) => {
      const to = target(p, i.module);
      if (!to || !/\.repository(\.[jt]s)?$/.test(to)) return false;
      const mine = p.split('/')[3];
      const theirs = to.split('/')[3];
      return (
        mine !== theirs &&
        `${mine}/ must not import ${theirs}/'s repository: call its use cases or the functions it exports for other domains`
      );
    },
  },
  {
    name: 'another domain imports only services and published files',
    covers: (p) => p.startsWith(DOMAIN_SRC) && p.split('/').length > 4,
    check: (p, i) => {
      const to = target(p, i.module);
      if (!to?.startsWith(DOMAIN_SRC) || to.split('/').length < 5) return false;
      const mine = p.split('/')[3];
      const theirs = to.split('/')[3];
      return (
        mine !== theirs &&
        !SUPPORT_FOLDERS.has(theirs) &&
        !OFFERED.test(to) &&
        `${mine}/ may import from ${theirs}/ only its *.service.ts (use cases) and *.published.ts files (functions for other domains), not ${to.slice(DOMAIN_SRC.length)}`
      );
    },
  },
  {
    name: 'only boot code and jobs act as the system',
    covers: (p) =>
      (p.startsWith('apps/server/src/') &&
        p !== 'apps/server/src/boot.ts' &&
        !p.startsWith('apps/server/src/jobs/')) ||
      p.startsWith('packages/api/src/'),
    text: (source) =>
      /\bsystemContext\b|role:\s*'system'/.test(source) &&
      'adapters never act as the system: only apps/server/src/boot.ts and jobs/ may call systemContext',
  },
  {
    name: 'SQL lives only in repositories',
    covers: (p) =>
      (p.startsWith('packages/domain/src/') &&
        !p.endsWith('.repository.ts') &&
        !p.includes('/testing/')) ||
      p.startsWith('packages/api/src/') ||
      (p.startsWith('apps/server/src/') && !p.endsWith('apps/server/src/app.ts')),
    text: (source) =>
      SQL.test(source) &&
      'SQL (selectFrom, insertInto, updateTable, deleteFrom, sql`) belongs in a *.repository.ts',
  },
  {
    name: 'contracts import only zod and themselves',
    covers: (p) => p.startsWith('packages/contracts/src/'),
    check: (_p, i) =>
      !i.module.startsWith('.') &&
      i.module !== 'zod' &&
      'contracts are shared with the browser: only zod and other contracts files',
  },
  {
    name: 'web imports only types from the server side',
    covers: (p) => p.startsWith('apps/web/src/'),
    check: (_p, i) =>
      SERVER_SIDE.test(i.module) &&
      !i.typeOnly &&
      `the web app may import only types from ${i.module} (use "import type")`,
  },
  {
    name: 'web features do not import each other',
    covers: (p) => p.startsWith('apps/web/src/features/'),
    check: (p, i) => {
      const to = target(p, i.module);
      if (!to?.startsWith('apps/web/src/features/')) return false;
      const mine = p.split('/')[4];
      const theirs = to.split('/')[4];
      if (mine === theirs || (WEB_SHARED_FEATURES.has(mine) && WEB_SHARED_FEATURES.has(theirs))) {
        return false;
      }
      if (WEB_SHARED_FEATURES.has(mine)) {
        return `features/${mine} is a shared foundation: it must not import features/${theirs} (a route fills its slots)`;
      }
      return (
        !WEB_SHARED_FEATURES.has(theirs) &&
        `features/${mine} must not import features/${theirs} (only auth, cart-store, admin-shell and shop-shell are shared)`
      );
    },
  },
  {
    name: 'shared web code does not import features',
    covers: (p) => p.startsWith('apps/web/src/components/') || p.startsWith('apps/web/src/lib/'),
    check: (p, i) =>
      target(p, i.module)?.startsWith('apps/web/src/features/') &&
      'components/ and lib/ are shared by every feature: they must not import one',
  },
  {
    // What the server sends is typed by inference; a cast would hide a change of it from the
    // typecheck (apps/web/test/type-safety.test.ts proves the inference reaches each screen).
    name: 'the web app casts nothing it gets from the server',
    covers: (p) => p.startsWith('apps/web/src/'),
    text: (source) =>
      /\bas (unknown as|never\b|any\b)|\bas \{\s*data\??:/.test(source) &&
      'no `as unknown as`, `as never`, `as any` or cast to an error shape in the web app: type the code over what the server sends (RouterOutputs, TRPCClientError<AppRouter>)',
  },
];

export function violations(path, source) {
  const out = [];
  const imports = importsOf(path, source);
  for (const rule of RULES) {
    if (!rule.covers(path)) continue;
    if (rule.text) {
      const message = rule.text(source);
      if (message) out.push(`${path}: ${message}`);
    }
    if (!rule.check) continue;
    for (const i of imports) {
      const message = rule.check(path, i);
      if (message) out.push(`${path}:${i.line}: ${message}`);
    }
  }
  return out;
}

/**
 * Rules over the whole import graph (type-only imports included): no two folders of
 * packages/domain/src import each other, and no files in CYCLE_ROOTS do.
 * `files` maps each repository-relative path to its source.
 */
export function graphViolations(files) {
  const folderGraph = new Map();
  const fileGraph = new Map();
  const edge = (graph, from, to, where) => {
    if (!graph.has(from)) graph.set(from, new Map());
    if (!graph.has(to)) graph.set(to, new Map());
    if (!graph.get(from).has(to)) graph.get(from).set(to, where);
  };
  for (const [path, source] of files) {
    if (!CYCLE_ROOTS.some((root) => path.startsWith(root))) continue;
    for (const i of importsOf(path, source)) {
      const to = resolveImport(files, path, i.module);
      if (!to || to === path || !CYCLE_ROOTS.some((root) => to.startsWith(root))) continue;
      const where = `${path}:${i.line}`;
      edge(fileGraph, path, to, where);
      const a = path.startsWith(DOMAIN_SRC) && path.split('/').length > 4 && path.split('/')[3];
      const b = to.startsWith(DOMAIN_SRC) && to.split('/').length > 4 && to.split('/')[3];
      if (a && b && a !== b) edge(folderGraph, a, b, where);
    }
  }
  const out = [];
  for (const component of cycles(folderGraph)) {
    const loop = loopThrough(folderGraph, component);
    const via = loop.slice(1).map((to, k) => folderGraph.get(loop[k]).get(to));
    out.push(
      `domain folders import each other: ${loop.join(' -> ')} (${via.join(', ')}): move what both need to shared/, a published file, or a floor above both`,
    );
  }
  for (const component of cycles(fileGraph)) {
    const loop = loopThrough(fileGraph, component);
    out.push(
      `files import each other (type-only imports count): ${loop.join(' -> ')}: move the shared type or function next to what it describes`,
    );
  }
  return out;
}

function* sourceFiles(dir) {
  for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!['node_modules', 'dist', 'test-results'].includes(entry.name)) yield* sourceFiles(path);
    } else if (/\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.gen.ts')) yield path;
  }
}

function selfTest() {
  let failed = 0;
  for (const [path, source] of SELF_TEST) {
    if (violations(path, source).length === 0) {
      console.error(`boundaries self-test: not flagged: ${path}: ${source}`);
      failed++;
    }
  }
  // And the allowed forms stay allowed.
  const allowed = [
    ['apps/web/src/lib/api-types.ts', "import type { AppRouter } from '@frameshop/api/root';"],
    [
      'apps/web/src/features/catalogue/admin/X.tsx',
      "import { useSession } from '../../auth/use-session';",
    ],
    ['packages/domain/src/catalogue/x.repository.ts', "const q = db.selectFrom('frames');"],
    [
      'packages/domain/src/orders/x.service.ts',
      "import { takeStockOrConflict } from '../catalogue/stock.published';",
    ],
    ['apps/server/src/boot.ts', "const seed = systemContext(deps, 'seed');"],
    [
      'packages/domain/src/payment/x.service.ts',
      "import { lockLiveOrder } from '../orders/order-changes.published';",
    ],
    ['packages/domain/src/content/x.service.ts', "import { me } from '../users/auth.service.ts';"],
    ['packages/domain/src/content/x.service.ts', "import { storeImages } from '../media/uploads';"],
  ];
  for (const [path, source] of allowed) {
    const v = violations(path, source);
    if (v.length > 0) {
      console.error(`boundaries self-test: wrongly flagged: ${v.join('; ')}`);
      failed++;
    }
  }
  for (const [words, ...set] of GRAPH_SELF_TEST) {
    if (!graphViolations(new Map(set)).some((v) => v.startsWith(words))) {
      console.error(
        `boundaries self-test: "${words}" not found in: ${set.map(([p]) => p).join(', ')}`,
      );
      failed++;
    }
  }
  // One-way imports between folders and files are no cycle.
  const oneWay = new Map([
    ['packages/domain/src/content/a.service.ts', "import { b } from '../users/b.service';"],
    ['packages/domain/src/users/b.service.ts', "import type { C } from './c';"],
    ['packages/domain/src/users/c.ts', "import { z } from 'zod';"],
    ['packages/domain/src/accounts/d.service.ts', "import { a } from '../content/a.service';"],
  ]);
  const wrong = graphViolations(oneWay);
  if (wrong.length > 0) {
    console.error(`boundaries self-test: wrongly flagged: ${wrong.join('; ')}`);
    failed++;
  }
  if (failed > 0) process.exit(1);
  console.log(
    `boundaries self-test: ${SELF_TEST.length} violations and ${GRAPH_SELF_TEST.length} cycles flagged, ${allowed.length + 1} allowed forms pass`,
  );
}

function main() {
  if (process.argv.includes('--self-test')) return selfTest();
  const problems = [];
  const sources = new Map();
  for (const dir of [
    'packages/domain/src',
    'packages/contracts/src',
    'packages/api/src',
    'apps/server/src',
    'apps/web/src',
  ]) {
    for (const path of sourceFiles(dir)) {
      const source = readFileSync(join(ROOT, path), 'utf8');
      sources.set(path, source);
      problems.push(...violations(path, source));
    }
  }
  problems.push(...graphViolations(sources));
  const files = sources.size;
  if (problems.length > 0) {
    console.error(`Layer boundaries broken (${problems.length}):\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(
    `boundaries: ${files} files, ${RULES.length} rules, no violation, no folder or file import cycle`,
  );
}

main();
