import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatRupees } from '@frameshop/contracts/shared/format';
import { testImage } from '@frameshop/domain/testing/images';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type E2E,
  PHONE,
  seriousA11yViolations,
  toast,
  useE2E,
  VIEWPORTS,
} from './support/browser';

/*
 * The customizer on the demo catalogue (sizes 4x6 … 24x36, every material + frame material
 * priced, a one-side-round price per material). A 3000 x 2000 photo (landscape, 3:2) suits
 * 6x4, 12x8 and 18x12 at 150 DPI or more; 36x24 prints at 83 DPI (blocked), and the largest
 * good size at its aspect is 30 x 20 in (100 DPI, a warning).
 */
let dir: string;
let photoFile: string;
let textFile: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'customizer-e2e-'));
  photoFile = join(dir, 'holiday.jpg');
  writeFileSync(photoFile, await testImage('jpeg', 3000, 2000));
  textFile = join(dir, 'notes.txt');
  writeFileSync(textFile, 'not a photo');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const readCart = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'));

/** The radios are visually hidden inside their cards: a click on the card picks them. */
const pick = (page: Page, name: RegExp | string) =>
  page.getByRole('radio', { name }).check({ force: true });

/** Why 'Add to Cart' is disabled: the text its aria-describedby points to. */
async function addReason(page: Page): Promise<string | null> {
  const id = await page
    .getByRole('button', { name: 'Add to Cart' })
    .getAttribute('aria-describedby');
  return id ? page.locator(`[id="${id}"]`).textContent() : null;
}

async function trpcGet<T>(e2e: E2E, path: string, input?: unknown): Promise<T> {
  const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const res = await e2e.context.request.get(`/trpc/${path}${query}`);
  const body = await res.json();
  if (!res.ok()) throw new Error(`${path}: ${res.status()} ${JSON.stringify(body)}`);
  return body.result.data as T;
}

async function customisesAndAdds(e2e: E2E) {
  const { page } = e2e;
  await page.goto('/ProductCustomizer');
  await page.getByRole('heading', { level: 1, name: 'Customise a frame' }).waitFor();
  const add = page.getByRole('button', { name: 'Add to Cart' });
  await expect.poll(() => addReason(page)).toBe('Upload your photo first');
  expect(await add.isDisabled()).toBe(true);

  // Checked in the browser with the server's words, before any byte is sent.
  const fileInput = page.locator('input[type=file]');
  await fileInput.setInputFiles(textFile);
  await page.getByRole('alert').getByText('Upload a JPEG, PNG or WebP photo').waitFor();

  // Upload: the bar reaches 100%, the photo's pixels show, and its key goes into the URL.
  await fileInput.setInputFiles(photoFile);
  const bar = page.getByRole('progressbar', { name: 'Photo upload' });
  await page.getByText('Upload complete').waitFor();
  expect(await bar.getAttribute('aria-valuenow')).toBe('100');
  await page.getByText('3,000 × 2,000 pixels').waitFor();
  // The preview derivative is served to its key's holder.
  const thumb = page.getByRole('img', { name: 'Your upload' });
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600);
  await expect.poll(() => new URL(page.url()).searchParams.get('photo')).toMatch(/^[\w-]{22}$/);
  const photoKey = new URL(page.url()).searchParams.get('photo');
  // The cropper shows the preview; the crop starts as the whole photo at 3:2.
  await page.locator('.reactEasyCrop_Image').waitFor();
  await page.getByText('Printed area: 3,000 x 2,000 pixels').waitFor();

  // Landscape follows the photo; the sizes it suits are recommended, the largest one picked.
  expect(await page.getByRole('radio', { name: 'Landscape' }).isChecked()).toBe(true);
  for (const size of ['6 x 4', '12 x 8', '18 x 12']) {
    await page.getByRole('radio', { name: new RegExp(`^${size}\\s*Recommended`) }).waitFor();
  }
  expect(await page.getByRole('radio', { name: /^18 x 12/ }).isChecked()).toBe(true);
  expect(await page.getByRole('radio', { name: '36 x 24', exact: true }).count()).toBe(1);

  // Too large: blocked, with the largest good size, and Add to Cart says why.
  await pick(page, /^36 x 24/);
  const quality = page.getByRole('status').filter({ hasText: 'DPI' });
  await quality
    .getByText(
      'Your photo has too few pixels for this size (83 DPI; at least 100 is needed). Choose a smaller size.',
    )
    .waitFor();
  await quality.getByText('Largest good size: 30 x 20 in').waitFor();
  expect(await add.isDisabled()).toBe(true);
  await page
    .getByText('Your photo has too few pixels for this size: choose a smaller size')
    .waitFor();

  // Using it gives a custom 30 x 20 at exactly 100 DPI: a warning, not a block.
  await page.getByRole('button', { name: 'Use 30 x 20 in' }).click();
  expect(await page.getByRole('radio', { name: 'Custom size' }).isChecked()).toBe(true);
  const width = page.getByLabel('Width (in)');
  const height = page.getByLabel('Height (in)');
  expect(await width.inputValue()).toBe('30');
  expect(await height.inputValue()).toBe('20');
  await quality.getByText(/^Acceptable quality \(100 DPI\)/).waitFor();
  expect(await add.isEnabled()).toBe(true);

  // Custom sizes: 4 to 60 inches in quarter-inch steps, said next to the field.
  await width.fill('3');
  await page.getByText('Width must be at least 4"').waitFor();
  await width.fill('30.3');
  await page.getByText('Width must be in steps of 0.25"').waitFor();
  expect(await add.isDisabled()).toBe(true);
  await width.fill('61');
  await page.getByText('Width must be at most 60"').waitFor();

  // A good size: 12 x 8 from the whole photo is 250 DPI.
  await pick(page, /^12 x 8/);
  await quality.getByText('Great quality (250 DPI)').waitFor();

  // The frame: Canvas on Teak Wood, Top Round (which adds the one-side-round price).
  await pick(page, 'Canvas');
  await pick(page, 'Teak Wood');
  // Square needs equal sides: on 12 x 8 it is refused, and the card says why beforehand.
  await page.getByRole('radio', { name: /^Square\s*Square sizes only/ }).waitFor();
  // (The card itself, as a thumb would: on a phone the hidden radio's corner can sit under the
  // sticky header.)
  await page.locator('label', { has: page.getByRole('radio', { name: /^Square/ }) }).click();
  await expect
    .poll(() => addReason(page))
    .toBe('Square frames need equal width and height: choose a square size or another shape');
  expect(await add.isDisabled()).toBe(true);
  await pick(page, /^Top Round/);
  await pick(page, '8mm');
  await page.getByLabel('Instructions for our workshop (optional)').fill('A gift for Amma');
  await page.getByText('15 / 500 characters').waitFor();

  // Zoom in from the keyboard (1.5x): the crop shrinks, centred, and still prints well.
  await page.getByRole('slider', { name: 'Zoom' }).focus();
  for (let i = 0; i < 10; i += 1) await page.keyboard.press('ArrowRight');
  await page.getByText('Printed area: 2,000 x 1,333 pixels').waitFor();
  await quality.getByText('Great quality (166 DPI)').waitFor();
  // The crop area moves with the arrow keys.
  await page.getByRole('group', { name: /^Crop area/ }).focus();
  await page.keyboard.press('ArrowLeft');

  // The live price is the server's quote for the same choices.
  const options = await trpcGet<{
    materials: { materialId: number; materialName: string }[];
    frameMaterials: { frameMaterialId: number; materialName: string }[];
    thicknesses: { thicknessId: number; thicknessValue: string }[];
  }>(e2e, 'catalogue.options');
  const materialId = options.materials.find((m) => m.materialName === 'Canvas')?.materialId;
  const frameMaterialId = options.frameMaterials.find(
    (f) => f.materialName === 'Teak Wood',
  )?.frameMaterialId;
  const thicknessId = options.thicknesses.find((t) => t.thicknessValue === '8mm')?.thicknessId;
  const quote = await trpcGet<{ price: number; ratePerSqft: number }>(e2e, 'catalogue.quote', {
    widthIn: 12,
    heightIn: 8,
    shape: 'Top Round',
    materialId,
    frameMaterialId,
  });
  const shown = page.getByTestId('customizer-price');
  await expect.poll(() => shown.textContent()).toBe(formatRupees(quote.price));
  await page.getByText('0.67 sq ft (12 x 8 in)').waitFor();
  // The preview follows the choices: the framed crop, and the same frame to scale by a sofa.
  await page
    .getByRole('img', { name: 'Preview: your photo, 12 x 8 in, Teak Wood frame, Top Round shape' })
    .waitFor();
  await page
    .getByRole('img', {
      name: 'To scale: a 12 x 8 in frame on a wall above a sofa 84 inches wide',
    })
    .waitFor();
  await page.getByText('Sofa: 84 in (7 ft) wide').waitFor();
  await page.getByText('Top Round surcharge').waitFor();
  await page.getByText(`${formatRupees(quote.ratePerSqft)} per sq ft`).waitFor();

  await page.getByRole('button', { name: 'Increase quantity' }).click();
  // Before the toast: sonner's entering animation is what axe would measure.
  expect(await seriousA11yViolations(page)).toEqual([]);
  await add.click();
  await toast(page, 'Added to cart: Custom frame 12 x 8 in')
    .getByRole('button', { name: 'View cart' })
    .waitFor();

  // The cart holds choices and the crop as whole pixels of the original, never an image.
  const cart = await readCart(page);
  expect(cart).toHaveLength(1);
  const [line] = cart;
  expect(line).toMatchObject({
    kind: 'custom',
    photoKey,
    widthIn: 12,
    heightIn: 8,
    sizeId: expect.any(Number),
    materialId,
    frameMaterialId,
    shape: 'Top Round',
    thicknessId,
    instructions: 'A gift for Amma',
    quantity: 2,
    seenUnitPrice: quote.price,
  });
  expect(line.crop.width).toBe(2000);
  expect(line.crop.height).toBe(1333);
  for (const v of Object.values(line.crop)) expect(Number.isInteger(v)).toBe(true);
  expect(line.crop.x).toBeGreaterThanOrEqual(0);
  expect(line.crop.y).toBeGreaterThanOrEqual(0);
  expect(line.crop.x + line.crop.width).toBeLessThanOrEqual(3000);
  expect(line.crop.y + line.crop.height).toBeLessThanOrEqual(2000);
  await page.getByText(`Printed area: 2,000 x 1,333 pixels`).waitFor();

  // The server prices that very line as shown, with no problem.
  const priced = await trpcGet<{
    lines: { unitPrice: number | null; problem: unknown; lineTotal: number }[];
  }>(e2e, 'orders.cart.price', { lines: cart });
  expect(priced.lines[0]?.problem).toBeNull();
  expect(formatRupees(priced.lines[0]?.unitPrice ?? Number.NaN)).toBe(await shown.textContent());
  expect(priced.lines[0]?.lineTotal).toBe(quote.price * 2);

  // A refresh keeps the photo (its key is in the URL).
  await page.reload();
  await page.getByText('3,000 × 2,000 pixels').waitFor();
  await page.locator('.reactEasyCrop_Image').waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);
}

async function expiredPhoto(e2e: E2E) {
  const { page } = e2e;
  await page.goto('/ProductCustomizer?photo=AAAAAAAAAAAAAAAAAAAAAA');
  await page.getByText(/We couldn't find your photo/).waitFor();
  await expect.poll(() => addReason(page)).toBe('Upload your photo first');
  // Not a key at all: ignored by the route's search validation, never sent to the server.
  const asked: string[] = [];
  page.on('request', (r) => r.url().includes('orders.photos.get') && asked.push(r.url()));
  await page.goto('/ProductCustomizer?photo=..%2F..%2Fetc');
  await page.getByText('Choose a photo', { exact: true }).waitFor();
  await expect.poll(() => addReason(page)).toBe('Upload your photo first');
  expect(asked).toEqual([]);
  expect(await seriousA11yViolations(page)).toEqual([]);
}

/** A combination without a price says so and is never shown as ₹0 or NaN. */
async function missingPrice(e2e: E2E) {
  const { page } = e2e;
  // The browser gets price tables without one-side-round prices (the server keeps its own).
  await page.route('**/trpc/*catalogue.prices.list*', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    for (const item of Array.isArray(body) ? body : [body]) {
      if (item?.result?.data?.oneSide) item.result.data.oneSide = [];
    }
    await route.fulfill({ response, json: body });
  });
  await page.goto('/ProductCustomizer');
  await pick(page, /^12 x 18/);
  const priceBox = page.getByTestId('customizer-price');
  await priceBox.waitFor();
  await pick(page, /^Bottom Round/);
  await page
    .getByRole('alert')
    .getByText('Bottom Round is not priced for this material yet')
    .waitFor();
  expect(await priceBox.count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Add to Cart' }).isDisabled()).toBe(true);
  expect(await page.locator('main').textContent()).not.toMatch(/₹0\.00|NaN/);
}

/** axe is injected as an inline script, which the server's CSP refuses: bypass it here. */
function useCustomizerE2E(viewport: { width: number; height: number }): E2E {
  const e2e = useE2E(viewport, { seedDemo: true });
  beforeEach(async () => {
    await e2e.context.close();
    e2e.context = await e2e.browser.newContext({
      viewport,
      baseURL: e2e.server.baseUrl,
      bypassCSP: true,
    });
    e2e.page = await e2e.context.newPage();
  });
  return e2e;
}

describe('customizer (phone)', () => {
  const e2e = useCustomizerE2E(PHONE);

  it('uploads a photo, is blocked on a too-large size, prices like the server, adds to the cart', () =>
    customisesAndAdds(e2e));

  it('asks for the photo again when its key is unknown', () => expiredPhoto(e2e));
});

describe('customizer (desktop)', () => {
  const e2e = useCustomizerE2E(VIEWPORTS.desktop);

  it('uploads a photo, is blocked on a too-large size, prices like the server, adds to the cart', () =>
    customisesAndAdds(e2e));

  it('says when a combination has no price, never ₹0', () => missingPrice(e2e));
});
