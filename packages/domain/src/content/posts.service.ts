import type { PostDto } from '@frameshop/contracts/content/dtos';
import { contentMessages as m } from '@frameshop/contracts/content/messages';
import { postInput, postUpdateInput } from '@frameshop/contracts/content/schemas';
import { idParam } from '@frameshop/contracts/shared/text';
import { z } from 'zod';
import { recordChange } from '../audit/audit.published';
import { type ImageFolder, removeDroppedImages, withStoredImages } from '../media/uploads';
import type { Db } from '../shared/db';
import { AppError } from '../shared/errors';
import { defineUseCase } from '../shared/use-case';
import * as posts from './posts.repository';

const POST_IMAGES: ImageFolder = { area: 'public', folder: posts.POST_IMAGE_FOLDER };
const ONE_IMAGE = { max: 1, label: 'image' };

async function requirePost(db: Db, postId: number) {
  const row = await posts.findPost(db, postId);
  if (!row) throw new AppError('NOT_FOUND', m.postNotFound);
  return row;
}

export const listPosts = defineUseCase({
  name: 'posts.list',
  cachedIn: 'content',
  access: 'public',
  kind: 'query',
  input: z.undefined().or(z.strictObject({})),
  handler: (ctx): Promise<PostDto[]> =>
    ctx.caches.content.get('posts.list', () => posts.listPosts(ctx.db)),
});

/** A post needs its image: an Instagram link alone cannot be shown. */
export const createPost = defineUseCase({
  name: 'posts.create',
  access: 'content:write',
  kind: 'mutation',
  invalidates: ['content'],
  input: postInput,
  files: ONE_IMAGE,
  async handler(ctx, input, images): Promise<PostDto> {
    if (images.length === 0) {
      throw new AppError('BAD_REQUEST', m.imageRequired, [
        { path: 'image', message: m.imageRequired },
      ]);
    }
    const postId = await withStoredImages(ctx, POST_IMAGES, images, ([imageKey]) =>
      ctx.db.transaction().execute(async (trx) => {
        const id = await posts.insertPost(trx, {
          instagramLink: input.instagramLink,
          imageKey: imageKey as string,
          at: ctx.now(),
        });
        const after = await posts.findPost(trx, id);
        await recordChange(trx, ctx, { entity: 'post', entityId: id, after });
        return id;
      }),
    );
    return posts.toPostDto(await requirePost(ctx.db, postId));
  },
});

/** The link is required; a new image replaces the current one, none keeps it. */
export const updatePost = defineUseCase({
  name: 'posts.update',
  access: 'content:write',
  kind: 'mutation',
  invalidates: ['content'],
  input: postUpdateInput,
  files: ONE_IMAGE,
  async handler(ctx, { postId, instagramLink }, images): Promise<PostDto> {
    await requirePost(ctx.db, postId);
    const dropped: string[] = [];
    await withStoredImages(ctx, POST_IMAGES, images, ([newKey]) =>
      ctx.db.transaction().execute(async (trx) => {
        const current = await posts.lockPost(trx, postId);
        if (!current) throw new AppError('NOT_FOUND', m.postNotFound);
        await posts.updatePost(trx, postId, {
          instagramLink,
          imageKey: newKey ?? current.imageKey,
          updatedAt: ctx.now(),
        });
        if (newKey) dropped.push(current.imageKey);
        const before = current;
        const after = await posts.findPost(trx, postId);
        await recordChange(trx, ctx, { entity: 'post', entityId: postId, before, after });
      }),
    );
    await removeDroppedImages(ctx, POST_IMAGES, dropped);
    return posts.toPostDto(await requirePost(ctx.db, postId));
  },
});

export const deletePost = defineUseCase({
  name: 'posts.delete',
  access: 'content:write',
  kind: 'mutation',
  invalidates: ['content'],
  input: z.strictObject({ postId: idParam }),
  async handler(ctx, { postId }): Promise<{ success: true }> {
    const current = await ctx.db.transaction().execute(async (trx) => {
      const row = await requirePost(trx, postId);
      await posts.deletePost(trx, postId);
      await recordChange(trx, ctx, { entity: 'post', entityId: postId, before: row });
      return row;
    });
    await removeDroppedImages(ctx, POST_IMAGES, [current.imageKey]);
    return { success: true };
  },
});
