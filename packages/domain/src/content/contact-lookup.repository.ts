import type { AdminInquiryHit } from '@frameshop/contracts/admin-search/admin-search';
import type { Db } from '../shared/db';

/**
 * Inquiries for the admin's top-bar search: part of the name, e-mail or message, or of the
 * phone (4 digits or more). Newest first, bounded.
 */
export async function lookUpInquiries(
  db: Db,
  find: { text: string; digits: string },
  limit: number,
): Promise<AdminInquiryHit[]> {
  const like = `%${find.text}%`;
  const rows = await db
    .selectFrom('contacts')
    .select(['contactId', 'name', 'email', 'phone', 'status'])
    .where((eb) =>
      eb.or([
        // Inquiries keep the phone as typed: the digits find '9876543210', the text '98765 43210'.
        ...(find.digits ? [eb('phone', 'like', `%${find.digits}%`)] : []),
        eb('phone', 'like', like),
        eb('name', 'like', like),
        eb('email', 'like', like),
        eb('message', 'like', like),
      ]),
    )
    .orderBy('createdAt', 'desc')
    .orderBy('contactId', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    contactId: Number(r.contactId),
    name: r.name,
    email: r.email,
    phone: r.phone,
    status: r.status,
  }));
}
