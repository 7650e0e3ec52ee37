import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { acceptNextConfirm, loginContext, toast, useE2E, VIEWPORTS } from './support/browser';

const png = (r = 90) =>
  sharp({ create: { width: 640, height: 360, channels: 3, background: { r, g: 120, b: 80 } } })
    .png()
    .toBuffer();

describe('home page settings (desktop)', () => {
  const e2e = useE2E(VIEWPORTS.desktop);

  it('uploads a slider and deletes it', async () => {
    const { page } = e2e;
    await loginContext(e2e);
    await page.goto('/admin/settings');
    await page.getByRole('heading', { name: 'Home Page Manager' }).waitFor();
    expect(await page.title()).toBe('Home Settings · Admin · Frame Shop');
    const list = page.getByRole('list', { name: 'Slider images' });
    const slides = list.locator('> li');
    await list.or(page.getByText('No slider images yet')).waitFor();
    const base = await slides.count();

    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText('Please select an image').waitFor();

    for (const [i, shade] of [60, 220].entries()) {
      await page
        .getByLabel(/^Upload slider image/)
        .setInputFiles({ name: `hero-${i}.png`, mimeType: 'image/png', buffer: await png(shade) });
      await page.getByRole('button', { name: 'Upload', exact: true }).click();
      await expect.poll(() => slides.count()).toBe(base + i + 1);
    }
    await page.getByText('Image uploaded successfully').waitFor();
    await expect.poll(() => toast(page, 'Image Added').first().isVisible()).toBe(true);

    // Move the last one up: the two new ones swap places.
    const srcOf = (n: number) => slides.nth(n).locator('img').getAttribute('src');
    const last = await srcOf(base + 1);
    await page.getByRole('button', { name: `Move slider ${base + 2} up` }).click();
    await expect.poll(() => srcOf(base)).toBe(last);

    const confirm = acceptNextConfirm(page);
    await page.getByRole('button', { name: `Delete slider ${base + 1}` }).click();
    expect(await confirm).toMatch(/delete/i);
    await page.getByText('Image deleted successfully').waitFor();
    await expect.poll(() => toast(page, 'Deleted').isVisible()).toBe(true);
    await expect.poll(() => slides.count()).toBe(base + 1);
    expect(await srcOf(base)).not.toBe(last);
  });

  it('creates a post, edits its link and deletes it', async () => {
    const { page } = e2e;
    await loginContext(e2e);
    await page.goto('/admin/posts');
    // /admin/posts opens the posts tab.
    await expect
      .poll(() => page.getByRole('tab', { name: 'Social Posts' }).getAttribute('aria-selected'))
      .toBe('true');
    const grid = page.getByRole('list', { name: 'Posts' });
    const posts = grid.locator('> li');
    await grid.or(page.getByText('No social posts yet')).waitFor();
    const base = await posts.count();

    await page.getByRole('button', { name: 'Add Post' }).click();
    const modal = page.getByRole('dialog', { name: 'Add Post' });
    await modal.getByText('1600x900 recommended, PNG/JPG/JPEG max 5MB').waitFor();
    await modal.getByLabel('Instagram Link').fill('https://example.com/p/abc');
    await modal.getByRole('button', { name: 'Create Post' }).click();
    await modal.getByText('Only instagram.com links are accepted').waitFor();

    await modal.getByLabel('Instagram Link').fill('https://www.instagram.com/p/frame-new/');
    await modal.getByRole('button', { name: 'Create Post' }).click();
    await modal.getByText('Image is required').waitFor();
    await modal
      .getByLabel(/^Image/)
      .setInputFiles({ name: 'post.png', mimeType: 'image/png', buffer: await png(150) });
    await modal.getByRole('button', { name: 'Create Post' }).click();
    await expect.poll(() => toast(page, 'Post Created').isVisible()).toBe(true);
    await expect.poll(() => modal.count()).toBe(0);
    await expect.poll(() => posts.count()).toBe(base + 1);

    await page
      .getByRole('button', { name: 'Edit post https://www.instagram.com/p/frame-new/' })
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit Post' });
    await edit.getByLabel('Instagram Link').fill('https://www.instagram.com/p/frame-edited/');
    await edit.getByRole('button', { name: 'Update Post' }).click();
    await expect.poll(() => toast(page, 'Post Updated').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'https://www.instagram.com/p/frame-edited/' }).waitFor();

    const confirm = acceptNextConfirm(page);
    await page
      .getByRole('button', { name: 'Delete post https://www.instagram.com/p/frame-edited/' })
      .click();
    await confirm;
    await expect.poll(() => toast(page, 'Post Deleted').isVisible()).toBe(true);
    await expect.poll(() => posts.count()).toBe(base);
  });

  it('creates the wall, updates it without an image and deletes it', async () => {
    const { page } = e2e;
    await loginContext(e2e);
    await page.goto('/admin/settings');
    await page.getByRole('tab', { name: 'Wall Section' }).click();
    const deleteWall = page.getByRole('button', { name: 'Delete Wall' });
    const createWall = page.getByRole('button', { name: 'Create Wall' });
    await deleteWall.or(createWall).waitFor();
    let confirm: Promise<string>;
    if (await deleteWall.isVisible()) {
      // A wall from demo data: delete it to start in create mode.
      confirm = acceptNextConfirm(page);
      await deleteWall.click();
      await confirm;
      await createWall.waitFor();
    }
    await page.getByText('No wall section yet').waitFor();

    await page.getByLabel('Title').fill('Our <b>wall</b> of memories');
    await page.getByLabel('Description').fill('Frames from homes across Pune and Jaipur.');
    await page.getByRole('button', { name: 'Create Wall' }).click();
    await page.getByText('Image is required').waitFor();
    await page
      .getByLabel(/^Image/)
      .setInputFiles({ name: 'wall.png', mimeType: 'image/png', buffer: await png(200) });
    await page.getByRole('button', { name: 'Create Wall' }).click();
    await expect.poll(() => toast(page, 'Wall entry saved').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Delete Wall' }).waitFor();
    await expect
      .poll(() => page.getByLabel('Title').inputValue())
      .toBe('Our <b>wall</b> of memories');

    await page.getByLabel('Description').fill('Updated without a new image.');
    await page.getByRole('button', { name: 'Update Wall' }).click();
    await expect
      .poll(async () => (await fetch(`${e2e.server.baseUrl}/api/wall/getwall`)).json())
      .toMatchObject({ description: 'Updated without a new image.' });

    confirm = acceptNextConfirm(page);
    await deleteWall.click();
    expect(await confirm).toMatch(/delete the wall/);
    await expect.poll(() => toast(page, 'Wall entry deleted').isVisible()).toBe(true);
    await createWall.waitFor();
    expect((await fetch(`${e2e.server.baseUrl}/api/wall/getwall`)).status).toBe(404);
    await page.getByText(/Changes may take up to 5 minutes/).waitFor();
  });
});
