import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  createShopper,
  type E2E,
  loginContext,
  PHONE,
  seriousA11yViolations,
  toast,
  useE2E,
  VIEWPORTS,
} from './support/browser';

/*
 * The demo catalogue (packages/domain/src/seed/demo-catalogue.ts) is deterministic:
 * frame 1 'Heritage Teak Classic' is on offer, has two images and three sizes, the first
 * (10x12) sold out; frame 8 'Midnight Black Float' has a first size with 3 left.
 */
const OFFER_FRAME = { id: 1, name: 'Heritage Teak Classic' };
const LOW_FRAME = { id: 8, name: 'Midnight Black Float' };

const readCart = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'));

async function openProduct(page: Page, frame: { id: number; name: string }) {
  await page.goto(`/Singleproduct/${frame.id}`);
  await page.getByRole('heading', { level: 1, name: frame.name }).waitFor();
}

/** What is left of one size of a frame, as the server's ledger says. */
async function remaining(e2e: E2E, frameId: number, widthIn: number, heightIn: number) {
  const row = await e2e.server.app.deps.db
    .selectFrom('frame_sizes as fs')
    .innerJoin('sizes as s', 's.sizeId', 'fs.sizeId')
    .select('fs.remainedQty')
    .where('fs.frameId', '=', frameId)
    .where('s.widthCenti', '=', widthIn * 100)
    .where('s.heightCenti', '=', heightIn * 100)
    .executeTakeFirstOrThrow();
  return Number(row.remainedQty);
}

function sizeOption(page: Page, label: string) {
  return page.getByRole('radio', { name: new RegExp(`^${label} in`) });
}

/** A star of the rating: the radio is visually hidden, its label (the star) is what is clicked. */
function starLabel(form: Locator, name: string) {
  return form.locator('label').filter({ has: form.page().getByRole('radio', { name }) });
}

async function buysAndIsBounded(e2e: E2E) {
  const { page } = e2e;
  await openProduct(page, OFFER_FRAME);
  // The head follows the frame once it arrives (the loader never waits for it).
  await expect.poll(() => page.title()).toBe(`${OFFER_FRAME.name} · Frame Shop`);

  // Gallery: thumbnails are buttons with aria-current; arrow keys on the focused viewer.
  const thumbs = page.getByRole('button', { name: /^Show image \d of 2$/ });
  expect(await thumbs.count()).toBe(2);
  expect(await thumbs.first().getAttribute('aria-current')).toBe('true');
  const viewer = page.getByRole('group', { name: /arrow keys change the image/ });
  const big = viewer.locator('img');
  expect(await big.getAttribute('fetchpriority')).toBe('high');
  expect(await big.getAttribute('loading')).toBe('eager');
  await viewer.focus();
  await page.keyboard.press('ArrowRight');
  expect(await big.getAttribute('alt')).toBe(`${OFFER_FRAME.name}, image 2 of 2`);
  expect(await thumbs.nth(1).getAttribute('aria-current')).toBe('true');
  await page.keyboard.press('ArrowRight');
  expect(await big.getAttribute('alt')).toBe(`${OFFER_FRAME.name}, image 1 of 2`);
  // A sideways swipe (touch pointer) moves on too.
  const swipe = { pointerType: 'touch', pointerId: 7, isPrimary: true, clientY: 300 };
  await viewer.dispatchEvent('pointerdown', { ...swipe, clientX: 300 });
  await viewer.dispatchEvent('pointerup', { ...swipe, clientX: 120 });
  expect(await big.getAttribute('alt')).toBe(`${OFFER_FRAME.name}, image 2 of 2`);
  // The larger view.
  await page.getByRole('button', { name: 'View larger image' }).click();
  const zoom = page.getByRole('dialog', { name: OFFER_FRAME.name });
  await zoom.getByRole('img', { name: `${OFFER_FRAME.name}, image 2 of 2` }).waitFor();
  await page.keyboard.press('Escape');
  await zoom.waitFor({ state: 'detached' });

  // The first size in stock is picked; the sold-out one can be picked, not bought.
  const sold = sizeOption(page, '10x12');
  await sold.check();
  const soldCard = page.locator('label', { has: sold });
  await soldCard.getByText('Out of Stock').waitFor();
  const add = page.getByRole('button', { name: 'Add to Cart' });
  expect(await add.isDisabled()).toBe(true);
  await page.getByText('Size 10x12 in is out of stock').waitFor();
  expect(await add.getAttribute('aria-describedby')).toBeTruthy();

  // 12x16: ₹2,719.00 on offer, ₹3,199.00 struck through, In Stock with what is left of it
  // (the demo's orders are real orders: they took some of the 44 the catalogue was made with).
  const size = sizeOption(page, '12x16');
  await size.check();
  const card = page.locator('label', { has: size });
  await card.getByText(`In Stock (${await remaining(e2e, OFFER_FRAME.id, 12, 16)})`).waitFor();
  expect(await card.locator('s').textContent()).toContain('₹3,199.00');
  expect(await card.textContent()).toContain('₹2,719.00');
  expect(await add.isEnabled()).toBe(true);

  const quantity = page.getByLabel('Quantity', { exact: true });
  const plus = page.getByRole('button', { name: 'Increase quantity' });
  await plus.click();
  await plus.click();
  expect(await quantity.inputValue()).toBe('3');
  await quantity.fill('99');
  expect(await quantity.inputValue()).toBe('20');
  expect(await plus.isDisabled()).toBe(true);
  await quantity.fill('2');

  const cartLink = page.getByRole('link', { name: /^Cart, / });
  expect(await cartLink.getAttribute('aria-label')).toBe('Cart, 0 items');
  await add.click();
  await toast(page, `Added to cart: ${OFFER_FRAME.name}`).waitFor();
  await toast(page, `Added to cart: ${OFFER_FRAME.name}`)
    .getByRole('button', { name: 'View cart' })
    .waitFor();
  expect(await readCart(page)).toEqual([
    {
      kind: 'ready',
      frameId: OFFER_FRAME.id,
      sizeId: expect.any(Number),
      quantity: 2,
      seenUnitPrice: 2719,
    },
  ]);
  await expect.poll(() => cartLink.getAttribute('aria-label')).toBe('Cart, 2 items');

  // Stock bounds the stepper, and what is in the cart counts: 3 left, 2 added → 1 more.
  await openProduct(page, LOW_FRAME);
  const low = page.locator('label', { has: page.getByRole('radio', { checked: true }) });
  await low.getByText('Low Stock (3)').waitFor();
  // (before any toast: axe reads a toast caught mid-animation as low contrast)
  expect(await seriousA11yViolations(page)).toEqual([]);
  await quantity.fill('10');
  expect(await quantity.inputValue()).toBe('3');
  await quantity.fill('2');
  await add.click();
  await expect.poll(() => cartLink.getAttribute('aria-label')).toBe('Cart, 4 items');
  await page.getByText('Up to 1 more (2 in your cart)').waitFor();
  expect(await plus.isDisabled()).toBe(true);
  expect((await readCart(page)).length).toBe(2);

  // A visitor is offered the login popup for reviews.
  await page.getByRole('heading', { name: 'Customer reviews' }).scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Log in to write a review' }).click();
  await page.getByRole('dialog', { name: 'Log In' }).waitFor();
  await page.keyboard.press('Escape');
}

async function notFound(e2e: E2E) {
  const { page } = e2e;
  for (const path of ['/Singleproduct/99999', '/Singleproduct/abc']) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: 'Frame not found' }).waitFor();
    await page.getByRole('link', { name: 'Browse all frames' }).waitFor();
    await expect.poll(() => page.title()).toBe('Frame not found · Frame Shop');
  }
  expect(await seriousA11yViolations(page)).toEqual([]);
}

describe('product page (phone)', () => {
  const e2e = useE2E(PHONE, { seedDemo: true });

  it('picks a size, is bounded by stock, adds to the cart; a sold-out size cannot be bought', () =>
    buysAndIsBounded(e2e));

  it('shows a friendly not-found page for an unknown or malformed id', () => notFound(e2e));
});

describe('product page (desktop)', () => {
  const e2e = useE2E(VIEWPORTS.desktop, { seedDemo: true });

  it('picks a size, is bounded by stock, adds to the cart; a sold-out size cannot be bought', () =>
    buysAndIsBounded(e2e));

  it('shows a friendly not-found page for an unknown or malformed id', () => notFound(e2e));

  it('a shopper writes a review, sees it listed, then edits it', async () => {
    const { page } = e2e;
    await createShopper(e2e, 'kavya@example.com', 'shopper-pass-1', ['Kavya', 'Menon']);
    await loginContext(e2e, 'kavya@example.com', 'shopper-pass-1');
    await openProduct(page, OFFER_FRAME);
    const reviews = page.getByRole('list', { name: 'Reviews' });
    await reviews.waitFor();
    const before = await reviews.getByRole('listitem').count();

    await page.getByRole('button', { name: 'Write a review' }).click();
    const form = page.getByRole('form', { name: 'Write a review' });
    await form.getByRole('button', { name: 'Post review' }).click();
    await form.getByText('Choose a rating from 1 to 5 stars').waitFor();
    await form.getByText('Title is required').waitFor();

    // The stars are a radio group: pick 4 with the keyboard from the first.
    await starLabel(form, '1 star, Poor').click();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await form.getByRole('radio', { name: '4 stars, Very good' }).isChecked()).toBe(true);
    await form.getByLabel('Title').fill('Sturdy and elegant');
    await form.getByLabel('Comment (optional)').fill('Hung it in our Pune flat, looks great.');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Post review' }).click();
    await toast(page, 'Review added').waitFor();

    const mine = reviews.getByRole('listitem').filter({ hasText: 'Sturdy and elegant' });
    await mine.getByText('Kavya Menon').waitFor();
    await mine.getByText('Rated 4 out of 5').waitFor();
    expect(await reviews.getByRole('listitem').count()).toBe(before + 1);
    // Newest first.
    expect(await reviews.getByRole('listitem').first().textContent()).toContain(
      'Sturdy and elegant',
    );
    await page.getByText(`Based on ${before + 1} reviews`).waitFor();

    await page.getByRole('button', { name: 'Edit your review' }).click();
    const edit = page.getByRole('form', { name: 'Edit your review' });
    expect(await edit.getByLabel('Title').inputValue()).toBe('Sturdy and elegant');
    expect(await edit.getByRole('radio', { name: '4 stars, Very good' }).isChecked()).toBe(true);
    await starLabel(edit, '5 stars, Excellent').click();
    await edit.getByLabel('Title').fill('Sturdy, elegant, worth it');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, 'Review updated').waitFor();
    const edited = reviews.getByRole('listitem').filter({ hasText: 'Sturdy, elegant, worth it' });
    await edited.getByText('Rated 5 out of 5').waitFor();
    await edited.getByText('edited').waitFor();
    expect(await reviews.getByRole('listitem').count()).toBe(before + 1);
  });
});
