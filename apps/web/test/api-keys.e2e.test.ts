import { describe, expect, it } from 'vitest';
import { loginContext, PHONE, toast, useE2E, VIEWPORTS } from './support/browser';

const SHOTS = process.env.API_KEYS_SCREENSHOTS;

/**
 * Issue 22: an admin makes a key on the API Keys screen, an integration uses it over real HTTP
 * (as curl would), the admin revokes it and the same call gets 401.
 */
describe('API keys (admin screen, then the key over HTTP)', () => {
  const e2e = useE2E(VIEWPORTS.desktop);

  it('creates a key shown once, calls the API with it, revokes it and is refused', async () => {
    const { page, context, server } = e2e;
    const call = (key: string, path: string) =>
      fetch(`${server.baseUrl}${path}`, { headers: { authorization: `Bearer ${key}` } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: server.baseUrl,
    });
    await loginContext(e2e);
    await page.goto('/admin/api-keys');
    await page.getByRole('heading', { name: 'API Keys' }).waitFor();
    await page.getByText('No API keys yet.').waitFor();

    await page.getByRole('button', { name: 'Create API key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create API key' });
    // The contract's messages, nothing sent.
    await dialog.getByRole('button', { name: 'Create key' }).click();
    await dialog.getByText('Name is required').waitFor();
    await dialog.getByText('Choose at least one scope').waitFor();
    await dialog.getByLabel('Name').fill('Sales spreadsheet');
    await dialog.getByRole('checkbox', { name: /analytics:read/ }).check();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/create-1280.png` });
    await dialog.getByRole('button', { name: 'Create key' }).click();

    const shown = page.getByRole('dialog', { name: 'Copy the new API key' });
    await shown.getByText('Copy this key now: you will not see it again.').waitFor();
    const key = await shown.getByTestId('new-api-key').inputValue();
    expect(key).toMatch(/^fsk_[0-9A-Za-z]{42,}$/);
    await shown.getByRole('button', { name: 'Copy' }).click();
    await shown.getByText('Copied to the clipboard.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/shown-1280.png` });
    await shown.getByRole('button', { name: 'I have copied it' }).click();

    // Listed without the key: name, scope, creator, never used yet.
    const row = page.locator('tbody tr', { hasText: 'Sales spreadsheet' });
    await row.getByText('analytics:read').waitFor();
    await row.getByText('Shop Admin').waitFor();
    await row.getByText('Never').waitFor();
    expect(await page.content()).not.toContain(key);

    // The integration: a scoped call works, anything else is refused.
    const counts = await call(key, '/api/frame/dashboardcount');
    expect(counts.status).toBe(200);
    expect(await counts.json()).toHaveProperty('users', 1);
    expect((await call(key, '/api/order/getallorders')).status).toBe(403);
    expect((await call(key, '/api/apikey/getall')).status).toBe(403);

    await page.reload();
    await expect.poll(() => row.getByText('Never').count()).toBe(0);
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/list-1280.png` });
      await page.setViewportSize(PHONE);
      await page.screenshot({ path: `${SHOTS}/list-390.png`, fullPage: true });
      await page.setViewportSize(VIEWPORTS.desktop);
    }

    await row.getByRole('button', { name: 'Revoke Sales spreadsheet' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke "Sales spreadsheet"?' });
    await confirm.getByText('is refused from the next request on (401)').waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/revoke-1280.png` });
    await confirm.getByRole('button', { name: 'Revoke key' }).click();
    await toast(page, 'API key revoked').waitFor();
    await page.getByText('No API keys yet.').waitFor();

    const refused = await call(key, '/api/frame/dashboardcount');
    expect(refused.status).toBe(401);
    expect((await refused.json()).message).toBe('This API key is not valid or has been revoked');

    // The API's reference renders under the shop's CSP, from the app's own files.
    const errors: string[] = [];
    page.on('console', (m) => (m.type() === 'error' ? errors.push(m.text()) : undefined));
    await page.goto('/api/docs');
    await page.getByRole('heading', { name: /frameshop API/ }).waitFor();
    await page.getByText('/api/apikey/create').first().waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/docs-1280.png` });
    expect(errors.filter((e) => /Content Security Policy|Refused/.test(e))).toEqual([]);
  });
});
