import type { PaymentGateway } from '@frameshop/phonepe/types';

/**
 * What the payment domain needs from outside (interfaces only): the gateway client (PhonePe,
 * its simulator, or any server speaking its protocol), where shoppers come back to, and a way
 * to ask the payment worker to run soon instead of at its next tick.
 */
export interface PaymentDeps {
  /** The gateway new attempts are made with (PHONEPE_API). */
  gateway: PaymentGateway;
  /**
   * The gateway of one API version. An attempt is settled, polled and refunded through the
   * version it was made with (its stored `api`), even after PHONEPE_API changes; a version this
   * process has no credentials for answers every call as 'unavailable' (and verifies nothing).
   */
  gatewayFor(api: 'v1' | 'v2'): PaymentGateway;
  /**
   * The shop's public address: PhonePe sends the shopper back to `${returnBase}/phonepe-callback`.
   * Null (the simulator with no PUBLIC_URL set): the address the shopper is using.
   */
  returnBase: string | null;
  /** Where v1 S2S callbacks go (`${publicUrl}/api/phonepe/webhook`). */
  callbackUrl: string;
  /** Run the payment worker soon (a webhook arrived, a refund was asked for). */
  kick: () => void;
  /**
   * The built-in simulator's hosted checkout page (PHONEPE_MODE=simulator only): pays or
   * declines one payment as a shopper's click on it would. The demo seed pays through it, so
   * its orders are paid exactly as a shopper's are; absent with a real gateway.
   */
  simulatorPage?: (redirectUrl: string, action: 'pay' | 'decline') => Promise<void>;
}
