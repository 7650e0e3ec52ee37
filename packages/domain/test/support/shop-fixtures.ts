import { toNumber } from '@frameshop/db/rows';
import type { OrderRow } from '@frameshop/db/schema';
import type { TestDatabase } from '@frameshop/db/testing/test-database';
import {
  GatewayError,
  type PaymentGateway,
  type RefundRequest,
  type RefundResult,
  type StatusResult,
} from '@frameshop/phonepe/types';
import { frameMaterials, materials } from '../../src/catalogue/attributes.service';
import { createFrame } from '../../src/catalogue/frames.service';
import { createSize } from '../../src/catalogue/sizes.service';
import { placeOrder } from '../../src/orders/orders.service';
import { startPayment } from '../../src/payment/payment.service';
import type { DomainDeps, ServiceContext } from '../../src/shared/context';
import { signup } from '../../src/users/auth.service';
import { ensureAdmin } from '../../src/users/users.service';
import { ctxFor, depsFor } from '../helpers';

/**
 * A shop with one frame variant in stock, a shopper and a scripted payment gateway, for the
 * orders and payment rules tested without HTTP. The gateway answers what a test tells it to.
 */

export const SHIPPING = {
  firstName: 'Asha',
  lastName: 'Rao',
  address: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
  phone: '9876543210',
};

type Scripted<T> = T | GatewayError | ((id: string) => T | GatewayError);

/** The gateway's answers, set by the test; every call is recorded. `openShop` wires it in. */
export class ScriptedGateway {
  readonly calls: string[] = [];
  /** The API version each call went through, in order (an attempt keeps its own). */
  readonly apis: string[] = [];
  /** What Pay answers; an error makes the start fail as the gateway did. */
  payAnswer: GatewayError | null = null;
  statusAnswer: Scripted<StatusResult> = new GatewayError('unavailable', 'not scripted');
  refundAnswer: Scripted<RefundResult> = (id) => refundResult(id, 'PENDING');
  refundStatusAnswer: Scripted<RefundResult> = (id) => refundResult(id, 'PENDING');

  async pay(req: { merchantOrderId: string }) {
    this.calls.push(`pay ${req.merchantOrderId}`);
    if (this.payAnswer) throw this.payAnswer;
    return {
      redirectUrl: `https://pay.test/${req.merchantOrderId}`,
      gatewayOrderId: `OMO${req.merchantOrderId}`,
      expireAt: null,
    };
  }
  async status(id: string): Promise<StatusResult> {
    this.calls.push(`status ${id}`);
    return answer(this.statusAnswer, id);
  }
  async refund(req: RefundRequest): Promise<RefundResult> {
    this.calls.push(`refund ${req.merchantRefundId} ${req.amountPaise}`);
    return answer(this.refundAnswer, req.merchantRefundId);
  }
  async refundStatus(id: string): Promise<RefundResult> {
    this.calls.push(`refundStatus ${id}`);
    return answer(this.refundStatusAnswer, id);
  }
}

function answer<T>(scripted: Scripted<T>, id: string): T {
  const value = typeof scripted === 'function' ? (scripted as (id: string) => T)(id) : scripted;
  if (value instanceof GatewayError) throw value;
  return value as T;
}

export function refundResult(id: string, state: RefundResult['state']): RefundResult {
  return { merchantRefundId: id, state, amountPaise: null, gatewayRefundId: `G${id}` };
}

export function completed(merchantOrderId: string, amountPaise: number | null): StatusResult {
  return {
    merchantOrderId,
    state: 'COMPLETED',
    amountPaise,
    gatewayOrderId: `OMO${merchantOrderId}`,
    transactionId: `T${merchantOrderId}`,
    code: 'COMPLETED',
  };
}

export interface Shop {
  deps: DomainDeps;
  gateway: ScriptedGateway;
  admin: ServiceContext;
  shopper: ServiceContext;
  /** The system caller the payment worker uses. */
  system: ServiceContext;
  frameId: number;
  sizeId: number;
  frameSizeId: number;
  /** Unit price in paise (no offer price). */
  unitPaise: number;
}

/** One frame with one variant holding `stock`, and a signed-up shopper. */
export async function openShop(
  t: TestDatabase,
  stock = 5,
  overrides: Partial<DomainDeps> = {},
): Promise<Shop> {
  const gateway = new ScriptedGateway();
  const through = (api: 'v1' | 'v2'): PaymentGateway => {
    const noted = <T>(call: () => T) => {
      gateway.apis.push(api);
      return call();
    };
    return {
      api,
      pay: (req) => noted(() => gateway.pay(req)),
      status: (id) => noted(() => gateway.status(id)),
      refund: (req) => noted(() => gateway.refund(req)),
      refundStatus: (id) => noted(() => gateway.refundStatus(id)),
      verifyWebhook: () => null,
    };
  };
  const deps = depsFor(t, {
    payment: {
      gateway: through('v2'),
      gatewayFor: through,
      returnBase: 'http://localhost:3000',
      callbackUrl: 'http://localhost:3000/api/phonepe/webhook',
      kick: () => {},
    },
    ...overrides,
  });
  await ensureAdmin(deps, { email: 'boss@example.com', password: 'admin-password' });
  const boss = await deps.db
    .selectFrom('users')
    .select('userId')
    .where('email', '=', 'boss@example.com')
    .executeTakeFirstOrThrow();
  const admin = ctxFor(deps, {
    userId: toNumber(boss.userId),
    role: 'admin',
    sessionId: 'admin-session',
  });
  const { materialId } = await materials.create.run(admin, { name: 'Canvas' });
  const { frameMaterialId } = await frameMaterials.create.run(admin, { name: 'Teak Wood' });
  const { sizeId } = await createSize.run(admin, { width: 12, height: 18 });
  const frame = await createFrame.run(
    admin,
    {
      name: 'Oak Classic',
      basePrice: 1200,
      description: 'Solid frame',
      colors: ['Brown'],
      materialId,
      frameMaterialId,
      frameShape: 'Rectangle',
      weight: 1,
      origin: 'Jaipur',
      careInstruction: [],
      includes: [],
      isNewArrival: false,
      isOffer: false,
      sizes: [{ sizeId, price: 1200, offer_price: null, total_qty: stock }],
    },
    [],
  );
  const variant = frame.frameSizes[0];
  if (!variant) throw new Error('the fixture frame has no variant');
  const user = await signup.execute(ctxFor(deps), {
    firstName: 'Asha',
    lastName: 'Rao',
    email: `asha${Date.now()}@example.com`,
    password: 'Tulsi-garden-42',
  });
  // The shop opens with an empty outbox: the sign-up's verification mail (issue 22) is not
  // what the order and payment tests count.
  await deps.db.deleteFrom('mail_outbox').execute();
  return {
    deps,
    gateway,
    admin,
    shopper: ctxFor(deps, { userId: user.userId, role: 'user', sessionId: 'shopper-session' }),
    system: { ...deps, actor: { role: 'system', job: 'payment-worker' }, ip: '127.0.0.1' },
    frameId: frame.frameId,
    sizeId,
    frameSizeId: variant.frameSizeId,
    unitPaise: 120_000,
  };
}

/** Places an order of `quantity` of the shop's variant; answers its id and grand total. */
export async function order(
  shop: Shop,
  quantity = 1,
): Promise<{ orderId: number; grandTotalPaise: number }> {
  const placed = await placeOrder.execute(shop.shopper, {
    shipping: SHIPPING,
    lines: [{ kind: 'ready', frameId: shop.frameId, sizeId: shop.sizeId, quantity }],
  });
  return { orderId: placed.orderId, grandTotalPaise: Math.round(placed.grandTotal * 100) };
}

/** Starts a payment for the order; answers the attempt's id and merchant order id. */
export async function pay(
  shop: Shop,
  orderId: number,
): Promise<{ attemptId: number; merchantOrderId: string }> {
  const started = await startPayment.execute(shop.shopper, { orderId });
  const row = await shop.deps.db
    .selectFrom('payment_attempts')
    .select('attemptId')
    .where('merchantOrderId', '=', started.merchantTransactionId)
    .executeTakeFirstOrThrow();
  return { attemptId: toNumber(row.attemptId), merchantOrderId: started.merchantTransactionId };
}

export async function orderRow(shop: Shop, orderId: number): Promise<OrderRow> {
  return shop.deps.db
    .selectFrom('orders')
    .selectAll()
    .where('orderId', '=', orderId)
    .executeTakeFirstOrThrow();
}

/** The variant's remaining stock and its ledger, by reason. */
export async function stockOf(shop: Shop): Promise<{ remained: number; ledger: string[] }> {
  const variant = await shop.deps.db
    .selectFrom('frame_sizes')
    .select('remainedQty')
    .where('frameSizeId', '=', shop.frameSizeId)
    .executeTakeFirstOrThrow();
  const moves = await shop.deps.db
    .selectFrom('stock_movements')
    .select(['reason', 'delta'])
    .where('frameSizeId', '=', shop.frameSizeId)
    .orderBy('movementId')
    .execute();
  return {
    remained: toNumber(variant.remainedQty),
    ledger: moves.map((m) => `${m.reason} ${toNumber(m.delta)}`),
  };
}

export async function eventsOf(shop: Shop, orderId: number): Promise<string[]> {
  const rows = await shop.deps.db
    .selectFrom('order_events')
    .select(['kind', 'detail'])
    .where('orderId', '=', orderId)
    .orderBy('eventId')
    .execute();
  return rows.map((r) => `${r.kind}: ${r.detail}`);
}

export async function mailSubjects(shop: Shop): Promise<string[]> {
  const rows = await shop.deps.db
    .selectFrom('mail_outbox')
    .select('subject')
    .orderBy('mailId')
    .execute();
  return rows.map((r) => r.subject);
}

export async function refundsOf(shop: Shop, orderId: number) {
  const rows = await shop.deps.db
    .selectFrom('refunds')
    .selectAll()
    .where('orderId', '=', orderId)
    .orderBy('refundId')
    .execute();
  return rows.map((r) => ({
    ...r,
    refundId: toNumber(r.refundId),
    amountPaise: toNumber(r.amountPaise),
  }));
}
