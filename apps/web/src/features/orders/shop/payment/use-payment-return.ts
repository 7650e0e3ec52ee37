import { ORDER_MESSAGES } from '@frameshop/contracts/orders/messages';
import {
  PAYMENT_MESSAGES as m,
  merchantTransactionId as transactionId,
  type VerifyResult,
} from '@frameshop/contracts/payment/payment';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { httpStatus, serverMessage } from '../../../../lib/errors';
import { notify } from '../../../../lib/notify';
import { trpc } from '../../../../lib/trpc';
import { useMe } from '../../../auth/use-session';
import {
  clearPendingOrder,
  readPendingOrder,
  removeOrderedLines,
} from '../checkout/checkout-storage';

/** While the gateway still says pending: this many more checks, this far apart (about 6 s). */
export const PENDING_RETRIES = 3;
export const PENDING_RETRY_MS = 2_000;

export type ReturnView =
  | { kind: 'working' }
  | { kind: 'login' }
  | { kind: 'account-error' }
  | { kind: 'pending'; orderId: number | null };

class NeedsLogin extends Error {}
/** A failure already put in the shopper's words. */
class Said extends Error {}

/** A call's failure in the spec's words (section 8); a lost session asks for a login instead. */
function failureText(error: unknown): string {
  const status = httpStatus(error);
  if (status === 401) throw new NeedsLogin();
  if (status === 404) return m.orderDataNotFound;
  if (status === 400) return m.invalidTransaction;
  if (status !== null && status < 500) return serverMessage(error) ?? m.verificationFailed;
  return m.verifyError;
}

const sleep = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * The payment return page's work (spec sections 4, 5 and 8; issue 12): with a session and a
 * valid id, read the order by its transaction, post it for verification, and go to
 * /order-success or /order-failure; a pending answer is asked again a few times, then said
 * honestly. It runs once per mount (StrictMode runs effects twice) and again after a login.
 */
export function usePaymentReturn(merchantTransactionId: string | undefined) {
  const me = useMe();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const { mutateAsync: verify } = trpc.payment.verify.useMutation();
  const [view, setView] = useState<ReturnView>({ kind: 'working' });
  const started = useRef(false);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const run = useCallback(async () => {
    const fail = (message: string) => {
      if (!alive.current) return;
      notify.error(message);
      void navigate({ to: '/order-failure', search: { error: message }, replace: true });
    };
    const id = transactionId.safeParse(merchantTransactionId);
    if (!id.success) return fail(m.invalidTransaction);
    const txn = id.data;
    try {
      const order = await utils.payment.orderByTransaction
        .fetch({ merchantTransactionId: txn }, { staleTime: 0, retry: false })
        .catch((error: unknown) => {
          throw new Said(failureText(error));
        });
      const pending = readPendingOrder();
      for (let check = 0; ; check++) {
        const result: VerifyResult = await verify({
          merchantTransactionId: txn,
          ...(pending ? { orderData: pending } : {}),
        }).catch((error: unknown) => {
          throw new Said(failureText(error));
        });
        if (!alive.current) return;
        if (result.success) {
          // The cart lines ordered, and the kept order, only when they are this order's.
          if (pending && pending.orderId === result.orderId) {
            removeOrderedLines(pending.lines);
            clearPendingOrder();
          }
          void utils.orders.mine.invalidate();
          void utils.orders.mineById.invalidate({ orderId: result.orderId });
          notify.success(ORDER_MESSAGES.placed, {
            description: `Payment received for order #${result.orderId}`,
          });
          void navigate({
            to: '/order-success',
            search: { orderId: result.orderId },
            replace: true,
          });
          return;
        }
        if (result.state !== 'PENDING') return fail(result.message ?? m.verificationFailed);
        if (check >= PENDING_RETRIES) {
          setView({ kind: 'pending', orderId: result.orderId || order.orderId });
          return;
        }
        await sleep(PENDING_RETRY_MS);
        if (!alive.current) return;
      }
    } catch (error) {
      if (error instanceof NeedsLogin) {
        // The session ended meanwhile: ask again; the page resumes after the login.
        started.current = false;
        void utils.auth.me.invalidate();
        return;
      }
      fail(error instanceof Said ? error.message : m.verifyError);
    }
  }, [merchantTransactionId, navigate, utils, verify]);

  const signedIn = Boolean(me.data);
  useEffect(() => {
    if (me.isPending) return;
    if (me.isError) {
      setView({ kind: 'account-error' });
      return;
    }
    if (!signedIn) {
      setView({ kind: 'login' });
      return;
    }
    if (started.current) return;
    started.current = true;
    setView({ kind: 'working' });
    void run();
  }, [me.isPending, me.isError, signedIn, run]);

  /** "Check again" from the pending message: one more round of checks. */
  const recheck = useCallback(() => {
    setView({ kind: 'working' });
    void run();
  }, [run]);

  return { view, recheck, retryAccount: () => void me.refetch() };
}
