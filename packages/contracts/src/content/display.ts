import type { ContactDto } from './dtos';
import { contentMessages as m } from './messages';

/**
 * An inquiry as the admin shows it, with spec section 3's defaults for missing fields:
 * name 'Anonymous', message 'No message provided', email and phone 'N/A', type 'General'.
 */
export function displayContact(c: Partial<ContactDto>) {
  return {
    name: c.name?.trim() || m.anonymous,
    email: c.email?.trim() || m.notAvailable,
    phone: c.phone?.trim() || m.notAvailable,
    message: c.message?.trim() || m.noMessage,
    inquiryType: c.inquiryType?.trim() || m.generalInquiry,
    status: c.status ?? 'new',
  };
}

/** The status badge's colour: green new, yellow pending, grey otherwise. */
export function contactBadge(status: string): 'green' | 'yellow' | 'grey' {
  return status === 'new' ? 'green' : status === 'pending' ? 'yellow' : 'grey';
}
