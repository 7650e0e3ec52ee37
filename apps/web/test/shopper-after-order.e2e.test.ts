import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { CartLine } from '@frameshop/contracts/orders/cart';
import type { OrderPage } from '@frameshop/contracts/orders/orders';
import type { SavedCart } from '@frameshop/contracts/orders/saved-cart';
import type { SavedAddressDto } from '@frameshop/contracts/users/addresses';
import { testImage } from '@frameshop/domain/testing/images';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createShopper,
  loginContext,
  PHONE,
  seriousA11yViolations,
  toast,
  useE2E,
} from './support/browser';

/*
 * Issue 24, the shopper after the order, on the demo catalogue: saved addresses on the
 * profile and at checkout, the cart following a signed-in shopper to a second device (a
 * second browser context), My orders' custom frame details, the 'from' price and the size a
 * cart line's price is for. Frame 1 'Heritage Teak Classic' has sizes in stock.
 */
const FRAME_ID = 1;
const HOME = {
  firstName: 'Asha',
  lastName: 'Rao',
  address: '12 MG Road, Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560038',
  phone: '9876543210',
};

/** Set SHOPPER_SHOTS=1 to keep screenshots in apps/web/test-results/shopper/. */
async function shot(page: Page, name: string) {
  if (!process.env.SHOPPER_SHOTS) return;
  const dir = join(import.meta.dirname, '../test-results/shopper');
  mkdirSync(dir, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: join(dir, `${name}-${width}.png`), fullPage: true });
}

async function putCart(page: Page, lines: CartLine[]) {
  await page.goto('/trpc/auth.me');
  await page.evaluate((l) => localStorage.setItem('cart', JSON.stringify(l)), lines);
}

/** Lines without the price last seen (the cart page writes it in as it shows a price). */
const bare = (lines: CartLine[]) => lines.map(({ seenUnitPrice: _, ...line }) => line);

const storedCart = async (page: Page): Promise<CartLine[]> =>
  bare(await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]')));

describe.each([
  ['phone', PHONE],
  // Not at 1280 px too: the shop's pages have one markup at every width, so that run asserted
  // nothing this one does not (both layouts are looked at through SHOTS screenshots).
] as const)('the shopper after the order (%s)', (_name, viewport) => {
  const e2e = useE2E(viewport, { seedDemo: true });
  const data = {} as { sizes: number[] };
  let n = 0;

  const call = async <T>(
    context: BrowserContext,
    path: string,
    input?: unknown,
    method: 'GET' | 'POST' = 'GET',
  ): Promise<T> => {
    const res =
      method === 'GET'
        ? await context.request.get(
            `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
          )
        : await context.request.post(`/trpc/${path}`, {
            data: input,
            headers: { origin: e2e.server.baseUrl },
          });
    if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
    return ((await res.json()) as { result: { data: T } }).result.data;
  };

  beforeAll(async () => {
    const res = await fetch(
      `${e2e.server.baseUrl}/trpc/catalogue.frames.byId?input=${encodeURIComponent(JSON.stringify({ frameId: FRAME_ID }))}`,
    );
    const frame = (
      (await res.json()) as {
        result: { data: { frameSizes: { sizeId: number; remained_qty: number }[] } };
      }
    ).result.data;
    data.sizes = frame.frameSizes.filter((v) => v.remained_qty >= 10).map((v) => v.sizeId);
    if (data.sizes.length < 2) throw new Error('the demo catalogue changed');
  });

  // axe is evaluated as a script, which the server's CSP refuses: bypass it in tests.
  beforeEach(async () => {
    await e2e.context.close();
    e2e.context = await e2e.browser.newContext({
      viewport,
      baseURL: e2e.server.baseUrl,
      bypassCSP: true,
    });
    e2e.page = await e2e.context.newPage();
  });

  async function signedIn(context = e2e.context) {
    n += 1;
    const email = `after-${viewport.width}-${n}@shop.test`;
    await createShopper(e2e, email);
    await loginContext({ ...e2e, context }, email, 'shopper-pass-1');
    return email;
  }

  const ready = (i: number, quantity: number): CartLine => ({
    kind: 'ready',
    frameId: FRAME_ID,
    sizeId: data.sizes[i] as number,
    quantity,
  });

  it('keeps addresses on the profile: add, default, edit, delete (asked first)', async () => {
    const { page } = e2e;
    await signedIn();
    await page.goto('/ProfilePage');
    const section = page.getByRole('region', { name: 'Addresses' });
    await section.getByText('No saved addresses yet', { exact: false }).waitFor();
    await section.getByRole('button', { name: 'Add an address' }).click();
    await section.getByLabel('First name').fill(HOME.firstName);
    await section.getByLabel('Last name').fill(HOME.lastName);
    await section.getByLabel('Address', { exact: true }).fill(HOME.address);
    await section.getByLabel('City').fill(HOME.city);
    await section.getByLabel('State or union territory').selectOption(HOME.state);
    await section.getByLabel('PIN code').fill('012345');
    await section.getByLabel('Mobile number').fill('5123456789');
    await section.getByRole('button', { name: 'Save address' }).click();
    // The real rules, before anything is sent.
    await section.getByText('Enter a valid 6-digit PIN code (it cannot start with 0)').waitFor();
    await section
      .getByText('Enter a valid 10-digit mobile number starting with 6, 7, 8 or 9')
      .waitFor();
    await shot(page, 'address-invalid');
    await section.getByLabel('PIN code').fill(HOME.postalCode);
    await section.getByLabel('Mobile number').fill(HOME.phone);
    await section.getByRole('button', { name: 'Save address' }).click();
    await toast(page, 'Address saved').waitFor();
    const home = section.getByRole('listitem', { name: /12 MG Road/ });
    await home.getByText('Default', { exact: true }).waitFor();
    // The toast's colours pass axe too (issue 24).
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'addresses');

    // A second one, made the default from the list; then edited.
    await section.getByRole('button', { name: 'Add an address' }).click();
    await section.getByLabel('First name').fill('Asha');
    await section.getByLabel('Last name').fill('Rao');
    await section.getByLabel('Address', { exact: true }).fill('5 Residency Road');
    await section.getByLabel('City').fill('Bengaluru');
    await section.getByLabel('State or union territory').selectOption('Karnataka');
    await section.getByLabel('PIN code').fill('560025');
    await section.getByLabel('Mobile number').fill('9123456780');
    await section.getByRole('button', { name: 'Save address' }).click();
    const office = section.getByRole('listitem', { name: /5 Residency Road/ });
    await office.waitFor();
    await office.getByRole('button', { name: /^Make .* the default$/ }).click();
    await toast(page, 'Default address changed').waitFor();
    await office.getByText('Default', { exact: true }).waitFor();
    await expect.poll(() => home.getByText('Default', { exact: true }).count()).toBe(0);
    await office.getByRole('button', { name: /^Edit / }).click();
    await section.getByLabel('Address', { exact: true }).fill('7 Residency Road');
    await section.getByRole('button', { name: 'Save address' }).click();
    await section.getByRole('listitem', { name: /7 Residency Road/ }).waitFor();

    // Delete asks first; 'Keep it' keeps it.
    await home.getByRole('button', { name: /^Delete / }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this address?' });
    await dialog.getByText('12 MG Road, Indiranagar, Bengaluru, Karnataka 560038').waitFor();
    await shot(page, 'address-delete');
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await call<SavedAddressDto[]>(e2e.context, 'account.addresses.list')).toHaveLength(2);
    await home.getByRole('button', { name: /^Delete / }).click();
    await dialog.getByRole('button', { name: 'Delete address' }).click();
    await toast(page, 'Address deleted').waitFor();
    const left = await call<SavedAddressDto[]>(e2e.context, 'account.addresses.list');
    expect(left.map((a) => [a.address, a.isDefault])).toEqual([['7 Residency Road', true]]);
  });

  it('offers saved addresses at checkout, and saves a new one when asked', async () => {
    const { page } = e2e;
    await signedIn();
    const saved = await call<SavedAddressDto>(e2e.context, 'account.addresses.add', HOME, 'POST');
    await putCart(page, [ready(0, 1)]);
    await page.goto('/CheckoutPage');
    const picker = page.getByRole('group', { name: 'Deliver to' });
    const homeRadio = picker.getByRole('radio', { name: /12 MG Road/ });
    await homeRadio.waitFor();
    expect(await homeRadio.isChecked()).toBe(true);
    // The chosen address fills the form, which stays out of sight.
    expect(await page.getByLabel('First name').isVisible()).toBe(false);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'checkout-saved');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL('**/phonepe-sim/pay/**');
    let mine = await call<OrderPage>(e2e.context, 'orders.mine', { page: 1 });
    expect(mine.data[0]).toMatchObject({
      address: HOME.address,
      postalCode: HOME.postalCode,
      phone: HOME.phone,
    });

    // A new address: the empty form and 'Save this address', ticked.
    await putCart(page, [ready(0, 1)]);
    await page.goto('/CheckoutPage');
    await picker.getByRole('radio', { name: 'A new address' }).check();
    await page.getByLabel('First name').fill('Ravi');
    await page.getByLabel('Last name').fill('Kumar');
    await page.getByLabel('Address', { exact: true }).fill('3 Park Street');
    await page.getByLabel('City').fill('Kolkata');
    await page.getByLabel('State or union territory').selectOption('West Bengal');
    await page.getByLabel('PIN code').fill('700016');
    await page.getByLabel('Mobile number').fill('8123456789');
    const save = page.getByRole('checkbox', { name: 'Save this address to my account' });
    expect(await save.isChecked()).toBe(true);
    await shot(page, 'checkout-new');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL('**/phonepe-sim/pay/**');
    mine = await call<OrderPage>(e2e.context, 'orders.mine', { page: 1 });
    expect(mine.data[0]).toMatchObject({ address: '3 Park Street', city: 'Kolkata' });
    const list = await call<SavedAddressDto[]>(e2e.context, 'account.addresses.list');
    expect(list.map((a) => [a.address, a.isDefault])).toEqual([
      [saved.address, true],
      ['3 Park Street', false],
    ]);
  });

  it('follows the shopper to a second device: merged at login, changes carried over', async () => {
    const laptop = e2e.page;
    const email = await signedIn();
    // The laptop: a line put in while signed in is saved to the account.
    await putCart(laptop, [ready(0, 1)]);
    await laptop.goto('/Cart');
    await expect
      .poll(async () => bare((await call<SavedCart>(e2e.context, 'orders.cart.saved')).lines))
      .toEqual([ready(0, 1)]);

    // The phone: a visitor's cart, then login there.
    const phoneContext = await e2e.browser.newContext({
      viewport,
      baseURL: e2e.server.baseUrl,
      bypassCSP: true,
    });
    try {
      const phone = await phoneContext.newPage();
      await putCart(phone, [ready(0, 2), ready(1, 1)]);
      await loginContext({ ...e2e, context: phoneContext }, email, 'shopper-pass-1');
      await phone.goto('/Cart');
      // Same item: quantities summed; the other line appended after the account's.
      await expect.poll(() => storedCart(phone)).toEqual([ready(0, 3), ready(1, 1)]);
      await expect.poll(() => phone.locator('[data-cart-line]').count()).toBe(2);
      const first = phone.locator('[data-cart-line="0"]');
      // The unit price is the chosen size's, and says so.
      expect(await first.locator('[data-unit-size]').textContent()).toMatch(/^each for .+ in$/);
      await shot(phone, 'cart-second-device');

      // Back on the laptop: the merged cart, priced by the server.
      await laptop.goto('/Cart');
      await expect.poll(() => storedCart(laptop)).toEqual([ready(0, 3), ready(1, 1)]);
      await expect.poll(() => laptop.locator('[data-cart-line]').count()).toBe(2);

      // A removal on the laptop reaches the phone.
      await laptop
        .locator('[data-cart-line="1"]')
        .getByRole('button', { name: /^Remove / })
        .click();
      await expect
        .poll(async () => bare((await call<SavedCart>(e2e.context, 'orders.cart.saved')).lines))
        .toEqual([ready(0, 3)]);
      await phone.reload();
      await expect.poll(() => storedCart(phone)).toEqual([ready(0, 3)]);
      await expect.poll(() => phone.locator('[data-cart-line]').count()).toBe(1);
    } finally {
      await phoneContext.close();
    }
  });

  it("shows a custom frame's photo, size, crop, materials and shape in My orders", async () => {
    const { page } = e2e;
    await signedIn();
    const jpeg = await testImage('jpeg', 3000, 2000);
    const upload = await e2e.context.request.post('/api/photos', {
      multipart: { photo: { name: 'me.jpg', mimeType: 'image/jpeg', buffer: jpeg } },
      headers: { origin: e2e.server.baseUrl },
    });
    expect(upload.status()).toBe(201);
    const { photoKey } = (await upload.json()) as { photoKey: string };
    const options = await call<{
      materials: { materialId: number; materialName: string }[];
      frameMaterials: { frameMaterialId: number; materialName: string }[];
      thicknesses: { thicknessId: number }[];
    }>(e2e.context, 'catalogue.options');
    const order = await call<{ orderId: number }>(
      e2e.context,
      'orders.place',
      {
        shipping: HOME,
        lines: [
          ready(0, 1),
          {
            kind: 'custom',
            photoKey,
            crop: { x: 100, y: 50, width: 2700, height: 1800 },
            widthIn: 15,
            heightIn: 10,
            materialId: options.materials[0]?.materialId,
            frameMaterialId: options.frameMaterials[0]?.frameMaterialId,
            shape: 'Rectangle',
            thicknessId: options.thicknesses[0]?.thicknessId,
            quantity: 1,
          },
        ],
      },
      'POST',
    );
    await page.goto('/ProfilePage');
    const card = page.getByRole('listitem', { name: `Order #${order.orderId}` });
    await card.getByRole('button', { name: 'Details' }).click();
    const items = card.getByRole('list', { name: 'Items ordered' });
    const custom = items.locator('[data-order-line="custom"]');
    await custom.getByText('15 x 10 in').waitFor();
    await custom.getByText('Rectangle').waitFor();
    await custom.getByText('2700 x 1800 px of your photo, from (100, 50)').waitFor();
    await custom
      .getByText(options.frameMaterials[0]?.materialName as string)
      .first()
      .waitFor();
    const photo = custom.getByRole('img', { name: 'Your photo' });
    expect(await photo.getAttribute('src')).toBe(`/api/photos/${photoKey}/preview`);
    await photo.scrollIntoViewIfNeeded();
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    // The ready-made line has its frame's image.
    const frameImage = items.locator('[data-order-line="pre-listed"] img');
    expect(await frameImage.getAttribute('src')).toMatch(/^\/uploads\//);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'my-orders-custom');
  });

  it("says 'from' on a card's lowest price", async () => {
    const { page } = e2e;
    await page.goto('/ProductListing');
    const card = page.locator('a[href^="/Singleproduct/"]').first();
    await card.waitFor();
    expect(await card.textContent()).toMatch(/from ₹[\d,]+/);
  });
});
