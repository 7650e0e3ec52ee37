import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { ADMIN, type ShopServer, startShopServer } from './shop-server';

export const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  narrow: { width: 800, height: 900 },
} as const;

export const PHONE = { width: 390, height: 844 };

const SCREENSHOTS = join(import.meta.dirname, '../../test-results');

/** Debian's Chromium, headless, with nothing that reaches for the network. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    chromiumSandbox: false,
    args: [
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface E2E {
  server: ShopServer;
  browser: Browser;
  context: BrowserContext;
  page: Page;
}

/**
 * One server and browser per file, a fresh browser context (cookies, storage) per test, and a
 * screenshot in apps/web/test-results/ for every test that fails.
 */
export function useE2E(
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
  options: { seedDemo?: boolean; env?: Record<string, string>; jobs?: boolean } = {},
): E2E {
  const e2e = {} as E2E;
  beforeAll(async () => {
    e2e.server = await startShopServer(options);
    e2e.browser = await launchChromium();
  });
  afterAll(async () => {
    await e2e.browser?.close();
    await e2e.server?.close();
  });
  beforeEach(async ({ task, onTestFailed }) => {
    await e2e.context?.close();
    e2e.context = await e2e.browser.newContext({ viewport, baseURL: e2e.server.baseUrl });
    e2e.page = await e2e.context.newPage();
    onTestFailed(async () => {
      mkdirSync(SCREENSHOTS, { recursive: true });
      const name = `${task.name}-${viewport.width}`.replace(/[^\w-]+/g, '_').slice(0, 120);
      await e2e.page
        .screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true })
        .catch(() => {});
    });
  });
  return e2e;
}

/** Signs up through the legacy API (fast set-up for flows that are not about signing up). */
export async function createShopper(
  e2e: E2E,
  email: string,
  password = 'shopper-pass-1',
  name = ['Asha', 'Rao'],
) {
  const res = await fetch(`${e2e.server.baseUrl}/api/user/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: name[0], lastName: name[1], email, password }),
  });
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${await res.text()}`);
  return { email, password };
}

/** Logs the browser context in through tRPC, so the HttpOnly cookie lands in its jar. */
export async function loginContext(
  e2e: E2E,
  email = ADMIN.email,
  password = ADMIN.password,
): Promise<void> {
  const res = await e2e.context.request.post('/trpc/auth.login', {
    data: { email, password },
    headers: { origin: e2e.server.baseUrl },
  });
  if (!res.ok()) throw new Error(`login failed: ${res.status()} ${await res.text()}`);
}

export function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]', { hasText: text });
}

/** Accepts the next window.confirm and returns its text. */
export function acceptNextConfirm(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (d) => {
      resolve(d.message());
      void d.accept();
    });
  });
}

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * Runs axe-core (WCAG 2 A and AA rules) on the page as it stands and answers the serious and
 * critical violations, one line each, so a failing test names the rule and the elements.
 */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  // Evaluated over the DevTools protocol: the shop's CSP (script-src 'self') rightly refuses an
  // injected inline <script>, and a test must not switch the CSP off to run.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: unknown,
            opts: unknown,
          ) => Promise<{
            violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.slice(0, 3).map((n) => JSON.stringify(n.target)),
    }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.targets.join(', ')}`);
}
