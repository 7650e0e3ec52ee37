import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  acceptNextConfirm,
  loginContext,
  PHONE,
  toast,
  useE2E,
  VIEWPORTS,
} from './support/browser';

const png = () =>
  sharp({ create: { width: 640, height: 400, channels: 3, background: { r: 160, g: 110, b: 70 } } })
    .png()
    .toBuffer();

describe('news (desktop)', () => {
  const e2e = useE2E(VIEWPORTS.desktop);

  it('creates an article with sections and an image, shows it on the shop, edits and deletes it', async () => {
    const { page } = e2e;
    await loginContext(e2e);
    await page.goto('/admin/news');
    await page.getByRole('heading', { name: 'News Management' }).waitFor();
    expect(await page.title()).toBe('News · Admin · Frame Shop');
    await page.getByText('No news yet').waitFor();

    await page.getByRole('button', { name: 'Add News' }).click();
    const modal = page.getByRole('dialog', { name: 'Add News' });
    // An empty form names what is missing and sends nothing.
    await modal.getByRole('button', { name: 'Save News' }).click();
    await modal.getByText('Title is required').waitFor();

    await modal.getByLabel('Title').fill('Framing <b>monsoon</b> memories');
    await modal.getByLabel('Author').fill('Meera Iyer');
    await modal
      .getByLabel('Short Description')
      .fill('How to keep photographs safe in humid weather.');

    await modal.getByRole('tab', { name: 'Content' }).click();
    await modal.getByRole('button', { name: '+ Add Section' }).click();
    await modal.getByRole('button', { name: '+ Add Section' }).click();
    const sections = modal.locator('fieldset');
    await sections.nth(0).getByLabel('Section Title').fill('Why humidity matters');
    await sections
      .nth(0)
      .getByLabel('Content')
      .fill('Paper swells and mounts ripple when the air is damp.');
    await sections.nth(1).getByLabel('Section Title').fill('Three quick checks');
    await sections.nth(1).getByLabel('Content').fill('Before the rains arrive:');
    for (const [i, text] of ['Use acid-free mounts', 'Seal the backing', 'Drop me'].entries()) {
      await sections.nth(1).getByRole('button', { name: 'Add bullet to section 2' }).click();
      await sections
        .nth(1)
        .getByLabel(`Section 2 bullet ${i + 1}`, { exact: true })
        .fill(text);
    }
    await sections.nth(1).getByRole('button', { name: 'Remove section 2 bullet 3' }).click();
    expect(
      await sections
        .nth(1)
        .getByRole('textbox', { name: /bullet/ })
        .count(),
    ).toBe(2);

    await modal.getByRole('tab', { name: 'Image' }).click();
    await modal
      .getByLabel(/^Image \(JPEG, PNG or WebP/)
      .setInputFiles({ name: 'monsoon.png', mimeType: 'image/png', buffer: await png() });
    await expect
      .poll(() => modal.getByRole('list', { name: 'News image' }).locator('img').count())
      .toBe(1);
    await modal.getByRole('button', { name: 'Save News' }).click();
    await expect.poll(() => toast(page, 'News created successfully!').isVisible()).toBe(true);
    await expect.poll(() => modal.count()).toBe(0);

    const card = page.getByRole('listitem').filter({ hasText: 'Framing <b>monsoon</b> memories' });
    await card.waitFor();
    expect(await card.textContent()).toContain('By Meera Iyer');
    await expect
      .poll(() => card.locator('img').evaluate((i: HTMLImageElement) => i.naturalWidth))
      .toBeGreaterThan(0);

    const list = await (await e2e.context.request.get('/api/news/getallnews')).json();
    const newsId: number = list.data[0].newsId;
    expect(list.data[0].sections).toEqual([
      {
        sectionTitle: 'Why humidity matters',
        content: 'Paper swells and mounts ripple when the air is damp.',
        bullets: [],
      },
      {
        sectionTitle: 'Three quick checks',
        content: 'Before the rains arrive:',
        bullets: ['Use acid-free mounts', 'Seal the backing'],
      },
    ]);

    // The shop: the list's card leads to the article, text shown as text.
    await page.goto('/news');
    await page.getByRole('heading', { name: 'News', level: 1 }).waitFor();
    await page.getByRole('link', { name: /Framing <b>monsoon<\/b> memories/ }).click();
    await page.waitForURL((u) => u.pathname === `/news/${newsId}`);
    await page
      .getByRole('heading', { name: 'Framing <b>monsoon</b> memories', level: 1 })
      .waitFor();
    await page.getByRole('heading', { name: 'Why humidity matters', level: 2 }).waitFor();
    await page.getByRole('heading', { name: 'Three quick checks', level: 2 }).waitFor();
    await page.getByText('Paper swells and mounts ripple when the air is damp.').waitFor();
    expect(await page.locator('article li').allTextContents()).toEqual([
      'Use acid-free mounts',
      'Seal the backing',
    ]);
    await page.getByText('By Meera Iyer').waitFor();
    expect(await page.locator('article b').count()).toBe(0);
    await expect.poll(() => page.title()).toBe('Framing <b>monsoon</b> memories · Frame Shop');

    // Edit: new title, one section fewer, the image removed.
    await page.goto('/admin/news');
    await page.getByRole('button', { name: 'Edit Framing <b>monsoon</b> memories' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit News' });
    await edit.getByLabel('Title').waitFor();
    expect(await edit.getByLabel('Title').inputValue()).toBe('Framing <b>monsoon</b> memories');
    await edit.getByLabel('Title').fill('Monsoon framing guide');
    await edit.getByRole('tab', { name: 'Content' }).click();
    expect(await edit.locator('fieldset').count()).toBe(2);
    await edit.getByRole('button', { name: 'Remove section 1' }).click();
    await edit.getByRole('tab', { name: 'Image' }).click();
    await edit.getByRole('button', { name: 'Remove existing image' }).click();
    await edit.getByText('No images yet.').waitFor();
    await edit.getByRole('button', { name: 'Save News' }).click();
    await expect.poll(() => toast(page, 'News updated successfully!').isVisible()).toBe(true);
    const edited = page.getByRole('listitem').filter({ hasText: 'Monsoon framing guide' });
    await edited.getByText('No Image').waitFor();

    const saved = (await (await e2e.context.request.get(`/api/news/getbyid/${newsId}`)).json())
      .data;
    expect(saved.image).toBeNull();
    expect(saved.sections.map((s: { sectionTitle: string }) => s.sectionTitle)).toEqual([
      'Three quick checks',
    ]);

    // Delete: dismissing the question deletes nothing; accepting it deletes.
    page.once('dialog', (d) => void d.dismiss());
    await page.getByRole('button', { name: 'Delete Monsoon framing guide' }).click();
    await edited.waitFor();
    const question = acceptNextConfirm(page);
    await page.getByRole('button', { name: 'Delete Monsoon framing guide' }).click();
    expect(await question).toContain('Monsoon framing guide');
    await expect.poll(() => toast(page, 'News Deleted').isVisible()).toBe(true);
    await page.getByText('No news yet').waitFor();

    await page.goto(`/news/${newsId}`);
    await page.getByRole('heading', { name: 'News not found' }).waitFor();
    await page.getByRole('link', { name: 'Browse all news' }).click();
    await page.getByText('No news yet').waitFor();
  });
});

describe('news (phone)', () => {
  const e2e = useE2E(PHONE);

  it('pages 12 articles at a time, searches after a pause and shows the empty state', async () => {
    const { page } = e2e;
    await loginContext(e2e);
    for (let i = 1; i <= 13; i++) {
      const res = await e2e.context.request.post('/trpc/content.news.create', {
        data: {
          title: `Workshop note ${String(i).padStart(2, '0')}`,
          author: 'Ravi Kumar',
          shortDesc: `Note number ${i}.`,
          sections: [{ sectionTitle: 'Details', content: 'Plain text.', bullets: ['One'] }],
        },
        headers: { origin: e2e.server.baseUrl },
      });
      expect(res.ok()).toBe(true);
    }
    await page.goto('/news');
    const articles = page.getByRole('list', { name: 'News articles' }).getByRole('listitem');
    await expect.poll(() => articles.count()).toBe(12);
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect.poll(() => articles.count()).toBe(1);
    await page.getByLabel('Search news').fill('note 07');
    await expect
      .poll(() => articles.allTextContents())
      .toEqual([expect.stringContaining('Workshop note 07')]);
    await page.getByLabel('Search news').fill('zzz');
    await page.getByText('No news matches "zzz"').waitFor();
    // Nothing sticks out sideways at 390 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    await page.goto('/admin/news');
    const cards = page.getByRole('list', { name: 'News articles' }).getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(12);
    await page.getByLabel('Search news').fill('note 13');
    await expect.poll(() => cards.count()).toBe(1);
  });
});
