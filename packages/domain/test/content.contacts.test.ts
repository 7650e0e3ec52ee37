import { contactBadge, displayContact } from '@frameshop/contracts/content/display';
import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  deleteContact,
  listContacts,
  setContactStatus,
  submitContact,
} from '../src/content/contacts.service';
import type { DomainDeps, ServiceContext } from '../src/shared/context';
import type { MailMessage } from '../src/shared/mailer';
import { AuthThrottle } from '../src/users/auth-throttle';
import { freshContent } from './content-fixtures';
import { ctxFor, depsFor } from './helpers';

/** Contact inquiries: stored and mailed, honeypot, throttle, a failing mailer, status and delete. */
describeEachDialect('content service', (t) => {
  let deps: DomainDeps;
  let admin: ServiceContext;
  let sent: MailMessage[];
  beforeEach(async () => {
    ({ deps, admin, sent } = await freshContent(t));
  });
  it('contacts: stored and mailed to the admin; honeypot stores nothing; throttled per IP', async () => {
    const visitor = ctxFor(deps, null, '198.51.100.1');
    const answer = await submitContact.execute(visitor, {
      name: 'Kiran <b>',
      email: 'kiran@example.com',
      phone: '+91 98765 43210',
      message: 'Do you frame <script>alert(1)</script> posters?',
      inquiryType: 'Custom frame',
    });
    expect(answer).toEqual({
      success: true,
      message: 'Thank you! Your message has been received. We will get back to you soon.',
    });
    const [stored] = await listContacts.execute(admin, undefined);
    expect(stored).toMatchObject({ name: 'Kiran <b>', status: 'new', inquiryType: 'Custom frame' });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'owner@frameshop.test', replyTo: 'kiran@example.com' });
    expect(sent[0]?.text).toContain('Do you frame <script>alert(1)</script> posters?');
    expect(sent[0]?.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(sent[0]?.html).not.toContain('<script>');

    const honeypot = await submitContact.execute(visitor, {
      name: 'Bot',
      email: 'bot@example.com',
      message: 'Buy now',
      website: 'http://spam.example',
    });
    expect(honeypot).toEqual(answer);
    expect(await listContacts.execute(admin, undefined)).toHaveLength(1);
    expect(sent).toHaveLength(1);

    await expect(
      submitContact.execute(visitor, {
        name: 'A',
        email: 'a@example.com',
        message: 'x'.repeat(100_000),
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      submitContact.execute(visitor, { name: 'A', email: 'not-an-email', message: 'Hi' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });

    const limited = ctxFor(
      depsFor(t, {
        throttle: new AuthThrottle({
          failuresPerKey: 10,
          failuresPerIp: 100,
          windowSeconds: 60,
          contactsPerIp: 2,
        }),
      }),
      null,
      '198.51.100.2',
    );
    const form = { name: 'A', email: 'a@example.com', message: 'Hi' };
    await submitContact.execute(limited, form);
    await submitContact.execute(limited, form);
    await expect(submitContact.execute(limited, form)).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
    expect(await listContacts.execute(admin, undefined)).toHaveLength(3);
  });

  it('contacts: a failing mailer does not fail the submission; status and delete', async () => {
    const failing = ctxFor(
      depsFor(t, { mailer: { send: () => Promise.reject(new Error('SMTP down')) } }),
      null,
    );
    await submitContact.execute(failing, { name: 'A', email: 'a@example.com', message: 'Hi' });
    const [c] = await listContacts.execute(admin, undefined);
    if (!c) throw new Error('not stored');
    expect(
      await setContactStatus.execute(admin, { contactId: c.contactId, status: 'pending' }),
    ).toMatchObject({
      status: 'pending',
    });
    await expect(
      setContactStatus.execute(admin, { contactId: c.contactId, status: 'done' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await deleteContact.execute(admin, { contactId: c.contactId });
    await expect(deleteContact.execute(admin, { contactId: c.contactId })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('contact display defaults (spec section 3)', () => {
  it('fills what an inquiry lacks and colours the badge', () => {
    expect(displayContact({ contactId: 1 })).toEqual({
      name: 'Anonymous',
      email: 'N/A',
      phone: 'N/A',
      message: 'No message provided',
      inquiryType: 'General',
      status: 'new',
    });
    expect(displayContact({ name: 'Kiran', inquiryType: null, phone: '' })).toMatchObject({
      name: 'Kiran',
      inquiryType: 'General',
      phone: 'N/A',
    });
    expect(['new', 'pending', 'closed'].map(contactBadge)).toEqual(['green', 'yellow', 'grey']);
  });
});
