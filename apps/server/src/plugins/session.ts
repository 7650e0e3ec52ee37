import { apiKeyMessages } from '@frameshop/contracts/apikeys/schemas';
import { toAppError } from '@frameshop/domain/shared/errors';
import { looksLikeApiKey } from '@frameshop/domain/users/api-key-token';
import { resolveApiKey } from '@frameshop/domain/users/api-keys.service';
import { validateSessionToken } from '@frameshop/domain/users/sessions.service';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody, toHttpError } from './errors';

export const SESSION_COOKIE = 'frameshop_session';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function setSessionCookie(
  app: FastifyInstance,
  reply: FastifyReply,
  token: string,
  expiresAt: number,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.publicUrl.startsWith('https:'),
    path: '/',
    expires: new Date(expiresAt),
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/**
 * Resolves who is calling, once per API request: an API key (`Bearer fsk_...`, integrations),
 * a Bearer session token (legacy clients) or the HttpOnly cookie (our web app). Cookie-authenticated mutations must
 * come from an allowed Origin, so another site cannot ride a shopper's cookie.
 */
export const sessionPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('actor', null);
  app.decorateRequest('authVia', null);
  app.decorateRequest('serviceContext', function (this: FastifyRequest) {
    return {
      ...app.deps,
      actor: this.actor,
      ip: this.ip,
      origin: `${this.protocol}://${this.host}`,
      userAgent: this.headers['user-agent'],
    };
  });

  const allowedOrigins = new Set([
    new URL(app.config.publicUrl).origin,
    ...app.config.CORS_ORIGINS.map((o) => new URL(o).origin),
  ]);

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/') && !request.url.startsWith('/trpc/')) return;
    const header = request.headers.authorization;
    const bearer = header?.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() : null;
    const cookie = request.cookies[SESSION_COOKIE];
    if (bearer && looksLikeApiKey(bearer)) return authenticateKey(app, request, reply, bearer);
    const token = bearer ?? cookie;
    if (!token) return;

    const session = await validateSessionToken(app.deps, token);
    if (!session) {
      if (!bearer) clearSessionCookie(reply);
      return;
    }
    request.actor = session.actor;
    request.authVia = bearer ? 'bearer' : 'cookie';
    if (request.authVia === 'cookie') {
      if (!SAFE_METHODS.has(request.method) && !originAllowed(request, allowedOrigins)) {
        return reply
          .status(403)
          .send(errorBody('This request did not come from the shop and was refused', 'FORBIDDEN'));
      }
      if (session.renewedUntil) setSessionCookie(app, reply, token, session.renewedUntil);
    }
  });
});

/**
 * A key that does not resolve is a 401 on every path, public ones included: an integration
 * with a revoked key should fail loudly, not quietly get the anonymous answer. A key carries
 * no ambient authority (it is sent deliberately), so no Origin check applies.
 */
async function authenticateKey(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
): Promise<FastifyReply | undefined> {
  try {
    const actor = await resolveApiKey(app.deps, key, request.ip);
    if (actor) {
      request.actor = actor;
      request.authVia = 'apikey';
      return;
    }
  } catch (error) {
    // Past the key's throttle (429); anything else is the error handler's to answer.
    if (!toAppError(error)) throw error;
    const { status, body } = toHttpError(error);
    return reply.status(status).send(body);
  }
  return reply
    .status(401)
    .header('www-authenticate', 'Bearer error="invalid_token"')
    .send(errorBody(apiKeyMessages.invalidKey, 'UNAUTHORIZED'));
}

function originAllowed(request: FastifyRequest, allowed: Set<string>): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  return allowed.has(origin) || origin === `${request.protocol}://${request.host}`;
}
