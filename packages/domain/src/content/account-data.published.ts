import type { AccountDataDto } from '@frameshop/contracts/users/account';
import { toIso } from '@frameshop/db/rows';
import type { Db, Trx } from '../shared/db';
import { contactsFrom, deleteContactsFrom } from './contacts.repository';
import { listUserReviews } from './reviews.repository';

/** What content keeps of a person, for their data download and account deletion (accounts/). */

export async function reviewsOfAccount(db: Db, userId: number): Promise<AccountDataDto['reviews']> {
  return (await listUserReviews(db, userId)).map((r) => ({
    frameId: Number(r.frameId),
    title: r.title,
    rating: Number(r.rating),
    review: r.review,
    createdAt: toIso(r.createdAt),
  }));
}

/**
 * Inquiries carry no account: they are the ones sent from the account's address (by `sentBy`,
 * when given). Whether they are the person's to take is the caller's rule (accounts/).
 */
export async function inquiriesOf(
  db: Db,
  email: string,
  sentBy?: number,
): Promise<AccountDataDto['inquiries']> {
  return (await contactsFrom(db, email, sentBy)).map((c) => ({
    name: c.name,
    phone: c.phone,
    message: c.message,
    inquiryType: c.inquiryType,
    createdAt: toIso(c.createdAt),
  }));
}

/** The person's inquiries (sent by `sentBy`) are personal data with no record to keep. */
export function removeInquiriesOf(trx: Trx, email: string, sentBy: number): Promise<void> {
  return deleteContactsFrom(trx, email, sentBy);
}
