import type { Role } from '@frameshop/contracts/users/schemas';
import type { Db } from '../shared/db';
import { hashPassword } from './password';
import { countUsers, findUserByEmail, insertUser, toUserDto } from './users.repository';

/**
 * Accounts made by system work (the demo seed in seed/), not by a person signing up: any role,
 * no signup rules or throttle. Callers run as the system; no HTTP adapter reaches these.
 */

/** Whether the shop has any account yet (the demo accounts are made only on an empty one). */
export async function anyAccountExists(db: Db): Promise<boolean> {
  return (await countUsers(db)) > 0;
}

export interface SystemAccount {
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  password: string;
}

/**
 * Creates each account unless its email has one already (that one is left as it is). People
 * who share a password share its one hash, computed only if someone is created. Answers each
 * one's id and display name, in order.
 */
export async function ensureAccounts(
  db: Db,
  people: readonly SystemAccount[],
  createdAt: number,
): Promise<{ userId: number; name: string }[]> {
  const hashes = new Map<string, string>();
  const out: { userId: number; name: string }[] = [];
  for (const { password, ...person } of people) {
    const existing = await findUserByEmail(db, person.email);
    if (existing) {
      out.push({ userId: Number(existing.userId), name: toUserDto(existing).name });
      continue;
    }
    const passwordHash = hashes.get(password) ?? (await hashPassword(password));
    hashes.set(password, passwordHash);
    const userId = await insertUser(db, { ...person, passwordHash, createdAt });
    out.push({ userId, name: `${person.firstName} ${person.lastName}` });
  }
  return out;
}
