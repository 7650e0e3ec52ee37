import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  type E2E,
  loginContext,
  PHONE,
  seriousA11yViolations,
  toast,
  useE2E,
  VIEWPORTS,
} from './support/browser';

/** Set ADMIN_SCREENS_SHOTS=<dir> to keep screenshots of each screen. */
const SHOTS = process.env.ADMIN_SCREENS_SHOTS;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

async function shot(e2e: E2E, name: string, width: number) {
  if (SHOTS) await e2e.page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
}

async function trpcQuery(e2e: E2E, path: string, input: unknown) {
  const res = await e2e.context.request.get(
    `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`,
  );
  if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()).result.data;
}

async function noSideScroll(e2e: E2E, width: number) {
  expect(await e2e.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
}

/**
 * Issue 24, the admin's daily screens on the demo shop, at 390 and 1280 px: a stock adjustment
 * with its confirmation and the ledger history, customers (list, then a customer's page, also
 * from User Management), and an e-mail reply to a contact request.
 */
describe.each([
  ['desktop', VIEWPORTS.desktop],
  ['phone', PHONE],
] as const)('admin daily screens (%s)', (_name, viewport) => {
  const e2e = useE2E(viewport, { seedDemo: true });
  const width = viewport.width;

  it('stock: damaged units with a confirmation naming the consequence, then the history', async () => {
    const { page } = e2e;
    await loginContext(e2e);
    const list = await trpcQuery(e2e, 'inventory.list', { search: '', page: 1 });
    const v = list.data.find((x: { remaining: number }) => x.remaining >= 2);
    const name = `${v.frameName} ${v.size}`;
    await page.goto('/admin/stock');
    await page.getByRole('heading', { name: 'Stock', exact: true }).waitFor();
    await page.getByLabel('Search stock by frame name').fill(v.frameName);
    await expect
      .poll(() => page.getByRole('button', { name: /^Adjust / }).count())
      .toBeLessThan(list.data.length);
    await noSideScroll(e2e, width);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(e2e, 'stock-list', width);

    await page.getByRole('button', { name: `Adjust ${name}`, exact: true }).click();
    const form = page.getByRole('dialog', { name: `Adjust ${name}` });
    await form.getByLabel('Damaged (remove units)').check();
    await form.getByLabel('Units damaged').fill('2');
    // The contract's message, nothing sent.
    await form.getByRole('button', { name: 'Review adjustment' }).click();
    await form.getByText('Reason is required').waitFor();
    await form.getByLabel('Reason').fill('Glass cracked in transit');
    await shot(e2e, 'stock-adjust-form', width);
    await form.getByRole('button', { name: 'Review adjustment' }).click();

    const confirm = page.getByRole('dialog', { name: `Mark 2 of ${name} as damaged?` });
    await confirm.getByText(`Remaining goes from ${v.remaining} to ${v.remaining - 2}.`).waitFor();
    await shot(e2e, 'stock-confirm', width);
    // Going back keeps what was typed and moves nothing.
    await confirm.getByRole('button', { name: 'Go back' }).click();
    expect(await form.getByLabel('Reason').inputValue()).toBe('Glass cracked in transit');
    expect(
      (await trpcQuery(e2e, 'inventory.history', { frameSizeId: v.frameSizeId })).variant.remaining,
    ).toBe(v.remaining);
    await form.getByRole('button', { name: 'Review adjustment' }).click();
    await confirm.getByRole('button', { name: 'Yes, adjust' }).click();
    await expect
      .poll(() => toast(page, `Stock of ${name} updated: ${v.remaining - 2} remaining`).isVisible())
      .toBe(true);
    const after = await trpcQuery(e2e, 'inventory.history', { frameSizeId: v.frameSizeId });
    expect([after.variant.remaining, after.variant.total]).toEqual([v.remaining - 2, v.total - 2]);

    await page.getByRole('button', { name: `History of ${name}` }).click();
    const history = page.getByRole('dialog', { name: `Stock history: ${name}` });
    await history.getByText('Damaged: Glass cracked in transit').waitFor();
    await history.getByText('-2', { exact: true }).waitFor();
    await shot(e2e, 'stock-history', width);
  });

  it('customers: the list, then a customer page; User Management links to it', async () => {
    const { page } = e2e;
    await loginContext(e2e);
    const list = await trpcQuery(e2e, 'customers.list', { search: '', page: 1 });
    const buyer = list.data.find((c: { orderCount: number }) => c.orderCount > 0) ?? list.data[0];
    await page.goto('/admin/customers');
    await page.getByRole('heading', { name: 'Customers' }).waitFor();
    await page.getByRole('link', { name: buyer.name }).first().waitFor();
    await noSideScroll(e2e, width);
    await shot(e2e, 'customers-list', width);
    await page.getByLabel('Search customers').fill(buyer.email);
    await expect.poll(() => page.getByRole('link', { name: buyer.name }).count()).toBe(1);
    await page.getByRole('link', { name: buyer.name }).click();
    await page.getByRole('heading', { name: buyer.name, level: 1 }).waitFor();
    await page.getByRole('heading', { name: /^Orders/ }).waitFor();
    await page.getByRole('heading', { name: /^Addresses/ }).waitFor();
    await page.getByRole('heading', { name: /^Reviews/ }).waitFor();
    await page.getByRole('heading', { name: /^Contact requests/ }).waitFor();
    await noSideScroll(e2e, width);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(e2e, 'customer-page', width);

    await page.goto('/admin/users');
    await page.getByLabel('Search users').fill(buyer.email);
    await page.getByRole('link', { name: buyer.name }).click();
    await page.getByRole('heading', { name: buyer.name, level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/admin/customers/${buyer.userId}`);
  });

  it('contact requests: a reply by e-mail with a confirmation closes the request', async () => {
    const { page, server } = e2e;
    const sent = await fetch(`${server.baseUrl}/api/contact/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Kiran Bose',
        email: 'kiran@example.com',
        message: 'Do you deliver to Goa?',
      }),
    });
    expect(sent.status).toBe(201);
    await loginContext(e2e);
    await page.goto('/admin/contact');
    await page.getByRole('heading', { name: 'Contact Requests' }).waitFor();
    await page.getByLabel('Search contact requests').fill('Goa');
    await page.getByRole('button', { name: 'Reply: request from Kiran Bose' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reply to Kiran Bose' });
    await dialog.getByText('Do you deliver to Goa?').waitFor();
    await dialog.getByRole('button', { name: 'Review reply' }).click();
    await dialog.getByText('Reply is required').waitFor();
    await dialog.getByLabel('Your reply').fill('Yes: Goa in 5 to 7 days, free above ₹2,000.');
    await shot(e2e, 'contact-reply-form', width);
    await dialog.getByRole('button', { name: 'Review reply' }).click();
    const confirm = page.getByRole('dialog', { name: 'Send this reply to kiran@example.com?' });
    await confirm.getByText('The request will be marked Closed.').waitFor();
    await shot(e2e, 'contact-reply-confirm', width);
    await confirm.getByRole('button', { name: 'Send reply' }).click();
    await expect
      .poll(() => toast(page, 'Reply sent to kiran@example.com; the request is closed').isVisible())
      .toBe(true);
    await expect
      .poll(() =>
        page.getByRole('combobox', { name: 'Status of request from Kiran Bose' }).inputValue(),
      )
      .toBe('closed');
    await shot(e2e, 'contact-after-reply', width);
    const contacts = await trpcQuery(e2e, 'content.contacts.list', {});
    const kiran = contacts.find((c: { email: string }) => c.email === 'kiran@example.com');
    const replies = await trpcQuery(e2e, 'content.contacts.replies', {
      contactId: kiran.contactId,
    });
    expect(replies).toMatchObject([{ message: 'Yes: Goa in 5 to 7 days, free above ₹2,000.' }]);
  });

  it('review management names the frame of each review and links to it', async () => {
    const { page } = e2e;
    await loginContext(e2e);
    const [review] = await trpcQuery(e2e, 'content.reviews.listAll', {});
    await page.goto('/admin/reviews');
    await page.getByRole('heading', { name: 'Review Management' }).waitFor();
    const link = page.getByRole('link', { name: review.frameName, exact: true }).first();
    expect(await link.getAttribute('href')).toBe(`/admin/frame/${review.frameId}`);
    await noSideScroll(e2e, width);
    await shot(e2e, 'reviews', width);
    await link.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/admin/frame/${review.frameId}`);
  });
});
