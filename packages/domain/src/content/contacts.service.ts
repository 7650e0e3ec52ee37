import type { ContactDto } from '@frameshop/contracts/content/dtos';
import { contentMessages as m } from '@frameshop/contracts/content/messages';
import { contactInput, contactStatusInput } from '@frameshop/contracts/content/schemas';
import { idParam } from '@frameshop/contracts/shared/text';
import { z } from 'zod';
import { AppError } from '../shared/errors';
import { defineUseCase } from '../shared/use-case';
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
    const contact = await contacts.insertContact(ctx.db, {
      name: input.name,
      email: input.email,
      phone: input.phone,
      message: input.message,
      inquiryType: input.inquiryType || null,
      createdAt: ctx.now(),
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
  access: 'admin',
  scope: 'content:write',
  kind: 'query',
  input: z.undefined().or(z.strictObject({})),
  handler: (ctx): Promise<ContactDto[]> => contacts.listContacts(ctx.db),
});

export const setContactStatus = defineUseCase({
  name: 'contacts.setStatus',
  access: 'admin',
  scope: 'content:write',
  kind: 'mutation',
  invalidates: [],
  input: contactStatusInput,
  async handler(ctx, { contactId, status }): Promise<ContactDto> {
    const updated = await contacts.setContactStatus(ctx.db, contactId, status);
    if (!updated) throw new AppError('NOT_FOUND', m.contactNotFound);
    return updated;
  },
});

export const deleteContact = defineUseCase({
  name: 'contacts.delete',
  access: 'admin',
  scope: 'content:write',
  kind: 'mutation',
  invalidates: [],
  input: z.strictObject({ contactId: idParam }),
  async handler(ctx, { contactId }): Promise<{ success: true }> {
    if (!(await contacts.deleteContact(ctx.db, contactId))) {
      throw new AppError('NOT_FOUND', m.contactNotFound);
    }
    return { success: true };
  },
});
