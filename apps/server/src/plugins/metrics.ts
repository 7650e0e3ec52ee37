import { createHash, timingSafeEqual } from 'node:crypto';
import type { Database } from '@frameshop/db/create-db';
import { mailOutboxDepth } from '@frameshop/domain/mail/figures.published';
import { paymentAttemptsByState } from '@frameshop/domain/payment/figures.published';
import { CACHE_NAMES } from '@frameshop/domain/shared/cache';
import type { DomainDeps } from '@frameshop/domain/shared/context';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { errorBody } from './errors';

/** What jobs report, so a run that keeps failing shows up before anyone reads the log. */
export interface JobMetrics {
  jobRan(job: string, ok: boolean): void;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * `/metrics` in Prometheus's text format (prom-client), one registry per app: Node's own
 * figures (event-loop lag, heap, GC), request durations per route and status, the database
 * pool, read-cache hits and misses per domain, job runs and failures, payment attempts by
 * state and the mail outbox's depth. Closed unless METRICS_TOKEN is set; then only a request
 * with `Authorization: Bearer <token>` reads it (compared in constant time).
 */
export function registerMetrics(
  app: FastifyInstance,
  deps: DomainDeps,
  database: Database,
  token: string | undefined,
): JobMetrics {
  const register = new Registry();
  collectDefaultMetrics({ register });

  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route (its pattern) and status',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [register],
  });
  app.addHook('onResponse', async (request, reply) => {
    duration.observe(
      {
        method: request.method,
        // The pattern, never the path: ids in paths would make a series per frame.
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections by state (open, idle, waiting requests, limit)',
    labelNames: ['state'],
    registers: [register],
    collect() {
      const stats = database.poolStats();
      for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
    },
  });
  for (const [name, help, field] of [
    ['read_cache_hits_total', 'Lookups answered from a read cache, per domain', 'hits'],
    ['read_cache_misses_total', 'Lookups a read cache could not answer, per domain', 'misses'],
  ] as const) {
    new Counter({
      name,
      help,
      labelNames: ['cache'],
      registers: [register],
      collect() {
        this.reset();
        for (const cache of CACHE_NAMES) this.inc({ cache }, deps.caches[cache].stats[field]);
      },
    });
  }
  const jobRuns = new Counter({
    name: 'job_runs_total',
    help: 'Background job runs by job and outcome',
    labelNames: ['job', 'outcome'],
    registers: [register],
  });
  new Gauge({
    name: 'payment_attempts',
    help: 'Payment attempts by state',
    labelNames: ['state'],
    registers: [register],
    async collect() {
      this.reset();
      for (const { state, count } of await paymentAttemptsByState(deps.db))
        this.set({ state }, count);
    },
  });
  new Gauge({
    name: 'mail_outbox_depth',
    help: 'Mail waiting to be sent (first try or retry)',
    registers: [register],
    async collect() {
      this.set(await mailOutboxDepth(deps.db));
    },
  });

  const expected = token ? digest(`Bearer ${token}`) : null;
  app.get('/metrics', async (request, reply) => {
    if (!expected) {
      return reply.status(404).send(errorBody('No such endpoint: GET /metrics', 'NOT_FOUND'));
    }
    const sent = digest(request.headers.authorization ?? '');
    if (!timingSafeEqual(sent, expected)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send(errorBody('A valid metrics token is required', 'UNAUTHORIZED'));
    }
    return reply
      .header('content-type', register.contentType)
      .header('cache-control', 'no-store')
      .send(await register.metrics());
  });

  return {
    jobRan(job, ok) {
      jobRuns.inc({ job, outcome: ok ? 'ok' : 'failed' });
    },
  };
}
