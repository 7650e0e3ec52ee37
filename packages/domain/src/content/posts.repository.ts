import type { PostDto } from '@frameshop/contracts/content/dtos';
import { toIso } from '@frameshop/db/rows';
import { imageUrls } from '../media/image-pipeline';
import { type Db, forUpdate, type Trx } from '../shared/db';

/** The home page's social posts (an Instagram link and an image), newest first. */
export const POST_IMAGE_FOLDER = 'posts';

type PostRow = { postId: number; instagramLink: string; imageKey: string; createdAt: number };

export function toPostDto(r: PostRow): PostDto {
  const { imageUrl, srcset } = imageUrls(POST_IMAGE_FOLDER, r.imageKey);
  return {
    postId: Number(r.postId),
    instagramLink: r.instagramLink,
    imageUrl,
    srcset,
    createdAt: toIso(r.createdAt),
  };
}

export async function listPosts(db: Db): Promise<PostDto[]> {
  const rows = await db
    .selectFrom('social_posts')
    .selectAll()
    .orderBy('createdAt', 'desc')
    .orderBy('postId', 'desc')
    .execute();
  return rows.map(toPostDto);
}

export function findPost(db: Db, postId: number) {
  return db.selectFrom('social_posts').selectAll().where('postId', '=', postId).executeTakeFirst();
}

export async function insertPost(
  db: Db,
  post: { instagramLink: string; imageKey: string; at: number },
): Promise<number> {
  const result = await db
    .insertInto('social_posts')
    .values({
      instagramLink: post.instagramLink,
      imageKey: post.imageKey,
      createdAt: post.at,
      updatedAt: post.at,
    })
    .executeTakeFirstOrThrow();
  return Number(result.insertId);
}

export async function updatePost(
  db: Db,
  postId: number,
  columns: { instagramLink: string; imageKey: string; updatedAt: number },
): Promise<void> {
  await db.updateTable('social_posts').set(columns).where('postId', '=', postId).execute();
}

export async function deletePost(db: Db, postId: number): Promise<void> {
  await db.deleteFrom('social_posts').where('postId', '=', postId).execute();
}

/** The post, locked until the transaction ends (an update decides which image it drops). */
export function lockPost(trx: Trx, postId: number) {
  return forUpdate(
    trx,
    trx.selectFrom('social_posts').selectAll().where('postId', '=', postId),
  ).executeTakeFirst();
}
