import type { ContactDto } from '@frameshop/contracts/content/dtos';
import { contentMessages as m } from '@frameshop/contracts/content/messages';
import { contactInput, contactStatusInput } from '@frameshop/contracts/content/schemas';
import { idParam } from '@frameshop/contracts/shared/text';
import { z } from 'zod';
import { recordChange } from '../audit/audit.published';
import { AppError } from '../shared/errors';
import { defineUseCase } from '../shared/use-case';
import { publishEvent } from '../webhooks/webhooks.published';
import { newInquiryMail } from './contact-mail';
import * as contacts from './contacts.repository';

/**
 * The shop's contact form: public, throttled per IP (each message mails the admin), bounded
 * lengths (the schema), and a honeypot. A filled honeypot is answered exactly like a success,
 * so a bot learns nothing, and nothing is stored or sent.
 */
export const submitContact = defineUseCase({
  name: 'contacts.submit',
  access: 'public',
  kind: 'mutation',
  // Inquiries are read only by admins, uncached: nothing to clear.
  invalidates: [],
  input: contactInput,
  async handler(ctx, input): Promise<{ success: true; message: string }> {
    await ctx.throttle.attempt('contact', ctx.ip);
    const answer = { success: true as const, message: m.contactReceived };
    if (input.website !== '') return answer;
    const contact = await ctx.db.transaction().execute(async (trx) => {
      const saved = await contacts.insertContact(trx, {
        name: input.name,
        email: input.email,
        phone: input.phone,
        message: input.message,
        inquiryType: input.inquiryType || null,
        createdAt: ctx.now(),
      });
      // Only that one arrived and of what kind: the message and who wrote it stay in the shop.
      await publishEvent(trx, ctx.now(), 'contact.received', {
        contactId: saved.contactId,
        inquiryType: saved.inquiryType,
        receivedAt: saved.createdAt,
      });
      return saved;
    });
    const to = ctx.mail.adminNotifyEmail;
    if (to) {
      // Stored already: a mail failure is the mailer's logged error, never the visitor's
      // failed submission (the admin still sees the inquiry in the list).
      await ctx.mailer.send(newInquiryMail(to, ctx.mail.shopName, contact)).catch(() => {});
    }
    return answer;
  },
});

export const listContacts = defineUseCase({
  name: 'contacts.list',
  access: 'content:write',
  kind: 'query',
  input: z.undefined().or(z.strictObject({})),
  handler: (ctx): Promise<ContactDto[]> => contacts.listContacts(ctx.db),
});

export const setContactStatus = defineUseCase({
  name: 'contacts.setStatus',
  access: 'content:write',
  kind: 'mutation',
  invalidates: [],
  input: contactStatusInput,
  async handler(ctx, { contactId, status }): Promise<ContactDto> {
    return ctx.db.transaction().execute(async (trx) => {
      const before = await contacts.findContactStatus(trx, contactId);
      const updated = await contacts.setContactStatus(trx, contactId, status);
      if (!updated) throw new AppError('NOT_FOUND', m.contactNotFound);
      await recordChange(trx, ctx, {
        entity: 'contact',
        entityId: contactId,
        before: before && { status: before.status },
        after: { status },
      });
      return updated;
    });
  },
});

export const deleteContact = defineUseCase({
  name: 'contacts.delete',
  access: 'content:write',
  kind: 'mutation',
  invalidates: [],
  input: z.strictObject({ contactId: idParam }),
  async handler(ctx, { contactId }): Promise<{ success: true }> {
    await ctx.db.transaction().execute(async (trx) => {
      // The sender's name, address and message are not copied into the log (decision 0023).
      const before = await contacts.findContactStatus(trx, contactId);
      if (!before || !(await contacts.deleteContact(trx, contactId))) {
        throw new AppError('NOT_FOUND', m.contactNotFound);
      }
      await recordChange(trx, ctx, { entity: 'contact', entityId: contactId, before });
    });
    return { success: true };
  },
});
