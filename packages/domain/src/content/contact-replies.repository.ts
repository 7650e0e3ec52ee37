import type { ContactReplyDto } from '@frameshop/contracts/content/contact-reply';
import { toIso, toNumber } from '@frameshop/db/rows';
import { type Db, forUpdate, type Trx } from '../shared/db';

/** The admin's replies to inquiries (migration 0028), and the inquiry they answer. */

/** The inquiry, locked until the transaction ends (MySQL): a reply and a delete never cross. */
export function lockContact(trx: Trx, contactId: number) {
  return forUpdate(
    trx,
    trx
      .selectFrom('contacts')
      .select(['contactId', 'name', 'email', 'message', 'createdAt', 'status'])
      .where('contactId', '=', contactId),
  ).executeTakeFirst();
}

export async function insertReply(
  trx: Trx,
  reply: {
    contactId: number;
    body: string;
    adminUserId: number | null;
    adminName: string;
    at: number;
  },
): Promise<ContactReplyDto> {
  const result = await trx
    .insertInto('contact_replies')
    .values({
      contactId: reply.contactId,
      body: reply.body,
      adminUserId: reply.adminUserId,
      adminName: reply.adminName,
      createdAt: reply.at,
    })
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('contacts')
    .set({ status: 'closed' })
    .where('contactId', '=', reply.contactId)
    .execute();
  return {
    replyId: Number(result.insertId),
    contactId: reply.contactId,
    message: reply.body,
    adminName: reply.adminName,
    createdAt: toIso(reply.at),
  };
}

/** An inquiry's replies, oldest first (a conversation reads down). */
export async function repliesOf(db: Db, contactId: number): Promise<ContactReplyDto[]> {
  const rows = await db
    .selectFrom('contact_replies')
    .selectAll()
    .where('contactId', '=', contactId)
    .orderBy('replyId')
    .execute();
  return rows.map((r) => ({
    replyId: toNumber(r.replyId),
    contactId: toNumber(r.contactId),
    message: r.body,
    adminName: r.adminName,
    createdAt: toIso(r.createdAt),
  }));
}

export async function contactExists(db: Db, contactId: number): Promise<boolean> {
  const row = await db
    .selectFrom('contacts')
    .select('contactId')
    .where('contactId', '=', contactId)
    .executeTakeFirst();
  return row !== undefined;
}
