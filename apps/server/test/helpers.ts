import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DB } from '@frameshop/db/schema';
import type { TestDatabase } from '@frameshop/db/testing/test-database';
import { AuthThrottle, type ThrottleOptions } from '@frameshop/domain/users/auth-throttle';
import { ensureAdmin } from '@frameshop/domain/users/users.service';
import type { FastifyInstance } from 'fastify';
import type {
  Kysely,
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
} from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { assertAnswersMatched, watchResponses } from './support/openapi-responses';

export const ADMIN = { email: 'admin@test.local', password: 'admin-password' };
export const ORIGIN = 'http://localhost:3000';

/** One scratch uploads folder per test file, never the repository's data folder. */
export const uploadsDir = mkdtempSync(join(tmpdir(), 'frameshop-test-uploads-'));
/** Mail without SMTP_URL lands here as .eml files, never in the repository's data folder. */
export const outboxDir = mkdtempSync(join(tmpdir(), 'frameshop-test-outbox-'));

/**
 * Limits no test about something else meets (many place several unpaid orders for one shopper);
 * the defaults (2 and 10) are tested on their own (order-limits.rest.test.ts).
 */
export const GENEROUS_LIMITS = {
  MAX_UNPAID_ORDERS: '100',
  MAX_LINE_QUANTITY: '20',
  MAX_COD_ORDERS: '100',
};

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SERVE_WEB: 'false',
    UPLOADS_DIR: uploadsDir,
    OUTBOX_DIR: outboxDir,
    ...GENEROUS_LIMITS,
    ...env,
  });
}

/** Builds the real app over the suite's database; `app` is ready inside tests. */
export function useApp(
  t: TestDatabase,
  options: {
    env?: Record<string, string>;
    throttle?: ThrottleOptions;
    config?: Partial<Config>;
  } = {},
): { readonly app: FastifyInstance } {
  const holder = {} as { app: FastifyInstance };
  let seen: { mismatches: string[] } = { mismatches: [] };
  beforeAll(async () => {
    holder.app = await buildApp({
      config: { ...testConfig(options.env), ...options.config },
      database: t,
      logger: false,
      throttle: options.throttle ? new AuthThrottle(options.throttle) : undefined,
    });
    await holder.app.ready();
    seen = watchResponses(holder.app);
  });
  afterAll(async () => {
    await holder.app?.close();
    // Every REST answer the suite saw must match the OpenAPI document (GET /api/openapi.json).
    assertAnswersMatched(seen);
  });
  return holder;
}

export async function createAdmin(app: FastifyInstance): Promise<void> {
  await ensureAdmin(app.deps, ADMIN);
}

export async function signupAndLogin(
  app: FastifyInstance,
  user = {
    firstName: 'Asha',
    lastName: 'Rao',
    email: 'asha@example.com',
    password: 'shopper-pass',
  },
): Promise<string> {
  await app.inject({ method: 'POST', url: '/api/user/signup', payload: user });
  return loginToken(app, user.email, user.password);
}

export async function loginToken(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json().token;
}

/**
 * A staff member with a built-in role (or a role by id), made the way a shop makes one: an
 * account signs up, and the owner (ADMIN, created first) gives it the role over REST. Answers
 * their session token and user id.
 */
export async function createStaff(
  app: FastifyInstance,
  role: string | number,
  who: { email: string; password?: string; firstName?: string; lastName?: string },
): Promise<{ token: string; userId: number }> {
  const password = who.password ?? 'staff-password-1';
  const token = await signupAndLogin(app, {
    firstName: who.firstName ?? 'Staff',
    lastName: who.lastName ?? 'Member',
    email: who.email,
    password,
  });
  const owner = bearer(await loginToken(app, ADMIN.email, ADMIN.password));
  const me = await app.inject({ method: 'GET', url: '/trpc/auth.me', headers: bearer(token) });
  const userId = me.json().result.data.userId as number;
  let roleId = role;
  if (typeof role === 'string') {
    const roles = await app.inject({ method: 'GET', url: '/api/staff/roles', headers: owner });
    const found = (roles.json().data as { roleId: number; name: string }[]).find(
      (r) => r.name === role,
    );
    if (!found) throw new Error(`no role named ${role}`);
    roleId = found.roleId;
  }
  const res = await app.inject({
    method: 'PUT',
    url: `/api/staff/${userId}/role`,
    headers: owner,
    payload: { roleId },
  });
  if (res.statusCode !== 200) throw new Error(`role not given: ${res.statusCode} ${res.body}`);
  return { token, userId };
}

/** Creates an API key over REST with the admin's session; answers the key (shown once). */
export async function createApiKeyFor(
  app: FastifyInstance,
  scopes: string[],
  name = 'Test integration',
  /** The maker's session: the owner (ADMIN) unless given. */
  makerToken?: string,
): Promise<{ id: number; key: string }> {
  const adminToken = makerToken ?? (await loginToken(app, ADMIN.email, ADMIN.password));
  const res = await app.inject({
    method: 'POST',
    url: '/api/apikey/create',
    headers: bearer(adminToken),
    payload: { name, scopes },
  });
  if (res.statusCode !== 201) throw new Error(`key creation failed: ${res.statusCode} ${res.body}`);
  const { id, key } = res.json().data;
  return { id, key };
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** Row counts of every table: "nothing changed" assertions compare two of these. */
export async function tableCounts(t: { db: Kysely<DB> }): Promise<Record<string, number>> {
  const { TABLES_CHILD_FIRST } = await import('@frameshop/db/schema');
  const counts: Record<string, number> = {};
  for (const table of TABLES_CHILD_FIRST) {
    const row = await t.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

/** A multipart/form-data body as a browser would send it, for inject(). */
export async function multipart(
  fields: Record<string, string>,
  files: { field?: string; name: string; type: string; data: Buffer }[] = [],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files) {
    form.append(
      file.field ?? 'images',
      new Blob([new Uint8Array(file.data)], { type: file.type }),
      file.name,
    );
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

/**
 * Counts every statement the app runs, on the same connection the app uses. Counted as results
 * come back, so statements compiled once and run as CompiledQuery (the frame list) count too.
 */
export class QueryCounter implements KyselyPlugin {
  count = 0;
  transformQuery(args: PluginTransformQueryArgs) {
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs) {
    this.count++;
    return args.result;
  }
}
