import { describeAdapter } from '@frameshop/db/testing/test-database';
import { SVG, testImage } from '@frameshop/domain/testing/images';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { filesIn, useContentRest } from './support/content-rest';

/** The home page's sliders, social posts and wall over the legacy REST paths. */
describeAdapter('content REST (issue 9 calls)', (t) => {
  const suite = useContentRest(t);
  const { call, form, refused } = suite;
  let app: FastifyInstance;
  beforeAll(() => {
    ({ app } = suite);
  });

  it('sliders: upload (file field imageUrl), list in order, delete; no file is a 400', async () => {
    const none = await refused(400, () => form('POST', '/slider/createslider', {}));
    expect(none.json()).toMatchObject({
      message: 'Please select an image',
      error: 'Please select an image',
    });
    await refused(415, () =>
      form('POST', '/slider/createslider', {}, [
        { field: 'imageUrl', data: SVG, type: 'image/svg+xml' },
      ]),
    );
    const a = await form('POST', '/slider/createslider', {}, [
      { field: 'imageUrl', data: await testImage('png') },
    ]);
    expect(a.statusCode, a.body).toBe(201);
    expect(a.json()).toMatchObject({
      message: 'Image uploaded successfully',
      data: {
        sliderId: expect.any(Number),
        imageUrl: expect.stringMatching(/^uploads\/sliders\//),
      },
    });
    const b = await form('POST', '/slider/createslider', {}, [
      { field: 'imageUrl', data: await testImage('jpeg') },
    ]);
    const active = await app.inject({ url: '/api/slider/active' });
    expect(active.json().map((s: { sliderId: number }) => s.sliderId)).toEqual([
      a.json().data.sliderId,
      b.json().data.sliderId,
    ]);
    expect(active.json()[0]).toEqual(
      expect.objectContaining({ sliderId: expect.any(Number), imageUrl: expect.any(String) }),
    );
    const before = filesIn('sliders');
    const del = await call('DELETE', `/slider/delete/${a.json().data.sliderId}`);
    expect(del.json()).toEqual({ message: 'Image deleted successfully' });
    expect(filesIn('sliders')).toBe(before - 3);
    expect((await call('DELETE', `/slider/delete/${a.json().data.sliderId}`)).statusCode).toBe(404);
  });

  it('social posts: create 201 with the post, list, update with and without an image, delete', async () => {
    const png = await testImage('png');
    for (const link of ['not-a-url', 'https://facebook.com/p/1', 'javascript:alert(1)']) {
      await refused(400, () =>
        form('POST', '/socialpost/createpost', { instagramLink: link }, [
          { field: 'image', data: png },
        ]),
      );
    }
    await refused(400, () =>
      form('POST', '/socialpost/createpost', { instagramLink: 'https://www.instagram.com/p/a' }),
    );
    const created = await form(
      'POST',
      '/socialpost/createpost',
      { instagramLink: 'https://www.instagram.com/p/a' },
      [{ field: 'image', data: png }],
    );
    expect(created.statusCode, created.body).toBe(201);
    const post = created.json();
    expect(post).toEqual({
      postId: expect.any(Number),
      instagramLink: 'https://www.instagram.com/p/a',
      imageUrl: expect.stringMatching(/^uploads\/posts\/[0-9a-f]{32}-800\.webp$/),
      srcset: expect.any(String),
      createdAt: expect.any(String),
    });
    expect((await app.inject({ url: '/api/socialpost/getallpost' })).json()).toEqual([post]);
    const edited = await form('PUT', `/socialpost/updatepost/${post.postId}`, {
      instagramLink: 'https://instagram.com/p/b',
    });
    expect(edited.json()).toMatchObject({
      instagramLink: 'https://instagram.com/p/b',
      imageUrl: post.imageUrl,
    });
    await refused(400, () =>
      form('PUT', `/socialpost/updatepost/${post.postId}`, {
        instagramLink: 'https://example.com',
      }),
    );
    const replaced = await form(
      'PUT',
      `/socialpost/updatepost/${post.postId}`,
      { instagramLink: 'https://instagram.com/p/b' },
      [{ field: 'image', data: await testImage('jpeg') }],
    );
    expect(replaced.json().imageUrl).not.toBe(post.imageUrl);
    expect((await call('DELETE', `/socialpost/deletepost/${post.postId}`)).json()).toEqual({
      message: 'Post Deleted',
    });
    expect((await app.inject({ url: '/api/socialpost/getallpost' })).json()).toEqual([]);
  });

  it('wall: 404 when none; createwall creates (image required) then updates (image optional); delete', async () => {
    expect((await app.inject({ url: '/api/wall/getwall' })).statusCode).toBe(404);
    const noImage = await refused(400, () =>
      form('POST', '/wall/createwall', { title: 'Gallery', description: 'Our wall' }),
    );
    expect(noImage.json().message).toBe('Image is required');
    const created = await form(
      'POST',
      '/wall/createwall',
      { title: 'Gallery', description: 'Our wall' },
      [{ field: 'image', data: await testImage('png') }],
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      message: 'Wall entry saved',
      data: { title: 'Gallery' },
    });
    const wall = await app.inject({ url: '/api/wall/getwall' });
    expect(wall.json()).toEqual({
      title: 'Gallery',
      description: 'Our wall',
      imageUrl: expect.stringMatching(/^uploads\/wall\//),
      srcset: expect.any(String),
      updatedAt: expect.any(String),
    });
    const updated = await form('POST', '/wall/createwall', {
      title: 'Gallery 2',
      description: 'New',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({
      title: 'Gallery 2',
      imageUrl: wall.json().imageUrl,
    });
    expect((await call('DELETE', '/wall/deletewall')).json()).toEqual({
      message: 'Wall entry deleted',
    });
    expect((await app.inject({ url: '/api/wall/getwall' })).statusCode).toBe(404);
    expect((await call('DELETE', '/wall/deletewall')).statusCode).toBe(404);
  });
});
