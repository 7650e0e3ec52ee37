import { idParam } from '@frameshop/contracts/shared/text';
import { z } from 'zod';
import { removeUserReviews } from '../content/reviews.published';
import { actingUserId } from '../shared/context';
import { AppError } from '../shared/errors';
import { defineUseCase } from '../shared/use-case';
import { checkAccountRemovable, removeAccount } from '../users/accounts.published';

/**
 * Use cases that span the users domain and the domains that keep a person's data (content's
 * reviews). They live one floor above users so that users imports no other domain and every
 * domain may stand on it (docs/decisions/0015-domain-seams.md).
 */

export const deleteUser = defineUseCase({
  name: 'users.delete',
  access: 'admin',
  kind: 'mutation',
  // The account's reviews go too, and with them their frames' rating counters.
  invalidates: ['content', 'catalogue'],
  input: z.strictObject({ userId: idParam }),
  async handler(ctx, { userId }): Promise<{ success: true }> {
    if (actingUserId(ctx.actor) === userId) {
      throw new AppError('CONFLICT', 'You cannot delete your own account');
    }
    // Checked and deleted in one transaction (see checkAccountRemovable).
    await ctx.db.transaction().execute(async (trx) => {
      await checkAccountRemovable(trx, userId);
      await removeUserReviews(trx, userId);
      await removeAccount(trx, userId);
    });
    return { success: true };
  },
});
