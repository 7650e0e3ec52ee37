import { idParam } from '@frameshop/contracts/shared/text';
import { type AccountDataDto, deleteMyAccountInput } from '@frameshop/contracts/users/account';
import { authMessages } from '@frameshop/contracts/users/messages';
import { toIso } from '@frameshop/db/rows';
import { z } from 'zod';
import { recordChange } from '../audit/audit.published';
import {
  inquiriesOf,
  removeInquiriesOf,
  reviewsOfAccount,
} from '../content/account-data.published';
import { removeUserReviews } from '../content/reviews.published';
import { anonymiseOrders, ordersOfAccount } from '../orders/account-data.published';
import { actingUserId, shopper } from '../shared/context';
import type { Trx } from '../shared/db';
import { AppError } from '../shared/errors';
import { defineUseCase } from '../shared/use-case';
import {
  checkAccountRemovable,
  checkMayManagePerson,
  findAccount,
  removeAccount,
  revokeApiKeysOf,
} from '../users/accounts.published';
import { savedAddressesOf } from '../users/addresses.published';
import { confirmPassword } from '../users/profile.service';
import { disableWebhooksOf } from '../webhooks/webhooks.published';

/**
 * Use cases that span the users domain and the domains that keep a person's data (content's
 * reviews). They live one floor above users so that users imports no other domain and every
 * domain may stand on it (docs/decisions/0015-domain-seams.md).
 */

export const deleteUser = defineUseCase({
  name: 'users.delete',
  access: 'staff:manage',
  kind: 'mutation',
  // The account's reviews go too, and with them their frames' rating counters.
  invalidates: ['content', 'catalogue'],
  input: z.strictObject({ userId: idParam }),
  async handler(ctx, { userId }): Promise<{ success: true }> {
    if (actingUserId(ctx.actor) === userId) {
      throw new AppError('CONFLICT', 'You cannot delete your own account');
    }
    await ctx.db.transaction().execute(async (trx) => {
      const account = await findAccount(trx, userId);
      // Deleting a staff member's account takes their role away: the same rule as removing it.
      await checkMayManagePerson(trx, ctx.actor, userId);
      await eraseAccount(trx, userId, ctx.now());
      // The role only: the person's name and address are what erasure removes (decision 0023).
      await recordChange(trx, ctx, {
        entity: 'user',
        entityId: userId,
        before: account && { role: account.role, emailVerified: account.emailVerified },
      });
    });
    return { success: true };
  },
});

/**
 * The shopper deletes their own account (issue 22), password required; the rest is
 * `eraseAccount`, exactly as when an admin deletes it.
 */
export const deleteMyAccount = defineUseCase({
  name: 'account.delete',
  access: 'user',
  kind: 'mutation',
  invalidates: ['content', 'catalogue'],
  input: deleteMyAccountInput,
  async handler(ctx, { password }): Promise<{ success: true }> {
    const { userId, role } = shopper(ctx);
    await confirmPassword(ctx, password);
    await ctx.db.transaction().execute(async (trx) => {
      // A staff member leaving takes keys and webhooks with them: the log says who and when
      // (written first, while their name can still be read; the erasure is in the same
      // transaction). A shopper's own erasure leaves no entry (decision 0023).
      if (role === 'admin') {
        await recordChange(trx, ctx, {
          entity: 'user',
          entityId: userId,
          before: { role: 'staff' },
        });
      }
      await eraseAccount(trx, userId, ctx.now());
    });
    return { success: true };
  },
});

/**
 * What deleting an account means, whoever asks (the person or an admin), in one transaction:
 * 404 for a missing account and 409 for the last admin (checked under lock, see
 * checkAccountRemovable); reviews go, and the inquiries that are the person's (see below);
 * orders stay for the accounting period with the name and address an invoice needs, their
 * e-mail and phone anonymised (tax invoices never held either); the API keys the account made are revoked and its webhooks disabled (they die
 * with their maker); the account and every session go, so it can never log in again.
 */
async function eraseAccount(trx: Trx, userId: number, at: number): Promise<void> {
  const account = await findAccount(trx, userId);
  if (!account) throw new AppError('NOT_FOUND', 'User not found');
  await checkAccountRemovable(trx, userId);
  await removeUserReviews(trx, userId);
  if (account.emailVerified) await removeInquiriesOf(trx, account.email, at);
  await anonymiseOrders(trx, userId, at);
  await revokeApiKeysOf(trx, userId, at);
  await disableWebhooksOf(trx, userId, at);
  await removeAccount(trx, userId);
}

/*
 * Inquiries carry only the address they were sent from, and a sign-up never proves an address:
 * they are the account's (in its download, erased with it) only once the address is verified,
 * and only those sent before the account asked. Otherwise they stay with the shop, which
 * answers them as any inquiry.
 */

/** Everything the shop keeps of the caller, as JSON (issue 22): theirs only. */
export const exportMyData = defineUseCase({
  name: 'account.export',
  access: 'user',
  kind: 'query',
  input: z.undefined(),
  async handler(ctx): Promise<AccountDataDto> {
    const { userId } = shopper(ctx);
    const account = await findAccount(ctx.db, userId);
    if (!account) throw new AppError('UNAUTHORIZED', authMessages.loginRequired);
    const { orders, addresses } = await ordersOfAccount(ctx, userId);
    return {
      exportedAt: toIso(ctx.now()),
      account: {
        userId: account.userId,
        firstName: account.firstName,
        lastName: account.lastName,
        email: account.email,
        emailVerified: account.emailVerified,
        role: account.role,
        createdAt: account.createdAt,
      },
      // Saved addresses (issue 24) first, then those only orders used.
      addresses: uniqueAddresses([...(await savedAddressesOf(ctx.db, userId)), ...addresses]),
      orders,
      reviews: await reviewsOfAccount(ctx.db, userId),
      inquiries: account.emailVerified ? await inquiriesOf(ctx.db, account.email, ctx.now()) : [],
    };
  },
});

function uniqueAddresses<T extends object>(addresses: T[]): T[] {
  const seen = new Set<string>();
  return addresses.filter((a) => {
    const key = JSON.stringify(a);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
