import { createFileRoute } from '@tanstack/react-router';
import { FrameDetail } from '../../features/catalogue/admin/FrameDetail';
import { FRAME_DETAIL_QUERY } from '../../features/catalogue/admin/queries';
import { adminTitle } from '../../lib/page-title';

export const Route = createFileRoute('/admin/frame/$frameId')({
  head: ({ params }) => ({ meta: [{ title: adminTitle(`Frame #${params.frameId}`) }] }),
  loader: ({ context, params }) => {
    const frameId = Number(params.frameId);
    if (Number.isInteger(frameId) && frameId > 0) {
      void context.trpc.catalogue.frames.byId.prefetch({ frameId }, FRAME_DETAIL_QUERY);
    }
  },
  component: function FrameDetailRoute() {
    const { frameId } = Route.useParams();
    return <FrameDetail frameId={Number(frameId)} />;
  },
});
