import type { Role } from '@frameshop/contracts/users/schemas';
import type { DomainDeps, PersonActor } from '../shared/context';
import { generateSessionToken, secretMatches, splitToken } from './session-token';
import {
  deleteExpiredSessions,
  deleteSession,
  extendSession,
  findSessionWithUser,
  insertSession,
  touchSession,
} from './sessions.repository';
import { staffPermissions } from './staff.repository';

export interface IssuedSession {
  token: string;
  expiresAt: number;
}

/** How often the devices list's "last seen" is written: one UPDATE per session per window. */
const LAST_SEEN_EVERY_MS = 5 * 60_000;

export async function createSession(
  deps: DomainDeps,
  userId: number,
  userAgent?: string,
): Promise<IssuedSession> {
  const { token, sessionId, secretHash } = generateSessionToken();
  const now = deps.now();
  const expiresAt = now + deps.sessionTtlMs;
  await insertSession(deps.db, {
    sessionId,
    secretHash,
    userId,
    expiresAt,
    createdAt: now,
    // Seen when made: the first writes come only after LAST_SEEN_EVERY_MS of use.
    lastSeenAt: now,
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  return { token, expiresAt };
}

export interface ValidatedSession {
  actor: PersonActor;
  /** Set when the expiry slid forward, so the cookie should be re-sent with the new date. */
  renewedUntil: number | null;
}

/**
 * Sliding expiry: a session used in the second half of its life is extended by a full TTL,
 * so active shoppers stay signed in and idle sessions die. Expired rows are deleted on sight.
 */
export async function validateSessionToken(
  deps: DomainDeps,
  token: string,
): Promise<ValidatedSession | null> {
  const parts = splitToken(token);
  if (!parts) return null;
  const row = await findSessionWithUser(deps.db, parts.sessionId);
  if (!row || !secretMatches(parts.secret, row.secretHash)) return null;
  const now = deps.now();
  const expiresAt = Number(row.expiresAt);
  if (expiresAt <= now) {
    await deleteSession(deps.db, row.sessionId);
    return null;
  }
  let renewedUntil: number | null = null;
  if (expiresAt - now < deps.sessionTtlMs / 2) {
    renewedUntil = now + deps.sessionTtlMs;
    await extendSession(deps.db, row.sessionId, renewedUntil);
  }
  const lastSeen = row.lastSeenAt === null ? 0 : Number(row.lastSeenAt);
  if (now - lastSeen >= LAST_SEEN_EVERY_MS) await touchSession(deps.db, row.sessionId, now);
  const staff = staffPermissions(row.role, row.permissions);
  const role: Role = staff ? 'admin' : 'user';
  return {
    actor: {
      userId: Number(row.userId),
      role,
      sessionId: row.sessionId,
      permissions: staff ?? [],
    },
    renewedUntil,
  };
}

export function pruneExpiredSessions(deps: DomainDeps): Promise<number> {
  return deleteExpiredSessions(deps.db, deps.now());
}
