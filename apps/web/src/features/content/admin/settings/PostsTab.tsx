import type { PostDto } from '@frameshop/contracts/content/dtos';
import { contentMessages as m } from '@frameshop/contracts/content/messages';
import { useState } from 'react';
import { QueryView } from '../../../../components/admin/QueryView';
import { Button } from '../../../../components/Button';
import { serverMessage } from '../../../../lib/errors';
import { formatMediumDate } from '../../../../lib/format';
import { toastOutcome } from '../../../../lib/mutation-toasts';
import { trpc } from '../../../../lib/trpc';
import { PostModal } from './PostModal';

/** Social posts: a grid of Instagram posts, each with its image; create, edit, delete. */
export function PostsTab() {
  const utils = trpc.useUtils();
  const posts = trpc.content.posts.list.useQuery();
  const [modal, setModal] = useState<{ post: PostDto | null } | null>(null);
  const remove = trpc.content.posts.delete.useMutation(
    toastOutcome(m.postDeleted, m.somethingWentWrong, () => utils.content.posts.invalidate()),
  );

  return (
    <section className="space-y-4" aria-label="Social Posts">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-stone-600">Instagram posts shown on the home page.</p>
        <Button onClick={() => setModal({ post: null })}>Add Post</Button>
      </div>
      <QueryView
        query={posts}
        loading="Loading posts..."
        error={serverMessage(posts.error) ?? m.somethingWentWrong}
        isEmpty={(list) => list.length === 0}
        empty="No social posts yet"
        emptyCard={false}
      >
        {(list) => (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Posts">
            {list.map((post) => (
              <li
                key={post.postId}
                className="flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white"
              >
                <img
                  src={`/${post.imageUrl}`}
                  srcSet={post.srcset || undefined}
                  sizes="(min-width: 1024px) 320px, 100vw"
                  alt={`Post ${post.postId}`}
                  className="aspect-[16/9] w-full bg-stone-100 object-cover"
                />
                <div className="flex flex-1 flex-col gap-2 p-3">
                  <a
                    href={post.instagramLink}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="break-all text-sm text-amber-800 underline"
                  >
                    {post.instagramLink}
                  </a>
                  <span className="text-xs text-stone-500">{formatMediumDate(post.createdAt)}</span>
                  <div className="mt-auto flex justify-end gap-1">
                    <Button
                      variant="ghost"
                      aria-label={`Edit post ${post.instagramLink}`}
                      onClick={() => setModal({ post })}
                    >
                      Edit
                    </Button>
                    <Button
                      variant="dangerGhost"
                      aria-label={`Delete post ${post.instagramLink}`}
                      disabled={remove.isPending}
                      onClick={() => {
                        if (window.confirm('Are you sure you want to delete this post?')) {
                          remove.mutate({ postId: post.postId });
                        }
                      }}
                    >
                      Delete
                    </Button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      {modal ? <PostModal post={modal.post} onClose={() => setModal(null)} /> : null}
    </section>
  );
}
