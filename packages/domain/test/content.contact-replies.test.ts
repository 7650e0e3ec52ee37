import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { beforeEach, expect, it } from 'vitest';
import { listContactReplies, replyToContact } from '../src/content/contact-replies.service';
import { deleteContact, listContacts, submitContact } from '../src/content/contacts.service';
import { deliverMail } from '../src/mail/outbox.service';
import { type ServiceContext, systemContext } from '../src/shared/context';
import type { MailMessage } from '../src/shared/mailer';
import { freshContent } from './content-fixtures';
import { ctxFor, refusal } from './helpers';

/** Issue 24: the admin replies to an inquiry by e-mail; the reply is kept and the inquiry closed. */
describeEachDialect('contact replies', (t) => {
  let admin: ServiceContext;
  let shopper: ServiceContext;
  let sent: MailMessage[];
  let contactId: number;
  let deliver: () => Promise<{ sent: number; failed: number }>;

  beforeEach(async () => {
    const suite = await freshContent(t);
    sent = suite.sent;
    const ids: number[] = [];
    for (const [email, role] of [
      ['meera@frameshop.test', 'admin'],
      ['shopper@example.com', 'user'],
    ] as const) {
      const r = await t.db
        .insertInto('users')
        .values({
          firstName: 'Meera',
          lastName: 'Iyer',
          email,
          passwordHash: 'x',
          role,
          createdAt: 1,
        })
        .executeTakeFirstOrThrow();
      ids.push(Number(r.insertId));
    }
    admin = ctxFor(suite.deps, { userId: ids[0]!, role: 'admin', sessionId: 'a' });
    shopper = ctxFor(suite.deps, { userId: ids[1]!, role: 'user', sessionId: 'b' });
    deliver = () => deliverMail.run(systemContext(suite.deps, 'mail'), undefined);
    await submitContact.execute(ctxFor(suite.deps, null, '198.51.100.9'), {
      name: 'Kiran <b>',
      email: 'kiran@example.com',
      phone: '',
      message: 'Can you frame a 24x36 <poster>?',
    });
    sent.length = 0; // the admin's "new inquiry" notice
    contactId = (await listContacts.execute(admin, undefined))[0]!.contactId;
  });

  const outbox = () => t.db.selectFrom('mail_outbox').selectAll().execute();
  const status = async () => (await listContacts.execute(admin, undefined))[0]!.status;

  it('keeps the reply with who and when, closes the inquiry and mails the visitor through the outbox', async () => {
    const reply = await replyToContact.execute(admin, {
      contactId,
      message: 'Yes, in teak or oak. <b>Prices</b> from ₹2,499.',
    });
    expect(reply).toMatchObject({
      contactId,
      adminName: 'Meera Iyer',
      email: 'kiran@example.com',
      message: 'Yes, in teak or oak. <b>Prices</b> from ₹2,499.',
    });
    expect(await status()).toBe('closed');
    expect(await listContactReplies.execute(admin, { contactId })).toEqual([
      {
        replyId: reply.replyId,
        contactId,
        message: reply.message,
        adminName: 'Meera Iyer',
        createdAt: reply.createdAt,
      },
    ]);
    // Queued, not sent in the request: the outbox job sends it.
    expect(sent).toEqual([]);
    expect(await outbox()).toHaveLength(1);
    expect(await deliver()).toEqual({ sent: 1, failed: 0 });
    expect(sent).toHaveLength(1);
    const mail = sent[0]!;
    expect(mail.to).toBe('kiran@example.com');
    expect(mail.subject).toMatch(/a reply to your message$/);
    expect(mail.replyTo).toBe('owner@frameshop.test');
    expect(mail.text).toContain('Yes, in teak or oak. <b>Prices</b> from ₹2,499.');
    expect(mail.text).toContain('> Can you frame a 24x36 <poster>?');
    expect(mail.html).toContain('&lt;b&gt;Prices&lt;/b&gt;');
    expect(mail.html).toContain('Dear Kiran &lt;b&gt;,');
    expect(mail.html).not.toContain('<poster>');
  });

  it('bad input is a 4xx and changes nothing', async () => {
    for (const bad of [
      { contactId, message: '' },
      { contactId, message: '   ' },
      { contactId, message: 'x'.repeat(5001) },
      { contactId, message: 'Hi', extra: 1 },
      { contactId: 'one', message: 'Hi' },
    ]) {
      expect((await refusal(() => replyToContact.execute(admin, bad))).code).toBe('BAD_REQUEST');
    }
    expect(
      (await refusal(() => replyToContact.execute(admin, { contactId: 999_999, message: 'Hi' })))
        .code,
    ).toBe('NOT_FOUND');
    expect(await status()).toBe('new');
    expect(await outbox()).toEqual([]);
    expect(await t.db.selectFrom('contact_replies').selectAll().execute()).toEqual([]);
  });

  it('only admins reply or read replies', async () => {
    const input = { contactId, message: 'Hi' };
    expect((await refusal(() => replyToContact.execute(shopper, input))).code).toBe('FORBIDDEN');
    expect(
      (await refusal(() => replyToContact.execute({ ...admin, actor: null }, input))).code,
    ).toBe('UNAUTHORIZED');
    expect((await refusal(() => listContactReplies.execute(shopper, { contactId }))).code).toBe(
      'FORBIDDEN',
    );
    expect(await status()).toBe('new');
    expect(await outbox()).toEqual([]);
  });

  it('deleting the inquiry deletes its replies', async () => {
    await replyToContact.execute(admin, { contactId, message: 'Thanks!' });
    await deleteContact.execute(admin, { contactId });
    expect(await t.db.selectFrom('contact_replies').selectAll().execute()).toEqual([]);
  });
});
