import { createFileRoute } from '@tanstack/react-router';
import { FrameDetail } from '../../features/catalogue-admin/FrameDetail';

export const Route = createFileRoute('/admin/frame/$frameId')({
  component: function FrameDetailRoute() {
    const { frameId } = Route.useParams();
    return <FrameDetail frameId={Number(frameId)} />;
  },
});
