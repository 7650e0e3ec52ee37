import { describe, expect, it } from 'vitest';
import { PHONE, useE2E, VIEWPORTS } from './support/browser';

const PUBLIC_ROUTES: [string, string][] = [
  ['/', 'Frames that make every picture feel at home'],
  ['/Aboutpage', 'About Frame Shop'],
  ['/Contact', 'Contact us'],
  ['/Cart', 'Your cart'],
  // An empty shop: the product page says so (its own test covers a real frame).
  ['/Singleproduct/12', 'Frame not found'],
  ['/ProductListing', 'Shop frames'],
  ['/ProfilePage', 'Your profile'],
  ['/ProductCustomizer', 'Customise a frame'],
  ['/ShippingReturns', 'Shipping & Returns'],
  ['/PrivacyPolicy', 'Privacy Policy'],
  ['/TermsConditions', 'Terms & Conditions'],
  ['/CheckoutPage', 'Checkout'],
  ['/news', 'News'],
  ['/news/3', 'News'],
  ['/order-success', 'Thank you for your order'],
  ['/order-failure?error=Payment%20declined', 'Your payment did not go through'],
  ['/refundcancellation', 'Refund and Cancellation Policy'],
];

describe('public shell', () => {
  const e2e = useE2E(VIEWPORTS.desktop);

  it('serves every public route of the spec inside the navbar and footer', async () => {
    const { page } = e2e;
    for (const [path, heading] of PUBLIC_ROUTES) {
      const response = await page.goto(path);
      // Every route of the build is a page (the server reads them from client-routes.json);
      // a product or article this empty shop lacks is a 404 the server tells crawlers.
      const missing = /^\/(Singleproduct|news)\/\d+$/.test(path);
      expect(response?.status(), path).toBe(missing ? 404 : 200);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 5000 });
      expect(await page.getByRole('navigation', { name: 'Main' }).isVisible(), path).toBe(true);
      expect(await page.getByRole('contentinfo').isVisible(), path).toBe(true);
    }
    // A visitor's return page says it is processing, then asks for a login; a fast machine can
    // pass the first state before the locator looks, so either one proves the page rendered.
    await page.goto('/phonepe-callback?merchantTransactionId=T1');
    await page
      .getByText(/^(Processing your payment\.\.\.|Please log in to verify payment)$/)
      .first()
      .waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
  });

  it('names every page in its title', async () => {
    const { page } = e2e;
    for (const [path, title] of [
      ['/', 'Frame Shop · Custom picture frames and wall art'],
      ['/Aboutpage', 'About us · Frame Shop'],
      ['/refundcancellation', 'Refund and Cancellation Policy · Frame Shop'],
      ['/no/such/page', 'Page not found · Frame Shop'],
    ]) {
      await page.goto(path);
      await expect.poll(() => page.title(), { message: path }).toBe(title);
    }
    // Client-side navigation changes it too.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect.poll(() => page.title()).toBe('Privacy Policy · Frame Shop');
  });

  it('gives the footer copyright line enough contrast (WCAG AA, 4.5:1)', async () => {
    const { page } = e2e;
    await page.goto('/');
    const ratio = await page
      .getByRole('contentinfo')
      .getByText(/Prices in Indian rupees/)
      .evaluate((el) => {
        const rgb = (css: string) => (css.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
        const luminance = (css: string) => {
          const [r, g, b] = rgb(css).map((v) => {
            const c = v / 255;
            return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
          });
          return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
        };
        let node: Element | null = el;
        let background = 'rgba(0, 0, 0, 0)';
        while (node && /rgba\(.*, 0\)|transparent/.test(background)) {
          background = getComputedStyle(node).backgroundColor;
          node = node.parentElement;
        }
        const [light, dark] = [luminance(getComputedStyle(el).color), luminance(background)].sort(
          (a, b) => b - a,
        );
        return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
      });
    expect(ratio).toBeGreaterThanOrEqual(4.5);
  });

  it('shows the error from the query on the order-failure page', async () => {
    await e2e.page.goto('/order-failure?error=Payment%20verification%20failed');
    await e2e.page.getByRole('alert').filter({ hasText: 'Payment verification failed' }).waitFor();
  });

  it('shows a helpful page for an unknown path, with status 404', async () => {
    // No soft 404: crawlers must not index it, and the shopper still gets the shop's page.
    for (const path of ['/no-such-page', '/Singleproduct/12/more']) {
      expect((await e2e.page.goto(path))?.status(), path).toBe(404);
    }
    await e2e.page.goto('/no/such/page');
    await e2e.page.getByRole('heading', { name: "We couldn't find that page" }).waitFor();
    expect(await e2e.page.getByRole('link', { name: 'Browse frames' }).isVisible()).toBe(true);
  });

  it('scrolls to the top on every route change', async () => {
    const { page } = e2e;
    await page.goto('/PrivacyPolicy');
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms & Conditions' }).click();
    await page.getByRole('heading', { level: 1, name: 'Terms & Conditions' }).waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('has the complete refund and cancellation policy', async () => {
    await e2e.page.goto('/refundcancellation');
    const text = await e2e.page.getByRole('article').innerText();
    for (const phrase of [
      'within 7 days of placing the order',
      'Perishable items cannot be cancelled',
      'refuse the parcel',
      'manufacturer',
      'credited',
      'checked and confirmed',
    ]) {
      expect(text).toContain(phrase);
    }
  });
});

describe('public shell on a phone (390px)', () => {
  const e2e = useE2E(PHONE);

  it('folds the links into a menu that closes after navigating', async () => {
    const { page } = e2e;
    await page.goto('/');
    const menu = page.locator('#mobile-menu');
    expect(await menu.count()).toBe(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'About' }).click();
    await page.getByRole('heading', { level: 1, name: 'About Frame Shop' }).waitFor();
    expect(await menu.count()).toBe(0);
  });
});
