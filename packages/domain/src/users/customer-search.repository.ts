import { toNumber } from '@frameshop/db/rows';
import type { UserRow } from '@frameshop/db/schema';
import type { Db } from '../shared/db';

/**
 * A LIKE pattern that finds `text` anywhere. The admin's % and _ are dropped rather than
 * escaped, as the orders search does: the engines escape differently.
 */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '')}%`;

/**
 * A page of shoppers' accounts, newest first. Each word of `search` must appear in the first
 * name, last name or e-mail ("asha rao" finds Asha Rao); `orIds` (accounts whose orders gave a
 * matching phone number) match too.
 */
export async function searchShoppers(
  db: Db,
  f: { search: string; orIds: readonly number[]; page: number; perPage: number },
): Promise<{ rows: UserRow[]; total: number }> {
  const words = f.search.split(/\s+/).filter(Boolean).slice(0, 5);
  const matching = () => {
    let q = db.selectFrom('users').where('role', '=', 'user');
    if (words.length === 0) return q;
    q = q.where((eb) => {
      const byText = eb.and(
        words.map((w) =>
          eb.or(
            (['firstName', 'lastName', 'email'] as const).map((c) =>
              eb(eb.fn<string>('lower', [c]), 'like', containing(w)),
            ),
          ),
        ),
      );
      return f.orIds.length > 0 ? eb.or([byText, eb('userId', 'in', [...f.orIds])]) : byText;
    });
    return q;
  };
  const count = await matching()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  const rows = await matching()
    .selectAll()
    .orderBy('createdAt', 'desc')
    .orderBy('userId', 'desc')
    .limit(f.perPage)
    .offset((f.page - 1) * f.perPage)
    .execute();
  return { rows, total: toNumber(count?.n ?? 0) };
}
