import type { ContactDto } from '@frameshop/contracts/content/dtos';
import type { ContactStatus } from '@frameshop/contracts/content/schemas';
import { toIso } from '@frameshop/db/rows';
import type { ContactRow } from '@frameshop/db/schema';
import type { Db } from '../shared/db';

function toContactDto(row: ContactRow): ContactDto {
  return {
    contactId: Number(row.contactId),
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    inquiryType: row.inquiryType,
    status: row.status as ContactStatus,
    createdAt: toIso(row.createdAt),
  };
}

export async function insertContact(
  db: Db,
  contact: {
    name: string;
    email: string;
    phone: string;
    message: string;
    inquiryType: string | null;
    createdAt: number;
  },
): Promise<ContactDto> {
  const result = await db
    .insertInto('contacts')
    .values({ ...contact, status: 'new' })
    .executeTakeFirstOrThrow();
  return toContactDto({ ...contact, contactId: Number(result.insertId), status: 'new' });
}

/** Every inquiry, newest first (the admin pages and searches them in the browser). */
export async function listContacts(db: Db): Promise<ContactDto[]> {
  const rows = await db
    .selectFrom('contacts')
    .selectAll()
    .orderBy('createdAt', 'desc')
    .orderBy('contactId', 'desc')
    .execute();
  return rows.map(toContactDto);
}

export async function setContactStatus(
  db: Db,
  contactId: number,
  status: ContactStatus,
): Promise<ContactDto | undefined> {
  const result = await db
    .updateTable('contacts')
    .set({ status })
    .where('contactId', '=', contactId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return undefined;
  const row = await db
    .selectFrom('contacts')
    .selectAll()
    .where('contactId', '=', contactId)
    .executeTakeFirst();
  return row && toContactDto(row);
}

/** What the audit log keeps of an inquiry: its status and kind, never who sent it. */
export function findContactStatus(
  db: Db,
  contactId: number,
): Promise<{ status: string; inquiryType: string | null } | undefined> {
  return db
    .selectFrom('contacts')
    .select(['status', 'inquiryType'])
    .where('contactId', '=', contactId)
    .executeTakeFirst();
}

export async function deleteContact(db: Db, contactId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('contacts')
    .where('contactId', '=', contactId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The inquiries sent from an address, for its account's data download (issue 22). */
/** Inquiries sent from `email`, and when `sentBy` is given only those sent by then. */
export function contactsFrom(db: Db, email: string, sentBy?: number) {
  let q = db
    .selectFrom('contacts')
    .select(['name', 'phone', 'message', 'inquiryType', 'createdAt'])
    // Inquiries keep the address as typed; accounts keep it lower-cased.
    .where((eb) => eb.fn<string>('lower', ['email']), '=', email.toLowerCase());
  if (sentBy !== undefined) q = q.where('createdAt', '<=', sentBy);
  return q.orderBy('createdAt', 'desc').execute();
}

export async function deleteContactsFrom(db: Db, email: string, sentBy: number): Promise<void> {
  await db
    .deleteFrom('contacts')
    .where((eb) => eb.fn<string>('lower', ['email']), '=', email.toLowerCase())
    .where('createdAt', '<=', sentBy)
    .execute();
}
