import type { AdminUserHit } from '@frameshop/contracts/admin-search/admin-search';
import type { Db } from '../shared/db';

/** People for the admin's top-bar search: part of the e-mail or name. Newest first, bounded. */
export async function lookUpUsers(
  db: Db,
  find: { text: string },
  limit: number,
): Promise<AdminUserHit[]> {
  const like = `%${find.text}%`;
  const rows = await db
    .selectFrom('users')
    .select(['userId', 'firstName', 'lastName', 'email', 'role'])
    .where((eb) =>
      eb.or([
        eb('email', 'like', like),
        eb('firstName', 'like', like),
        eb('lastName', 'like', like),
        eb(eb.fn('concat', ['firstName', eb.val(' '), 'lastName']), 'like', like),
      ]),
    )
    .orderBy('userId', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    userId: Number(r.userId),
    name: `${r.firstName} ${r.lastName}`.trim(),
    email: r.email,
    role: r.role,
  }));
}
