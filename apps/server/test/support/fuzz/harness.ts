import type { TestDatabase } from '@frameshop/db/testing/test-database';
import { seedDemoContent } from '@frameshop/domain/seed/demo-content';
import { seedDemoOrders } from '@frameshop/domain/seed/demo-orders';
import { systemContext } from '@frameshop/domain/shared/context';
import { ensureAdmin } from '@frameshop/domain/users/users.service';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../../src/app';
import { ADMIN, bearer, testConfig } from '../../helpers';
import { placeOrder, variantPicker } from '../order-fixtures';
import { seedSmallCatalogue } from './catalogue-fixture';
import { changedTables, type Snapshot, snapshot } from './db-snapshot';
import type { Target } from './targets';
import { arbitraryFor } from './zod-arbitrary';

export type Role = 'anonymous' | 'shopper' | 'admin';
const ROLES: Role[] = ['anonymous', 'shopper', 'admin'];

const SHOPPER: typeof ADMIN & { firstName: string; lastName: string } = {
  firstName: 'Fuzz',
  lastName: 'Shopper',
  email: 'fuzz-shopper@example.com',
  password: 'fuzz-shopper-pass',
};
/** Where the suite's own logins come from, so the fuzzed requests' throttles never block them. */
const SUITE_ADDRESS = '10.200.0.1';

export interface FuzzSettings {
  seed: number;
  runsPerTarget: number;
}

/** FUZZ_SEED replays a run; FUZZ_RUNS sets its length (npm run fuzz sets both). */
export function fuzzSettings(defaultRuns: number): FuzzSettings {
  const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2 ** 31;
  const runs = process.env.FUZZ_RUNS ? Number(process.env.FUZZ_RUNS) : defaultRuns;
  if (!Number.isSafeInteger(seed) || !Number.isSafeInteger(runs) || runs < 1) {
    throw new Error('FUZZ_SEED and FUZZ_RUNS must be whole numbers');
  }
  return { seed, runsPerTarget: runs };
}

/** What a body must never show: how the server is built. */
const LEAKS: [string, RegExp][] = [
  ['a stack trace', /\n\s+at |\s{4}at [\w.<]/],
  ['SQL', /\b(?:SELECT|INSERT|UPDATE|DELETE)\b[^\n]{0,200}\b(?:FROM|INTO|SET|WHERE)\b/],
  ['a driver error', /SQLITE_|\bER_[A-Z_]{3,}|sqlite|mysql|kysely/i],
  ['a file path', /\/work\/|\/home\/|\/root\/|node_modules|\.ts:\d+|file:\/\//],
];

export function leaksIn(body: string): string[] {
  return LEAKS.filter(([, pattern]) => pattern.test(body)).map(
    ([what, pattern]) => `${what} (${body.match(pattern)?.[0]})`,
  );
}

/**
 * An error body in one of the two shapes clients read: ours (`message` and `code`, the same
 * on every REST route and on what the server refuses before tRPC) or tRPC's
 * (`error.message` and `error.data.code`, in a list when batched).
 */
export function saysWhatWasWrong(body: string): boolean {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return false;
  }
  const ok = (v: unknown): boolean => {
    const e = v as {
      message?: unknown;
      code?: unknown;
      error?: { message?: unknown; data?: { code?: unknown } };
    };
    if (
      typeof e?.message === 'string' &&
      e.message &&
      typeof e.code === 'string' &&
      !e.code.startsWith('FST_')
    )
      return true;
    return typeof e?.error?.message === 'string' && typeof e.error.data?.code === 'string';
  };
  return Array.isArray(parsed) ? parsed.length > 0 && parsed.every(ok) : ok(parsed);
}

/** The status a caller who may not call a target must get, whatever the input: null if they may. */
function mayNotCall(role: Role, access: string): 401 | 403 | null {
  if (access === 'public') return null;
  if (role === 'anonymous') return 401;
  // Anything but 'user' is staff's ('staff' or a permission); the fuzzing admin is an Owner.
  return role === 'shopper' && access !== 'user' ? 403 : null;
}

/**
 * Access is checked before the input is read, so such a caller learns nothing about it: the
 * answer is `status`, or a refusal of the request itself made before any route runs (a body
 * that is not JSON or too large or too deep, a malformed address): a 400 without a schema's
 * details, a 413, 414 or 415.
 */
function refusedBeforeInput(status: number, body: string, due: 401 | 403): boolean {
  if (status === due || status === 413 || status === 414 || status === 415) return true;
  return status === 400 && !/"details"/.test(body);
}

/** Targets whose success ends the suite's own sessions: they are logged in again after. */
const ENDS_SESSIONS = /logout|users\.delete|\/user\/delete/;

/**
 * The real app listening on a free port (the PhonePe simulator is reached over HTTP), over
 * a small catalogue and the demo content and orders, with an admin and a shopper who has an order.
 */
export function useFuzzApp(t: TestDatabase) {
  const h = {
    app: undefined as unknown as FastifyInstance,
    headers: {} as Record<Role, Record<string, string>>,
    current: {} as Snapshot,
  };
  /** Statuses answered per target: `npm run fuzz` prints them, to show what the run reached. */
  const statuses = new Map<string, Record<number, number>>();
  const login = async (email: string, password: string) => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email, password },
      remoteAddress: SUITE_ADDRESS,
    });
    return res.statusCode === 200 ? bearer(res.json().token) : null;
  };
  // A fuzzed users.delete may remove either account (a deleted address may stay taken): the next
  // login then uses a new address.
  let shopper = SHOPPER;
  let admin = ADMIN;
  let generation = 0;
  const logInAgain = async () => {
    let shopperHeaders = await login(shopper.email, shopper.password);
    if (!shopperHeaders) {
      shopper = { ...SHOPPER, email: `fuzz-shopper-${++generation}@example.com` };
      await h.app.inject({
        method: 'POST',
        url: '/api/user/signup',
        payload: shopper,
        remoteAddress: SUITE_ADDRESS,
      });
      shopperHeaders = await login(shopper.email, shopper.password);
    }
    await ensureAdmin(h.app.deps, admin);
    let adminHeaders = await login(admin.email, admin.password);
    if (!adminHeaders) {
      admin = { ...ADMIN, email: `fuzz-admin-${++generation}@test.local` };
      await ensureAdmin(h.app.deps, admin);
      adminHeaders = await login(admin.email, admin.password);
    }
    if (!shopperHeaders || !adminHeaders) throw new Error('the fuzz suite could not log in again');
    h.headers = { anonymous: {}, shopper: shopperHeaders, admin: adminHeaders };
  };
  beforeAll(async () => {
    h.app = await buildApp({ config: testConfig(), database: t, logger: false });
    const system = systemContext(h.app.deps, 'seed');
    await seedSmallCatalogue(system);
    await seedDemoContent.run(system, undefined);
    // Before listening, as at boot: the simulator then sends no webhooks that would land
    // in the middle of the fuzzing and look like a change made by a refused request.
    await seedDemoOrders.run(system, undefined);
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    await logInAgain();
    const [variant] = await variantPicker(() => t.db)(1, 50);
    if (variant) await placeOrder(h.app, h.headers.shopper as { authorization: string }, variant);
    await refresh();
  }, 240_000);
  afterAll(async () => {
    await h.app?.close();
  });

  /**
   * Rows written by the app's connection so far (SQLite's total_changes(), rolled-back writes
   * included), so the whole-database snapshot is only read again after a request wrote. On
   * MySQL the pool has many connections: null, and every request is followed by a snapshot.
   */
  const changes = async (): Promise<number | null> => {
    if (t.dialect !== 'sqlite') return null;
    const { rows } = await sql<{ n: number }>`SELECT total_changes() AS n`.execute(t.db);
    return Number(rows[0]?.n);
  };
  let snapshotAt: number | null = null;
  const refresh = async () => {
    h.current = await snapshot(t);
    snapshotAt = await changes();
  };

  /** One request: its problems (none when all is well). Keeps `current` up to date. */
  async function send(
    target: Target,
    role: Role,
    value: unknown,
    ip: string,
    batched: boolean,
  ): Promise<string[]> {
    const options = await target.request(value, batched);
    const before = await changes();
    if (before !== null && before !== snapshotAt) await refresh();
    const res: LightMyRequestResponse = await h.app.inject({
      ...options,
      headers: { ...(options.headers as Record<string, string>), ...h.headers[role] },
      remoteAddress: ip,
    });
    const problems: string[] = [];
    const tally = statuses.get(target.name) ?? {};
    tally[res.statusCode] = (tally[res.statusCode] ?? 0) + 1;
    statuses.set(target.name, tally);
    if (res.statusCode >= 500)
      problems.push(`answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
    for (const leak of leaksIn(res.body)) problems.push(`the body shows ${leak}`);
    const refusal = mayNotCall(role, target.access);
    if (refusal && !refusedBeforeInput(res.statusCode, res.body, refusal)) {
      problems.push(
        `answered ${res.statusCode} where ${refusal} was due: ${res.body.slice(0, 200)}`,
      );
    }
    if (res.statusCode >= 400 && !saysWhatWasWrong(res.body)) {
      problems.push(`a ${res.statusCode} not in the error shape: ${res.body.slice(0, 200)}`);
    }
    const after = await changes();
    if (after === null || after !== before) {
      const previous = h.current;
      await refresh();
      const changed = changedTables(previous, h.current);
      if (res.statusCode >= 400 && res.statusCode < 500 && changed.length > 0) {
        problems.push(`a ${res.statusCode} changed ${changed.join('; ')}`);
      }
    }
    if (res.statusCode < 300 && ENDS_SESSIONS.test(target.name)) {
      await logInAgain();
      await refresh();
    }
    return problems.map(
      (p) => `${p} [as ${role}, ${options.method} ${String(options.url).slice(0, 200)}]`,
    );
  }

  /**
   * Fuzzes one target for `runs` requests; answers a failure report, or null. A third of the
   * values are shaped by the schema (to reach the use case), the rest carry hostile parts.
   */
  async function fuzz(
    target: Target,
    settings: FuzzSettings,
    index: number,
  ): Promise<string | null> {
    const input = fc.oneof(
      { weight: 1, arbitrary: arbitraryFor(target.schema, 0) },
      { weight: 2, arbitrary: arbitraryFor(target.schema, 0.12) },
    );
    const client = fc.oneof(fc.ipV4(), fc.ipV6());
    const property = fc.asyncProperty(
      fc.constantFrom(...ROLES),
      input,
      client,
      // One tRPC call in four is sent batched, as the web app's client sends it.
      fc.integer({ min: 0, max: 3 }).map((n) => n === 0),
      async (role, value, ip, batched) => {
        const problems = await send(target, role, value, ip, batched);
        if (problems.length > 0) throw new Error(problems.join('\n'));
      },
    );
    const details = await fc.check(property, {
      seed: settings.seed + index,
      numRuns: settings.runsPerTarget,
    });
    if (!details.failed) return null;
    const example = fc.stringify(details.counterexample).slice(0, 600);
    const error =
      details.errorInstance instanceof Error
        ? details.errorInstance.message
        : String(details.errorInstance);
    return `${target.name}: ${error}\n  input: ${example}\n  replay: FUZZ_SEED=${settings.seed} (run ${index}, fast-check seed ${details.seed}, path ${details.counterexample ? details.counterexamplePath : '-'})`;
  }

  return { h, fuzz, statuses };
}
