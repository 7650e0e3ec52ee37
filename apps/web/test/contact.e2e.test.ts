import { submitContact } from '@frameshop/domain/content/contacts.service';
import type { ServiceContext } from '@frameshop/domain/shared/context';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  acceptNextConfirm,
  type E2E,
  loginContext,
  PHONE,
  toast,
  useE2E,
  VIEWPORTS,
} from './support/browser';

const LONG_MESSAGE =
  'We are furnishing a new office in Pune and need forty matching black frames for team ' +
  'photographs, ideally 12x18 with a white mount. Can you quote a bulk price and delivery time?';

/** Inquiries from other visitors, each from its own address so the per-IP limit stays free. */
async function seedInquiries(e2e: E2E, count: number) {
  for (let i = 1; i <= count; i++) {
    const visitor: ServiceContext = { ...e2e.server.app.deps, actor: null, ip: `10.9.0.${i}` };
    await submitContact.execute(visitor, {
      name: `Visitor ${String(i).padStart(2, '0')}`,
      email: `visitor${i}@example.com`,
      message: `Question number ${i} about frames.`,
    });
  }
}

async function fillContactForm(
  page: Page,
  values: { name: string; email: string; message: string },
) {
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name').fill(values.name);
  await form.getByLabel('Email').fill(values.email);
  await form.getByLabel('Phone (optional)').fill('+91 98450 12345');
  await form.getByLabel('Inquiry type').selectOption('Bulk or corporate order');
  await form.getByLabel('Message').fill(values.message);
  return form;
}

describe('contact form and contact requests (desktop)', () => {
  const e2e = useE2E(VIEWPORTS.desktop);

  it('sends an inquiry from /Contact; the admin finds, expands, updates and deletes it', async () => {
    const { page } = e2e;
    await page.goto('/Contact');
    await page.getByRole('heading', { name: 'Contact us' }).waitFor();
    expect(await page.title()).toBe('Contact us · Frame Shop');
    await page.locator('#main').getByRole('link', { name: '+91 80 4123 5678' }).waitFor();
    await page.locator('#main').getByRole('link', { name: 'hello@frameshop.in' }).waitFor();

    // The honeypot is out of sight, out of the tab order and never autofilled.
    const trap = page.locator('input[name="website"]');
    expect(await trap.getAttribute('tabindex')).toBe('-1');
    expect(await trap.getAttribute('autocomplete')).toBe('off');
    expect(await trap.evaluate((el) => el.getBoundingClientRect().right <= 0)).toBe(true);
    await page.getByRole('form', { name: 'Contact form' }).getByLabel('Message').focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Send Message');

    // The contract's messages, nothing sent.
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.getByText('Name is required').waitFor();
    await form.getByText('Message is required').waitFor();
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.getByText('Please enter a valid email address').waitFor();

    await fillContactForm(page, {
      name: 'Priya <b>Sharma</b>',
      email: 'priya.sharma@example.com',
      message: LONG_MESSAGE,
    });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page
      .getByText('Thank you! Your message has been received. We will get back to you soon.')
      .waitFor();
    await page.getByRole('button', { name: 'Send another message' }).click();
    expect(
      await page.getByRole('form', { name: 'Contact form' }).getByLabel('Name').inputValue(),
    ).toBe('');

    // A filled honeypot is answered like a success and stored nowhere.
    const bot = await e2e.context.request.post('/trpc/content.contacts.submit', {
      data: { name: 'Bot', email: 'bot@example.com', message: 'spam', website: 'http://x.test' },
      headers: { origin: e2e.server.baseUrl },
    });
    expect(bot.ok()).toBe(true);

    await seedInquiries(e2e, 11);
    await loginContext(e2e);
    await page.goto('/admin/contact');
    await page.getByRole('heading', { name: 'Contact Requests' }).waitFor();
    expect(await page.title()).toBe('Contact Requests · Admin · Frame Shop');
    await page.getByText('Showing 1 to 10 of 12 results').waitFor();
    expect(await page.locator('tbody tr').count()).toBe(10);
    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('button', { name: 'Page 2' })
      .click();
    await page.getByText('Showing 11 to 12 of 12 results').waitFor();
    expect(await page.locator('tbody tr').count()).toBe(2);
    expect(await page.getByText('Bot', { exact: true }).count()).toBe(0);

    // Search over name, email and message, client-side, back to page 1.
    const search = page.getByLabel('Search contact requests');
    await search.fill('PUNE');
    await page.getByText('Showing 1 to 1 of 1 results').waitFor();
    await search.fill('visitor7@');
    await expect
      .poll(() => page.locator('tbody tr').allTextContents())
      .toEqual([expect.stringContaining('Visitor 07')]);
    await search.fill('no such thing');
    await page.getByText('No contact requests match your search').waitFor();
    await search.fill('priya');
    const row = page.locator('tbody tr');
    await expect.poll(() => row.count()).toBe(1);
    // HTML typed into the form is shown as text.
    await row.getByText('Priya <b>Sharma</b>').waitFor();
    expect(await row.locator('b').count()).toBe(0);
    await row.getByText('+91 98450 12345 · Bulk or corporate order').waitFor();

    // A preview of 50 characters; Show more / Show less for a message over 100.
    expect(await row.getByText(LONG_MESSAGE).count()).toBe(0);
    await row.getByText(`${LONG_MESSAGE.slice(0, 50).trimEnd()}…`).waitFor();
    await row.getByRole('button', { name: 'Show more' }).click();
    await row.getByText(LONG_MESSAGE).waitFor();
    await row.getByRole('button', { name: 'Show less' }).click();
    expect(await row.getByText(LONG_MESSAGE).count()).toBe(0);

    // Status: the new badge, then pending.
    const badge = row.locator('[data-badge]');
    expect(await badge.textContent()).toBe('New');
    expect(await badge.getAttribute('data-badge')).toBe('green');
    await row.getByLabel('Status of request from Priya <b>Sharma</b>').selectOption('pending');
    await expect.poll(() => toast(page, 'Status updated successfully!').isVisible()).toBe(true);
    await expect.poll(() => badge.textContent()).toBe('Pending');
    expect(await badge.getAttribute('data-badge')).toBe('yellow');
    const stored = await e2e.context.request.get('/api/contact/getall');
    const inquiry = (await stored.json()).find(
      (c: { email: string }) => c.email === 'priya.sharma@example.com',
    );
    expect(inquiry).toMatchObject({ status: 'pending', inquiryType: 'Bulk or corporate order' });

    // Dismissed confirmation deletes nothing; accepted deletes.
    page.once('dialog', (d) => void d.dismiss());
    await row.getByRole('button', { name: 'Delete request from Priya <b>Sharma</b>' }).click();
    await expect.poll(() => row.count()).toBe(1);
    const question = acceptNextConfirm(page);
    await row.getByRole('button', { name: 'Delete request from Priya <b>Sharma</b>' }).click();
    expect(await question).toBe('Are you sure you want to delete this request?');
    await expect.poll(() => toast(page, 'Request Deleted...').isVisible()).toBe(true);
    await page.getByText('No contact requests match your search').waitFor();
    await search.fill('');
    await page.getByText('Showing 1 to 10 of 11 results').waitFor();
  });
});

describe('contact form and contact requests (phone)', () => {
  const e2e = useE2E(PHONE);

  it('shows the server message when the visitor sends too many, and cards in the admin', async () => {
    const { page } = e2e;
    await page.goto('/Contact');
    const form = await fillContactForm(page, {
      name: 'Rohan Iyer',
      email: 'rohan@example.com',
      message: 'Do you deliver to Kochi?',
    });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('heading', { name: 'Message sent' }).waitFor();
    // Four more from the same address use up its allowance of five per ten minutes.
    for (let i = 0; i < 4; i++) {
      const res = await e2e.context.request.post('/trpc/content.contacts.submit', {
        data: { name: 'Rohan Iyer', email: 'rohan@example.com', message: `Follow-up ${i}` },
        headers: { origin: e2e.server.baseUrl },
      });
      expect(res.ok()).toBe(true);
    }
    await page.getByRole('button', { name: 'Send another message' }).click();
    await fillContactForm(page, {
      name: 'Rohan Iyer',
      email: 'rohan@example.com',
      message: 'One more question',
    });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form
      .getByText('Too many messages from your network. Please try again in a few minutes.')
      .waitFor();
    // Nothing horizontal to scroll at 390 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );

    await loginContext(e2e);
    await page.goto('/admin/contact');
    await page.getByText('Showing 1 to 5 of 5 results').waitFor();
    // Below 640 px each request is a card; the table is not displayed.
    expect(await page.locator('table').isVisible()).toBe(false);
    const cards = page.locator('li', { hasText: 'Do you deliver to Kochi?' });
    await cards.getByRole('button', { name: 'Delete request from Rohan Iyer' }).waitFor();
    expect(await page.getByText('One more question').count()).toBe(0);
  });
});
