import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { beforeEach, expect, it } from 'vitest';
import { createPost, deletePost, listPosts, updatePost } from '../src/content/posts.service';
import {
  createSlider,
  deleteSlider,
  listSliders,
  reorderSliders,
} from '../src/content/sliders.service';
import { deleteWall, getWall, saveWall } from '../src/content/wall.service';
import type { ServiceContext } from '../src/shared/context';
import { testImage } from '../src/testing/images';
import { filesIn, freshContent } from './content-fixtures';

/** The home page's sliders, social posts and wall, with their images. */
describeEachDialect('content service', (t) => {
  let admin: ServiceContext;
  let anon: ServiceContext;
  beforeEach(async () => {
    ({ admin, anon } = await freshContent(t));
  });
  it('sliders: an image is required; appended in order, reordered, deleted with their files', async () => {
    await expect(createSlider.run(admin, {}, [])).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Please select an image',
    });
    const before = filesIn('sliders');
    const a = await createSlider.run(admin, {}, [await testImage('png')]);
    const b = await createSlider.run(admin, {}, [await testImage('jpeg')]);
    expect([a.position, b.position]).toEqual([0, 1]);
    expect(a.imageUrl).toMatch(/^uploads\/sliders\/[0-9a-f]{32}-800\.webp$/);
    expect((await listSliders.execute(anon, undefined)).map((s) => s.sliderId)).toEqual([
      a.sliderId,
      b.sliderId,
    ]);
    const reordered = await reorderSliders.run(admin, { sliderIds: [b.sliderId, a.sliderId] });
    expect(reordered.map((s) => s.sliderId)).toEqual([b.sliderId, a.sliderId]);
    await expect(reorderSliders.run(admin, { sliderIds: [a.sliderId] })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await deleteSlider.run(admin, { sliderId: a.sliderId });
    expect(filesIn('sliders')).toBe(before + 3);
    expect((await listSliders.execute(anon, {})).map((s) => s.sliderId)).toEqual([b.sliderId]);
    await expect(deleteSlider.run(admin, { sliderId: a.sliderId })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('social posts: instagram.com links only, image required on create and optional on edit', async () => {
    for (const link of ['not a url', 'ftp://instagram.com/p/x', 'https://evil.com/instagram.com']) {
      await expect(
        createPost.execute(admin, { instagramLink: link }, [await testImage('png')]),
      ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    }
    await expect(
      createPost.execute(admin, { instagramLink: 'https://example.com/p/1' }),
    ).rejects.toMatchObject({ message: 'Only instagram.com links are accepted' });
    await expect(
      createPost.execute(admin, { instagramLink: 'https://www.instagram.com/p/abc' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Image is required' });
    const before = filesIn('posts');
    const post = await createPost.execute(
      admin,
      { instagramLink: 'https://www.instagram.com/p/abc' },
      [await testImage('png')],
    );
    expect(post).toMatchObject({ instagramLink: 'https://www.instagram.com/p/abc' });
    const edited = await updatePost.execute(admin, {
      postId: post.postId,
      instagramLink: 'https://instagram.com/p/def',
    });
    expect(edited).toMatchObject({
      instagramLink: 'https://instagram.com/p/def',
      imageUrl: post.imageUrl,
    });
    const newImage = await updatePost.execute(
      admin,
      { postId: post.postId, instagramLink: 'https://instagram.com/p/def' },
      [await testImage('webp')],
    );
    expect(newImage.imageUrl).not.toBe(post.imageUrl);
    expect(filesIn('posts')).toBe(before + 3);
    expect((await listPosts.execute(anon, undefined)).map((p) => p.postId)).toEqual([post.postId]);
    await deletePost.run(admin, { postId: post.postId });
    expect(filesIn('posts')).toBe(before);
  });

  it('wall: 404 when absent; created with an image, updated without one, deleted', async () => {
    await expect(getWall.execute(anon, undefined)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      saveWall.execute(admin, { title: 'Our wall', description: 'Gallery' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Image is required' });
    const before = filesIn('wall');
    const first = await saveWall.execute(admin, { title: 'Our wall', description: 'Gallery' }, [
      await testImage('png'),
    ]);
    expect(first.created).toBe(true);
    const second = await saveWall.execute(admin, { title: 'New title', description: 'Gallery 2' });
    expect(second).toMatchObject({
      created: false,
      wall: { title: 'New title', imageUrl: first.wall.imageUrl },
    });
    const third = await saveWall.execute(admin, { title: 'New title', description: 'x' }, [
      await testImage('jpeg'),
    ]);
    expect(third.wall.imageUrl).not.toBe(first.wall.imageUrl);
    expect(filesIn('wall')).toBe(before + 3);
    expect(await getWall.execute(anon, undefined)).toMatchObject({
      title: 'New title',
      description: 'x',
    });
    await deleteWall.execute(admin, undefined);
    expect(filesIn('wall')).toBe(before);
    await expect(getWall.execute(anon, undefined)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(deleteWall.execute(admin, undefined)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
