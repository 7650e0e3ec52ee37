import type { PaymentGateway } from '@frameshop/phonepe/types';
import type { ServiceContext } from '../shared/context';

/**
 * The gateway an attempt speaks to: the API version stored on it when it was made, never the
 * one configured now (issue 19), so switching PHONEPE_API leaves open attempts and refunds on
 * the protocol PhonePe knows them by.
 */
export function gatewayOf(ctx: ServiceContext, attempt: { api: string }): PaymentGateway {
  return ctx.payment.gatewayFor(attempt.api === 'v1' ? 'v1' : 'v2');
}
