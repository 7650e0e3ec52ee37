import { parseRouteId } from '@frameshop/contracts/shared/page-meta';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useCallback, useRef } from 'react';
import { ProductPage, type ShownKey } from '../../features/catalogue/shop/product/ProductPage';
import {
  FRAME_QUERY,
  type ProductMeta,
  productMeta,
  reviewsPageInput,
} from '../../features/catalogue/shop/product/queries';
import { metaHead, pageTitle } from '../../lib/page-title';

interface ProductHead {
  /** What the head describes, compared with what the page shows (see ProductPage's onShown). */
  shown: ShownKey | null;
  meta: ProductMeta | null;
  missing: boolean;
}

export const Route = createFileRoute('/_shop/Singleproduct/$frameId')({
  // Starts the frame and its first reviews page with the route's code and never waits: the
  // page shows its skeleton meanwhile. The head describes what the cache already holds; once
  // the page has its frame (or its 404) the component asks the router to run this again.
  loader: ({ context, params }): ProductHead => {
    const frameId = parseRouteId(params.frameId);
    if (frameId === null) return { shown: 'missing:invalid', meta: null, missing: true };
    const byId = context.trpc.catalogue.frames.byId;
    // A 404 already known is the answer (fetching again would only clear it while it runs).
    const state = context.queryClient.getQueryState(byId.queryOptions({ frameId }).queryKey);
    // Typed by the router: the query key carries TRPCClientError<AppRouter>.
    if (state?.error?.data?.httpStatus === 404) {
      return { shown: `missing:${frameId}`, meta: null, missing: true };
    }
    void byId.prefetch({ frameId }, FRAME_QUERY);
    void context.trpc.content.reviews.listForFrame.prefetch(reviewsPageInput(frameId, 1));
    const frame = byId.getData({ frameId });
    if (frame) {
      return {
        shown: `frame:${frame.frameId}:${frame.name}:${frame.updatedAt}`,
        meta: productMeta(frame),
        missing: false,
      };
    }
    return { shown: null, meta: null, missing: false };
  },
  head: ({ loaderData, params }) => {
    const canonicalPath = `/Singleproduct/${params.frameId}`;
    if (loaderData?.meta) {
      const { meta } = loaderData;
      return metaHead({
        title: pageTitle(meta.name),
        description: meta.description,
        canonicalPath: `/Singleproduct/${meta.frameId}`,
        image: meta.image,
      });
    }
    if (loaderData?.missing) return { meta: [{ title: pageTitle('Frame not found') }] };
    return metaHead({ title: pageTitle('Frame details'), canonicalPath });
  },
  component: ProductRoute,
});

function ProductRoute() {
  const { frameId } = Route.useParams();
  const head = Route.useLoaderData();
  const router = useRouter();
  const described = head.shown;
  const asked = useRef<ShownKey | null>(null);
  // The page now shows a frame (or its absence) the head does not describe yet: run the
  // loader again, which finds it in the cache, so title, description and og tags follow.
  const onShown = useCallback(
    (shown: ShownKey) => {
      if (shown !== described && asked.current !== shown) {
        asked.current = shown;
        void router.invalidate({ filter: (match) => match.routeId === Route.id });
      }
    },
    [described, router],
  );
  return <ProductPage frameId={parseRouteId(frameId)} onShown={onShown} />;
}
