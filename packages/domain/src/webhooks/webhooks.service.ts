import {
  type CreatedWebhookDto,
  createWebhookInput,
  WEBHOOK_MESSAGES as m,
  resendDeliveryInput,
  type WebhookDeliveriesDto,
  type WebhookEndpointDto,
  webhookIdInput,
} from '@frameshop/contracts/webhooks/schemas';
import { toNumber } from '@frameshop/db/rows';
import type { WebhookEndpointRow } from '@frameshop/db/schema';
import { z } from 'zod';
import { recordChange } from '../audit/audit.published';
import { actingUserId, type DomainDeps } from '../shared/context';
import { AppError } from '../shared/errors';
import { defineUseCase } from '../shared/use-case';
import { integrationManagerIds } from '../users/accounts.published';
import { checkedAddresses, hostOf, PrivateAddressError } from './address-guard';
import * as deliveries from './deliveries.repository';
import * as endpoints from './endpoints.repository';
import { nextAttemptAt } from './retry-schedule';
import { isSealed, openSecret, sealSecret } from './secret-box';
import { newSecret } from './signature';
import { toDeliveryDto, toEndpointDto } from './webhook-dto';
import { sendWebhook } from './webhook-sender';

/**
 * Outgoing webhooks (issue 22): admins register endpoints; other domains queue deliveries in
 * their own transactions (webhooks.published.ts); the job runner sends them after commit
 * (`deliverWebhooks`), signed, retried with backoff for 24 hours (retry-schedule.ts).
 */

const DELIVERIES_SHOWN = 50;
const LEASE_MS = 60_000;
const BATCH = 20;

export const createWebhook = defineUseCase({
  name: 'webhooks.create',
  access: 'integrations:manage',
  kind: 'mutation',
  invalidates: [],
  input: createWebhookInput,
  async handler(ctx, input): Promise<CreatedWebhookDto> {
    try {
      await checkedAddresses(hostOf(new URL(input.url)), ctx.webhooks.allowPrivate);
    } catch (error) {
      throw new AppError(
        'BAD_REQUEST',
        error instanceof PrivateAddressError ? m.privateAddress : m.unresolvable,
      );
    }
    const secret = newSecret();
    const id = await ctx.db.transaction().execute(async (trx) => {
      const row = {
        url: input.url,
        // Sealed at rest; shown in clear in this answer only.
        secret: sealSecret(secret, ctx.webhooks.secretsKey),
        events: input.events,
        createdBy: actingUserId(ctx.actor),
        at: ctx.now(),
      };
      const endpointId = await endpoints.insertEndpoint(trx, row);
      await recordChange(trx, ctx, {
        entity: 'webhook',
        entityId: endpointId,
        after: { host: auditHost(row.url), events: row.events },
      });
      return endpointId;
    });
    return { id, url: input.url, events: input.events, secret };
  },
});

export const listWebhooks = defineUseCase({
  name: 'webhooks.list',
  access: 'integrations:manage',
  kind: 'query',
  input: z.undefined().or(z.strictObject({})),
  async handler(ctx): Promise<WebhookEndpointDto[]> {
    const [rows, figures] = await Promise.all([
      endpoints.liveEndpoints(ctx.db),
      deliveries.deliveryFigures(ctx.db),
    ]);
    return rows.map((row) => toEndpointDto(row, figures.get(toNumber(row.endpointId))));
  },
});

export const deleteWebhook = defineUseCase({
  name: 'webhooks.delete',
  access: 'integrations:manage',
  kind: 'mutation',
  invalidates: [],
  input: webhookIdInput,
  async handler(ctx, { id }): Promise<{ success: true }> {
    // Deliveries still queued for it are dropped at send time (its row says deleted).
    await ctx.db.transaction().execute(async (trx) => {
      const before = await endpoints.liveEndpoint(trx, id);
      if (!before || !(await endpoints.markDeleted(trx, id, ctx.now()))) {
        throw new AppError('NOT_FOUND', m.missing);
      }
      await recordChange(trx, ctx, {
        entity: 'webhook',
        entityId: id,
        before: { host: auditHost(before.url), deleted: false },
        after: { host: auditHost(before.url), deleted: true },
      });
    });
    return { success: true };
  },
});

export const webhookDeliveries = defineUseCase({
  name: 'webhooks.deliveries',
  access: 'integrations:manage',
  kind: 'query',
  input: webhookIdInput,
  async handler(ctx, { id }): Promise<WebhookDeliveriesDto> {
    const row = await endpoints.liveEndpoint(ctx.db, id);
    if (!row) throw new AppError('NOT_FOUND', m.missing);
    const [rows, figures] = await Promise.all([
      deliveries.deliveriesOf(ctx.db, id, DELIVERIES_SHOWN),
      deliveries.deliveryFigures(ctx.db),
    ]);
    return {
      endpoint: toEndpointDto(row, figures.get(id)),
      deliveries: rows.map(toDeliveryDto),
    };
  },
});

export const resendDelivery = defineUseCase({
  name: 'webhooks.resend',
  access: 'integrations:manage',
  kind: 'mutation',
  invalidates: [],
  input: resendDeliveryInput,
  async handler(ctx, { deliveryId }): Promise<{ success: true }> {
    const row = await deliveries.deliveryById(ctx.db, deliveryId);
    const endpoint = row && (await endpoints.liveEndpoint(ctx.db, toNumber(row.endpointId)));
    if (!row || !endpoint) throw new AppError('NOT_FOUND', 'This delivery does not exist');
    await ctx.db.transaction().execute(async (trx) => {
      if (!(await deliveries.requeue(trx, toNumber(row.deliveryRowId), ctx.now()))) {
        throw new AppError('CONFLICT', 'This delivery is being sent right now: try again shortly');
      }
      await recordChange(trx, ctx, {
        entity: 'webhook',
        entityId: toNumber(row.endpointId),
        after: { resent: deliveryId },
      });
    });
    return { success: true };
  },
});

/** Why a delivery to this endpoint is not sent any more, or null when it may be. */
function deadEndpoint(endpoint: WebhookEndpointRow, admins: Set<number>): string | null {
  if (endpoint.deletedAt !== null) return 'The endpoint was deleted';
  const maker = endpoint.createdBy === null ? null : toNumber(endpoint.createdBy);
  if (endpoint.disabledAt !== null || maker === null || !admins.has(maker)) {
    return 'The endpoint is disabled: the admin who made it is gone or no longer an admin';
  }
  return null;
}

export interface DeliveryReport {
  delivered: number;
  retrying: number;
  failed: number;
}

/** The job: claims what is due (one process each), sends it, records the answer. */
export const deliverWebhooks = defineUseCase({
  name: 'webhooks.deliver',
  access: 'system',
  kind: 'mutation',
  invalidates: [],
  input: z.strictObject({ owner: z.string().min(1).max(64) }),
  async handler(ctx, { owner }): Promise<DeliveryReport> {
    const report: DeliveryReport = { delivered: 0, retrying: 0, failed: 0 };
    const due = await deliveries.claimDue(ctx.db, {
      now: ctx.now(),
      owner,
      leaseMs: LEASE_MS,
      limit: BATCH,
    });
    // Sent only for endpoints whose maker may still manage integrations (they die with that right).
    const admins = new Set(due.length > 0 ? await integrationManagerIds(ctx.db) : []);
    for (const row of due) {
      const rowId = toNumber(row.deliveryRowId);
      const attempts = toNumber(row.attempts) + 1;
      const endpoint = await endpoints.endpointOf(ctx.db, toNumber(row.endpointId));
      const started = ctx.now();
      const dead = endpoint ? deadEndpoint(endpoint, admins) : 'The endpoint was deleted';
      if (!endpoint || dead) {
        await deliveries.recordAttempt(ctx.db, rowId, owner, {
          state: 'failed',
          attempts: toNumber(row.attempts),
          at: started,
          nextAttemptAt: null,
          statusCode: null,
          error: dead,
          answer: null,
        });
        report.failed++;
        continue;
      }
      let statusCode: number | null = null;
      let answer: string | null = null;
      let error: string | null = null;
      try {
        const res = await sendWebhook({
          url: endpoint.url,
          secret: openSecret(endpoint.secret, ctx.webhooks.secretsKey),
          body: row.payload,
          event: row.eventType,
          deliveryId: row.deliveryId,
          allowPrivate: ctx.webhooks.allowPrivate,
          timeoutMs: ctx.webhooks.timeoutMs,
          now: started,
        });
        statusCode = res.status;
        answer = res.answer;
      } catch (e) {
        error = e instanceof Error ? e.message : String(e);
      }
      const ok = statusCode !== null && statusCode >= 200 && statusCode < 300;
      const at = ctx.now();
      const next = ok ? null : nextAttemptAt(attempts, at, toNumber(row.firstAttemptAt));
      const state = ok ? 'delivered' : next === null ? 'failed' : 'pending';
      await deliveries.recordAttempt(ctx.db, rowId, owner, {
        state,
        attempts,
        at,
        nextAttemptAt: next,
        statusCode,
        error,
        answer,
      });
      if (state === 'delivered') report.delivered++;
      else if (state === 'failed') report.failed++;
      else report.retrying++;
    }
    return report;
  },
});

/**
 * Start-up step: seals every signing secret still stored in clear (endpoints made before
 * secrets were encrypted). Safe with several processes starting at once: each row is replaced
 * only if it still holds the clear value. Answers how many this process sealed.
 */
export async function sealLegacyWebhookSecrets(deps: DomainDeps): Promise<number> {
  let sealed = 0;
  for (const row of await endpoints.endpointsWithClearSecrets(deps.db)) {
    if (isSealed(row.secret)) continue;
    const done = await endpoints.sealStoredSecret(
      deps.db,
      toNumber(row.endpointId),
      row.secret,
      sealSecret(row.secret, deps.webhooks.secretsKey),
    );
    if (done) sealed++;
  }
  return sealed;
}

/**
 * What the audit log keeps of an endpoint's address: its host. A receiver's full URL is often
 * its only credential (chat and automation hooks), and `audit:read` is not `integrations:manage`
 * (docs/decisions/0025-audit-log.md).
 */
function auditHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '(not a URL)';
  }
}
