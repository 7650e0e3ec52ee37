import type { ContactsTable } from '@frameshop/db/schema';
import type { Insertable } from 'kysely';
import type { Db } from '../shared/db';

/**
 * The demo content's one direct write: inquiries as visitors would have sent them days ago and
 * an admin would since have handled them. No use case writes these: a submitted inquiry is
 * always "now", starts 'new' and mails the admin. Only the demo seed calls this.
 */
export async function insertDemoInquiries(
  db: Db,
  inquiries: readonly Insertable<ContactsTable>[],
): Promise<void> {
  // One statement: the ids follow the array's order on both databases.
  await db
    .insertInto('contacts')
    .values([...inquiries])
    .execute();
}
