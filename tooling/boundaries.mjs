// The house's layer boundaries, checked on every `npm run lint` (and so on `npm test`).
// Biome's noRestrictedImports cannot tell a type-only import from a value import, nor match
// "another feature folder than mine", so the rules live here, read with TypeScript's parser.
//
//   node tooling/boundaries.mjs              check the repository
//   node tooling/boundaries.mjs --self-test  prove each rule fires on a violating file
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SQL =
  /\b(selectFrom|insertInto|updateTable|deleteFrom)\(|\bsql(<[^`;]*>)?`|\bsql\.(raw|ref|table|id|lit|join|val)\(/;
const SERVER_SIDE =
  /^(@frameshop\/(api|server|domain|db|migrations)|@trpc\/server|fastify|kysely)(\/|$)/;
const WEB_SHARED_FEATURES = new Set(['auth', 'admin-shell', 'shop-shell', 'cart']);

/** Every import of a file: the module text, whether it is type-only, and its line. */
function importsOf(path, source) {
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true);
  const found = [];
  const visit = (node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      let typeOnly = false;
      if (ts.isImportDeclaration(node)) {
        const clause = node.importClause;
        typeOnly = Boolean(
          clause &&
            (clause.isTypeOnly ||
              (!clause.name &&
                clause.namedBindings &&
                ts.isNamedImports(clause.namedBindings) &&
                clause.namedBindings.elements.length > 0 &&
                clause.namedBindings.elements.every((e) => e.isTypeOnly))),
        );
      } else typeOnly = node.isTypeOnly;
      const line = file.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      found.push({ module: node.moduleSpecifier.text, typeOnly, line });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      const line = file.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      found.push({ module: node.arguments[0].text, typeOnly: false, line });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The repository-relative path a relative import points at (without extension). */
const target = (path, module) =>
  module.startsWith('.')
    ? relative(ROOT, resolve(ROOT, dirname(path), module))
        .split(sep)
        .join('/')
    : null;

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
        `features/${mine} must not import features/${theirs} (only auth, cart, admin-shell and shop-shell are shared)`
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

function* sourceFiles(dir) {
  for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!['node_modules', 'dist', 'test-results'].includes(entry.name)) yield* sourceFiles(path);
    } else if (/\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.gen.ts')) yield path;
  }
}

/** Files that break each rule once: the checker must flag every one of them. */
const SELF_TEST = [
  ['packages/domain/src/catalogue/x.service.ts', "import Fastify from 'fastify';"],
  [
    'packages/domain/src/shared/x.ts',
    "import { materials } from '../catalogue/attributes.service';",
  ],
  ['packages/domain/src/catalogue/x.repository.ts', "import { listSizes } from './sizes.service';"],
  ['packages/domain/src/catalogue/x.service.ts', "const q = db.selectFrom('frames');"],
  ['packages/domain/src/catalogue/x.service.ts', 'const c = sql<SqlBool>`1 = 1`;'],
  [
    'packages/domain/src/catalogue/x.repository.ts',
    "import { listSizes } from './sizes.service.ts';",
  ],
  [
    'packages/domain/src/orders/x.service.ts',
    "import { takeStock } from '../catalogue/stock.repository';",
  ],
  ['apps/server/src/rest/x.ts', "const ctx = systemContext(app.deps, 'x');"],
  ['apps/server/src/rest/x.ts', 'await sql`DELETE FROM users`.execute(db);'],
  [
    'packages/contracts/src/catalogue/x.ts',
    "import { AppError } from '@frameshop/domain/shared/errors';",
  ],
  [
    'apps/web/src/features/catalogue/admin/X.tsx',
    "import { appRouter } from '@frameshop/api/root';",
  ],
  [
    'apps/web/src/features/catalogue/admin/X.tsx',
    "import { UserManagement } from '../../users/admin/UserManagement';",
  ],
  [
    'apps/web/src/components/X.tsx',
    "import { FrameCollection } from '../features/catalogue/admin/FrameCollection';",
  ],
  [
    'apps/web/src/features/shop-shell/Navbar.tsx',
    "import { CartLink } from '../orders/shop/CartLink';",
  ],
];

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
      "import { takeStockOrConflict } from '../catalogue/stock.service';",
    ],
    ['apps/server/src/boot.ts', "const seed = systemContext(deps, 'seed');"],
  ];
  for (const [path, source] of allowed) {
    const v = violations(path, source);
    if (v.length > 0) {
      console.error(`boundaries self-test: wrongly flagged: ${v.join('; ')}`);
      failed++;
    }
  }
  if (failed > 0) process.exit(1);
  console.log(
    `boundaries self-test: ${SELF_TEST.length} violations flagged, ${allowed.length} allowed forms pass`,
  );
}

function main() {
  if (process.argv.includes('--self-test')) return selfTest();
  const problems = [];
  let files = 0;
  for (const dir of [
    'packages/domain/src',
    'packages/contracts/src',
    'packages/api/src',
    'apps/server/src',
    'apps/web/src',
  ]) {
    for (const path of sourceFiles(dir)) {
      files++;
      problems.push(...violations(path, readFileSync(join(ROOT, path), 'utf8')));
    }
  }
  if (problems.length > 0) {
    console.error(`Layer boundaries broken (${problems.length}):\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`boundaries: ${files} files, ${RULES.length} rules, no violation`);
}

main();
