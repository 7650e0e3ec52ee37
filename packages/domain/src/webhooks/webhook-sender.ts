import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { checkedAddresses, guardedLookup, hostOf } from './address-guard';
import { signatureHeader } from './signature';

/** How much of a receiver's answer is read and kept. */
export const ANSWER_MAX_BYTES = 1000;

export interface WebhookRequest {
  url: string;
  secret: string;
  body: string;
  event: string;
  deliveryId: string;
  allowPrivate: boolean;
  timeoutMs: number;
  now: number;
}

export interface WebhookResponse {
  status: number;
  /** The start of the answer, at most ANSWER_MAX_BYTES. */
  answer: string;
}

/**
 * One POST, signed. Redirects are not followed (a 3xx is an answer like any non-2xx), the whole
 * exchange is cut at `timeoutMs`, and only the first ANSWER_MAX_BYTES of the answer are read.
 * Throws on a refused address, a connection failure or the timeout.
 */
export async function sendWebhook(req: WebhookRequest): Promise<WebhookResponse> {
  const url = new URL(req.url);
  const host = hostOf(url);
  // Node does not call `lookup` for an IP literal: check it here.
  if (isIP(host)) await checkedAddresses(host, req.allowPrivate);
  const body = Buffer.from(req.body);
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      r.destroy(new Error(`No answer within ${req.timeoutMs / 1000} s`));
    }, req.timeoutMs);
    const done = (fn: () => void) => {
      clearTimeout(timer);
      fn();
    };
    const r = request(
      url,
      {
        method: 'POST',
        lookup: guardedLookup(req.allowPrivate),
        headers: {
          'content-type': 'application/json',
          'content-length': body.length,
          'user-agent': 'Frameshop-Webhooks/1',
          'x-frameshop-event': req.event,
          'x-frameshop-delivery': req.deliveryId,
          'x-frameshop-signature': signatureHeader(
            req.secret,
            req.body,
            Math.floor(req.now / 1000),
          ),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const finish = () =>
          done(() =>
            resolve({
              status: res.statusCode ?? 0,
              answer: Buffer.concat(chunks).subarray(0, ANSWER_MAX_BYTES).toString('utf8'),
            }),
          );
        res.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          // Enough to show the admin: the rest is never read.
          if (size >= ANSWER_MAX_BYTES) {
            res.removeAllListeners('data');
            res.destroy();
            finish();
          }
        });
        res.on('end', finish);
        res.on('error', (error) => done(() => reject(error)));
      },
    );
    r.on('error', (error) => done(() => reject(error)));
    r.end(body);
  });
}
