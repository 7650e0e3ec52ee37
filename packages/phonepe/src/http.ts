/**
 * One HTTP call with a deadline, its failures sorted into GatewayError kinds.
 * Status mapping follows PhonePe/phonepe-pg-sdk-node src/common/http/HttpCommand.ts (400 BadRequest,
 * 401 UnauthorizedAccess, 404 ResourceNotFound, 5xx ServerError) and its PhonePeResponse, whose
 * error code is `errorCode || code`.
 */
import { GatewayError } from './types';

export interface HttpOptions {
  fetch: typeof fetch;
  timeoutMs: number;
}

export interface HttpAnswer {
  status: number;
  body: unknown;
}

/** Codes PhonePe uses for "no such id" even though the HTTP status is 400, not 404. */
const NOT_FOUND_CODES = new Set([
  'MERCHANT_ORDER_MAPPING_NOT_FOUND',
  'TRANSACTION_NOT_FOUND',
  'REFUND_NOT_FOUND',
  'ORDER_NOT_FOUND',
]);

export function asRecord(v: unknown): Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v)
    ? (v as Record<string, unknown>)
    : {};
}

export function str(v: unknown): string | null {
  return typeof v === 'string' && v !== '' ? v : null;
}

export function num(v: unknown): number | null {
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}

export function errorCode(body: unknown): string | null {
  const b = asRecord(body);
  return str(b.errorCode) ?? str(b.code);
}

/** Sends the request; never throws for an HTTP status (the caller decides), only for transport. */
export async function send(
  http: HttpOptions,
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string },
): Promise<HttpAnswer> {
  let res: Response;
  let text: string;
  try {
    // The deadline covers the body too: a server that sends headers and then stalls is as
    // unavailable as one that never answers.
    res = await http.fetch(url, { ...init, signal: AbortSignal.timeout(http.timeoutMs) });
    text = await res.text();
  } catch (err) {
    const name = err instanceof Error ? err.name : '';
    const why = name === 'TimeoutError' || name === 'AbortError' ? 'timed out' : 'network error';
    throw new GatewayError('unavailable', `PhonePe ${why}: ${url}`, null, null);
  }
  let body: unknown = null;
  if (text !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
  }
  return { status: res.status, body };
}

/** Turns a non-2xx answer into the GatewayError the domain can act on. */
export function errorFor(answer: HttpAnswer, what: string): GatewayError {
  const code = errorCode(answer.body);
  const message = str(asRecord(answer.body).message) ?? `${what} failed with HTTP ${answer.status}`;
  const s = answer.status;
  if (code && NOT_FOUND_CODES.has(code)) return new GatewayError('not_found', message, code, s);
  if (s === 404) return new GatewayError('not_found', message, code, s);
  if (s === 401 || s === 403) return new GatewayError('auth', message, code, s);
  // 429 and 5xx are PhonePe's trouble, not ours: the caller keeps the attempt pending and retries.
  if (s === 429 || s >= 500) return new GatewayError('unavailable', message, code, s);
  return new GatewayError('bad_request', message, code, s);
}

/** A 2xx whose body is not a JSON object cannot be trusted to decide anything. */
export function requireObject(answer: HttpAnswer, what: string): Record<string, unknown> {
  if (answer.body === null || typeof answer.body !== 'object') {
    throw new GatewayError('unavailable', `${what}: unreadable answer`, null, answer.status);
  }
  return asRecord(answer.body);
}

export function joinUrl(base: string, path: string): string {
  return base.replace(/\/+$/, '') + path;
}
