import type { NewsDto, NewsPage } from '@frameshop/contracts/content/dtos';
import { contentMessages as m } from '@frameshop/contracts/content/messages';
import { newsInput, newsListQuery, newsUpdateInput } from '@frameshop/contracts/content/schemas';
import { idParam } from '@frameshop/contracts/shared/text';
import { z } from 'zod';
import { recordChange } from '../audit/audit.published';
import { type ImageFolder, removeDroppedImages, withStoredImages } from '../media/uploads';
import { AppError } from '../shared/errors';
import { pageOf } from '../shared/paging';
import { defineUseCase } from '../shared/use-case';
import * as news from './news.repository';

/** News images are public: the shop shows them from /uploads/news. */
const NEWS_IMAGES: ImageFolder = { area: 'public', folder: news.NEWS_IMAGE_FOLDER };
const ONE_IMAGE = { max: 1, label: 'image' };

export const listNews = defineUseCase({
  name: 'news.list',
  cachedIn: 'content',
  access: 'public',
  kind: 'query',
  input: newsListQuery,
  handler: (ctx, query): Promise<NewsPage> =>
    ctx.caches.content.get(`news.list:${JSON.stringify(query)}`, async () =>
      pageOf(query, await news.listNewsPage(ctx.db, query), () =>
        news.countNews(ctx.db, query.search),
      ),
    ),
});

export const getNews = defineUseCase({
  name: 'news.byId',
  cachedIn: 'content',
  access: 'public',
  kind: 'query',
  input: z.strictObject({ newsId: idParam }),
  async handler(ctx, { newsId }): Promise<NewsDto> {
    const row = await ctx.caches.content.get(`news.byId:${newsId}`, () =>
      news.findNewsRow(ctx.db, newsId),
    );
    if (!row) throw new AppError('NOT_FOUND', m.newsNotFound);
    return news.toNewsDto(row);
  },
});

async function requireNews(db: Parameters<typeof news.findNewsRow>[0], newsId: number) {
  const row = await news.findNewsRow(db, newsId);
  if (!row) throw new AppError('NOT_FOUND', m.newsNotFound);
  return news.toNewsDto(row);
}

export const createNews = defineUseCase({
  name: 'news.create',
  access: 'content:write',
  kind: 'mutation',
  invalidates: ['content'],
  input: newsInput,
  files: ONE_IMAGE,
  async handler(ctx, input, images): Promise<NewsDto> {
    const newsId = await withStoredImages(ctx, NEWS_IMAGES, images, ([imageKey]) =>
      ctx.db.transaction().execute(async (trx) => {
        const now = ctx.now();
        const id = await news.insertNews(trx, {
          title: input.title,
          author: input.author,
          shortDesc: input.shortDesc,
          sections: JSON.stringify(input.sections),
          imageKey: imageKey ?? null,
          createdAt: now,
          updatedAt: now,
        });
        const after = await news.findNewsRow(trx, id);
        await recordChange(trx, ctx, { entity: 'news', entityId: id, after });
        return id;
      }),
    );
    return requireNews(ctx.db, newsId);
  },
});

/** Without a new image and without removeImage, the current image stays. */
export const updateNews = defineUseCase({
  name: 'news.update',
  access: 'content:write',
  kind: 'mutation',
  invalidates: ['content'],
  input: newsUpdateInput,
  files: ONE_IMAGE,
  async handler(ctx, { newsId, removeImage, ...input }, images): Promise<NewsDto> {
    if (!(await news.findNewsRow(ctx.db, newsId))) throw new AppError('NOT_FOUND', m.newsNotFound);
    const dropped: string[] = [];
    await withStoredImages(ctx, NEWS_IMAGES, images, ([newKey]) =>
      ctx.db.transaction().execute(async (trx) => {
        const current = await news.lockNewsRow(trx, newsId);
        if (!current) throw new AppError('NOT_FOUND', m.newsNotFound);
        const imageKey = newKey ?? (removeImage ? null : current.imageKey);
        await news.updateNews(trx, newsId, {
          title: input.title,
          author: input.author,
          shortDesc: input.shortDesc,
          sections: JSON.stringify(input.sections),
          imageKey,
          updatedAt: ctx.now(),
        });
        if (current.imageKey && current.imageKey !== imageKey) dropped.push(current.imageKey);
        const after = await news.findNewsRow(trx, newsId);
        await recordChange(trx, ctx, { entity: 'news', entityId: newsId, before: current, after });
      }),
    );
    await removeDroppedImages(ctx, NEWS_IMAGES, dropped);
    return requireNews(ctx.db, newsId);
  },
});

export const deleteNews = defineUseCase({
  name: 'news.delete',
  access: 'content:write',
  kind: 'mutation',
  invalidates: ['content'],
  input: z.strictObject({ newsId: idParam }),
  async handler(ctx, { newsId }): Promise<{ success: true }> {
    const current = await ctx.db.transaction().execute(async (trx) => {
      const row = await news.findNewsRow(trx, newsId);
      if (!row || !(await news.deleteNews(trx, newsId))) {
        throw new AppError('NOT_FOUND', m.newsNotFound);
      }
      await recordChange(trx, ctx, { entity: 'news', entityId: newsId, before: row });
      return row;
    });
    await removeDroppedImages(ctx, NEWS_IMAGES, current.imageKey ? [current.imageKey] : []);
    return { success: true };
  },
});
