import { z } from 'zod';
import { idParam, requiredText } from '../shared/text';

/** An admin's e-mail reply to a contact inquiry (issue 24): sent through the mail outbox. */

export const CONTACT_REPLY_MAX = 5000;

export const contactReplyInput = z.strictObject({
  contactId: idParam,
  message: requiredText('Reply', CONTACT_REPLY_MAX),
});
export type ContactReplyInput = z.input<typeof contactReplyInput>;

export const contactRepliesQuery = z.strictObject({ contactId: idParam });

/** A reply as kept with the inquiry: who sent it, when, and what it said. */
export interface ContactReplyDto {
  replyId: number;
  contactId: number;
  message: string;
  adminName: string;
  createdAt: string;
}

export const contactReplyMessages = {
  sent: (email: string) => `Reply sent to ${email}; the request is closed`,
  failed: 'The reply could not be sent',
} as const;
