import { AppError } from '@frameshop/domain/shared/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { toHttpError } from './errors';

/**
 * The deepest JSON any input needs is a handful of levels (a tRPC batch of an order's lines:
 * 4). Far deeper is refused before it is parsed: V8's JSON.parse spends about 250 ms on a
 * 1 MB body of nested brackets, so a client could buy that much CPU per request.
 */
export const MAX_JSON_DEPTH = 64;

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** Whether JSON text nests deeper than `max`; stops at the first level past it. */
export function nestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > max) return true;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) depth--;
  }
  return false;
}

const tooDeep = () =>
  new AppError('BAD_REQUEST', `The JSON sent is nested more than ${MAX_JSON_DEPTH} levels deep`);

/**
 * Fastify's JSON parser (secure-json-parse: a `__proto__` key, or `constructor.prototype`, is
 * refused), with the depth refused first. Registered on the root, so every JSON route has it;
 * tRPC's adapter parses its own bodies and is guarded by `refuseDeepJson` instead.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestedDeeperThan(text, MAX_JSON_DEPTH)) return done(tooDeep(), undefined);
    parse(request, text, (error, value) => {
      // Valid JSON that names a prototype key: say so, rather than "not valid JSON".
      if (error && isJson(text)) {
        return done(
          new AppError(
            'BAD_REQUEST',
            'The request body names a forbidden key (__proto__ or constructor.prototype)',
          ),
          undefined,
        );
      }
      done(error, value);
    });
  });
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * For tRPC, whose adapter takes the body as text and parses it itself: the same depth limit
 * on the body and on a query's `input`, answered before tRPC reads either.
 */
export async function refuseDeepJson(request: FastifyRequest, reply: FastifyReply) {
  const input = (request.query as Record<string, unknown> | undefined)?.input;
  const texts = [request.body, input].filter((v): v is string => typeof v === 'string');
  if (!texts.some((text) => nestedDeeperThan(text, MAX_JSON_DEPTH))) return;
  const { status, body } = toHttpError(tooDeep());
  return reply.code(status).send(body);
}
