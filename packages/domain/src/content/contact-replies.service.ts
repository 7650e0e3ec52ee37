import {
  type ContactReplyDto,
  contactRepliesQuery,
  contactReplyInput,
} from '@frameshop/contracts/content/contact-reply';
import { contentMessages as m } from '@frameshop/contracts/content/messages';
import { recordChange } from '../audit/audit.published';
import { queueMail } from '../mail/outbox.service';
import { actingUserId } from '../shared/context';
import { AppError } from '../shared/errors';
import { defineUseCase } from '../shared/use-case';
import { findAccount } from '../users/accounts.published';
import * as replies from './contact-replies.repository';
import { contactReplyMail } from './contact-reply-mail';

/**
 * Issue 24: the admin answers an inquiry by e-mail from the Contact screen. The reply is kept
 * with the inquiry (who, when, what), the inquiry is closed, and the mail is queued in the same
 * transaction (the outbox sends it after commit and retries a mail server that is down), so a
 * reply is never recorded as sent without its mail, nor mailed without being recorded.
 */
export const replyToContact = defineUseCase({
  name: 'contacts.reply',
  access: 'content:write',
  kind: 'mutation',
  // Inquiries are read only by admins, uncached: nothing to clear.
  invalidates: [],
  input: contactReplyInput,
  async handler(ctx, { contactId, message }): Promise<ContactReplyDto & { email: string }> {
    const adminId = actingUserId(ctx.actor);
    const account = adminId === null ? null : await findAccount(ctx.db, adminId);
    const adminName = account ? `${account.firstName} ${account.lastName}`.trim() : 'Shop';
    return ctx.db.transaction().execute(async (trx) => {
      const contact = await replies.lockContact(trx, contactId);
      if (!contact) throw new AppError('NOT_FOUND', m.contactNotFound);
      const saved = await replies.insertReply(trx, {
        contactId,
        body: message,
        adminUserId: adminId,
        adminName,
        at: ctx.now(),
      });
      await queueMail(
        trx,
        [contactReplyMail(ctx.mail.shopName, contact, message, ctx.mail.adminNotifyEmail)],
        ctx.now(),
      );
      await recordChange(trx, ctx, {
        entity: 'contact',
        entityId: contactId,
        before: { status: contact.status },
        after: { status: 'closed', replied: true },
      });
      return { ...saved, email: contact.email };
    });
  },
});

export const listContactReplies = defineUseCase({
  name: 'contacts.replies',
  access: 'content:write',
  kind: 'query',
  input: contactRepliesQuery,
  async handler(ctx, { contactId }): Promise<ContactReplyDto[]> {
    if (!(await replies.contactExists(ctx.db, contactId))) {
      throw new AppError('NOT_FOUND', m.contactNotFound);
    }
    return replies.repliesOf(ctx.db, contactId);
  },
});
