import {
  orderByTransaction,
  startPayment,
  verifyPayment,
} from '@frameshop/domain/payment/payment.service';
import {
  checkPaymentNow,
  orderPaymentDetail,
  refundOrder,
} from '@frameshop/domain/payment/payment-admin.service';
import { mutationFor, queryFor } from '../trpc';

/**
 * Paying for an order through PhonePe (issue 12). The shopper starts a payment and, back from
 * the gateway, has it verified; admins see an order's attempts and refunds, check them now and
 * refund. The gateway's webhook is REST only (POST /api/phonepe/webhook): PhonePe calls it.
 */
export const paymentRouter = {
  start: mutationFor(startPayment),
  verify: mutationFor(verifyPayment),
  orderByTransaction: queryFor(orderByTransaction),
  forOrder: queryFor(orderPaymentDetail),
  checkNow: mutationFor(checkPaymentNow),
  refund: mutationFor(refundOrder),
};
