/**
 * The handler index: every tRPC procedure and every REST path, with the use case it runs and
 * the file that exports that use case. Derived from the code itself, never typed by hand:
 *
 * - the use cases are found by importing every module of packages/domain/src and keeping the
 *   exports (and the members of exported objects, like `materials.list`) that are use cases;
 * - the procedures are the leaves of `appRouter`, the REST paths those the built app registers
 *   (every route that declares an `access`, which is what restRoute and multipartRoute do);
 * - which use case a handler runs is asked of the handler itself: each use case's `run`,
 *   `execute` and `admit` are replaced, in this process only, by a stand-in that notes the use
 *   case and stops; then every procedure's resolver is called, and every route is injected once.
 *
 * `npm run docs:handlers` rewrites docs/handlers.md; apps/server/test/handler-index.test.ts
 * fails when the committed file differs from what this produces.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DOMAIN_SRC = join(ROOT, 'packages/domain/src');
export const HANDLERS_FILE = join(ROOT, 'docs/handlers.md');

interface UseCaseLike {
  name: string;
  access: string;
  kind: string;
  run: (...args: unknown[]) => unknown;
  execute: (...args: unknown[]) => unknown;
  admit: (...args: unknown[]) => unknown;
}

interface Located {
  /** The export that holds it: `createFrame`, or `pairPrices.add` for a member. */
  exportName: string;
  /** Repository-relative path of the module that exports it. */
  file: string;
}

export interface ProcedureRow {
  path: string;
  kind: string;
  access: string;
  useCase: string;
  exportName: string;
  file: string;
}

export interface RouteRow {
  method: string;
  url: string;
  access: string;
  useCase: string;
  exportName: string;
  file: string;
}

function isUseCase(value: unknown): value is UseCaseLike {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.name === 'string' &&
    typeof v.access === 'string' &&
    typeof v.run === 'function' &&
    typeof v.execute === 'function' &&
    typeof v.admit === 'function'
  );
}

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(path));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) files.push(path);
  }
  return files.sort();
}

/** Every use case the domain exports, with where. A use case exported twice keeps its first. */
async function locateUseCases(): Promise<Map<UseCaseLike, Located>> {
  const found = new Map<UseCaseLike, Located>();
  for (const path of sourceFiles(DOMAIN_SRC)) {
    const module = (await import(pathToFileURL(path).href)) as Record<string, unknown>;
    const file = relative(ROOT, path).split('\\').join('/');
    for (const [name, value] of Object.entries(module).sort(([a], [b]) => a.localeCompare(b))) {
      if (isUseCase(value)) {
        if (!found.has(value)) found.set(value, { exportName: name, file });
        continue;
      }
      if (typeof value !== 'object' || value === null) continue;
      for (const [member, inner] of Object.entries(value)) {
        if (isUseCase(inner) && !found.has(inner)) {
          found.set(inner, { exportName: `${name}.${member}`, file });
        }
      }
    }
  }
  return found;
}

class Stop extends Error {}

/**
 * Replaces run/execute/admit of every use case with a stand-in that records which one was
 * called. Only for this process: nothing else runs in it.
 */
function instrument(useCases: Iterable<UseCaseLike>): { take(): UseCaseLike | null } {
  let last: UseCaseLike | null = null;
  for (const useCase of useCases) {
    const stop = () => {
      last = useCase;
      throw new Stop(useCase.name);
    };
    useCase.run = stop;
    useCase.execute = stop;
    useCase.admit = stop;
  }
  return {
    take() {
      const taken = last;
      last = null;
      return taken;
    },
  };
}

/** A value any adapter code can poke at without failing before it reaches the use case. */
function anything(): unknown {
  const target = () => {};
  return new Proxy(target, {
    get: (_t, key) =>
      key === Symbol.toPrimitive ? () => 'x' : key === 'then' ? undefined : anything(),
    apply: () => anything(),
  });
}

interface ProcedureLike {
  _def: {
    type: string;
    meta?: { access?: string };
    resolver?: (opts: unknown) => Promise<unknown>;
  };
}

export interface UnexposedRow {
  useCase: string;
  access: string;
  exportName: string;
  file: string;
}

export async function collectHandlers(): Promise<{
  procedures: ProcedureRow[];
  routes: RouteRow[];
  /** Use cases no procedure or route runs: system work (seed, jobs, payment settlement). */
  unexposed: UnexposedRow[];
}> {
  const located = await locateUseCases();
  const recorder = instrument(located.keys());
  const where = (useCase: UseCaseLike | null, handler: string): Located & { useCase: string } => {
    if (!useCase) throw new Error(`${handler}: no use case was called by its handler`);
    const at = located.get(useCase);
    if (!at) throw new Error(`${handler}: use case ${useCase.name} is not exported by the domain`);
    return { useCase: useCase.name, ...at };
  };

  const { appRouter } = await import('@frameshop/api/root');
  const procedures: ProcedureRow[] = [];
  // `_def.procedures` is flat at run time: one entry per dotted path.
  const record = Object.entries(appRouter._def.procedures as object) as [string, ProcedureLike][];
  for (const [path, procedure] of record) {
    const resolver = procedure._def.resolver;
    if (!resolver) throw new Error(`${path}: a procedure without a resolver`);
    await resolver({ ctx: anything(), input: anything(), path, type: procedure._def.type }).catch(
      () => {},
    );
    procedures.push({
      path,
      kind: procedure._def.type,
      access: procedure._def.meta?.access ?? '?',
      ...where(recorder.take(), `tRPC ${path}`),
    });
  }

  const routes = await withApp(async (app) => {
    const rows: RouteRow[] = [];
    for (const route of app.registeredRoutes) {
      if (!route.access && route.url.startsWith('/api')) {
        throw new Error(
          `${route.method} ${route.url}: an /api route not made by restRoute or multipartRoute`,
        );
      }
      // The OpenAPI document and its viewer run no use case (apps/server/src/openapi/).
      if (!route.access || route.method === 'HEAD' || route.openapi === false) continue;
      const url = route.url.replace(/:([A-Za-z]+)/g, '1');
      await app.inject({
        method: route.method as 'GET',
        url,
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      });
      rows.push({
        method: route.method,
        url: route.url,
        access: route.access,
        ...where(recorder.take(), `${route.method} ${route.url}`),
      });
    }
    return rows;
  });
  const exposed = new Set([...procedures, ...routes].map((r) => r.useCase));
  const unexposed = [...located]
    .filter(([useCase]) => !exposed.has(useCase.name))
    .map(([useCase, at]) => ({ useCase: useCase.name, access: useCase.access, ...at }));
  return { procedures, routes, unexposed };
}

async function withApp<T>(
  body: (app: import('fastify').FastifyInstance) => Promise<T>,
): Promise<T> {
  const { createDatabase } = await import('@frameshop/db/create-db');
  const { migrateToLatest } = await import('@frameshop/db/migrate');
  const { loadConfig } = await import('@frameshop/server/config');
  const { buildApp } = await import('@frameshop/server/app');
  const scratch = mkdtempSync(join(tmpdir(), 'frameshop-handler-index-'));
  const database = createDatabase('sqlite::memory:');
  await migrateToLatest(database.db);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SERVE_WEB: 'false',
    UPLOADS_DIR: join(scratch, 'uploads'),
    OUTBOX_DIR: join(scratch, 'outbox'),
  });
  const app = await buildApp({ config, database, logger: false });
  try {
    await app.ready();
    return await body(app);
  } finally {
    await app.close();
    await database.destroy();
    rmSync(scratch, { recursive: true, force: true });
  }
}

const cell = (text: string) => text.replaceAll('|', '\\|');

function handlerCell(row: { exportName: string; file: string }): string {
  const file = row.file.replace(/^packages\/domain\/src\//, '');
  return `\`${cell(row.exportName)}\` in [${file}](../${row.file})`;
}

/** The text of docs/handlers.md. */
export async function renderHandlerIndex(): Promise<string> {
  const { procedures, routes, unexposed } = await collectHandlers();
  const procedureOf = new Map<string, string[]>();
  for (const p of procedures) {
    procedureOf.set(p.useCase, [...(procedureOf.get(p.useCase) ?? []), p.path]);
  }
  const restOf = new Map<string, string[]>();
  for (const r of routes) {
    restOf.set(r.useCase, [...(restOf.get(r.useCase) ?? []), `${r.method} ${r.url}`]);
  }
  const lines = [
    '# Handler index',
    '',
    '<!-- Generated by tooling/handler-index.ts: do not edit. Run `npm run docs:handlers`. -->',
    '',
    'Every tRPC procedure and every REST path, with the use case that handles it and the file of',
    '`packages/domain/src` that exports it. The adapters only parse, call and shape: the rule is',
    'in the use case. `apps/server/test/handler-index.test.ts` fails when this file is stale.',
    '',
    `## tRPC procedures (${procedures.length})`,
    '',
    '| procedure | kind | access | use case | exported as, in | also REST |',
    '| --- | --- | --- | --- | --- | --- |',
    ...procedures
      .sort((a, b) => a.path.localeCompare(b.path))
      .map(
        (p) =>
          `| \`${p.path}\` | ${p.kind} | ${p.access} | \`${p.useCase}\` | ${handlerCell(p)} | ${(
            restOf.get(p.useCase) ?? []
          )
            .map((r) => `\`${r}\``)
            .join(', ')} |`,
      ),
    '',
    `## REST paths (${routes.length})`,
    '',
    '| method | path | access | use case | exported as, in | also tRPC |',
    '| --- | --- | --- | --- | --- | --- |',
    ...routes
      .sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method))
      .map(
        (r) =>
          `| ${r.method} | \`${r.url}\` | ${r.access} | \`${r.useCase}\` | ${handlerCell(r)} | ${(
            procedureOf.get(r.useCase) ?? []
          )
            .map((p) => `\`${p}\``)
            .join(', ')} |`,
      ),
    '',
    `## Use cases no adapter exposes (${unexposed.length})`,
    '',
    'System work (the demo seed, jobs, the payment worker) and anything not wired to HTTP.',
    '',
    '| use case | access | exported as, in |',
    '| --- | --- | --- |',
    ...unexposed
      .sort((a, b) => a.useCase.localeCompare(b.useCase))
      .map((u) => `| \`${u.useCase}\` | ${u.access} | ${handlerCell(u)} |`),
    '',
    'Routes that run no use case: `/healthz` and `/readyz`, `/trpc/:path` (the procedures above),',
    '`/uploads/*` (public images), `/phonepe-sim/*` (the PhonePe simulator, when',
    '`PHONEPE_MODE=simulator`) and, with `SERVE_WEB`, the web app and its server-rendered heads.',
    '',
  ];
  return lines.join('\n');
}

export function committedHandlerIndex(): string {
  try {
    return readFileSync(HANDLERS_FILE, 'utf8');
  } catch {
    return '';
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const text = await renderHandlerIndex();
  const check = process.argv.includes('--check');
  if (check) {
    if (text !== committedHandlerIndex()) {
      console.error('handler index is stale: run npm run docs:handlers');
      process.exit(1);
    }
    console.log('docs/handlers.md is up to date');
  } else {
    writeFileSync(HANDLERS_FILE, text);
    console.log(`wrote ${relative(ROOT, HANDLERS_FILE)}`);
  }
  process.exit(0);
}
