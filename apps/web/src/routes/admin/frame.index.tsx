import { createFileRoute } from '@tanstack/react-router';
import { FrameCollection } from '../../features/catalogue/admin/FrameCollection';
import { framePageInput } from '../../features/catalogue/admin/queries';
import { adminTitle, titleHead } from '../../lib/page-title';

export const Route = createFileRoute('/admin/frame/')({
  head: titleHead(adminTitle('Frames')),
  loader: ({ context }) => {
    void context.trpc.catalogue.frames.list.prefetch(framePageInput(1, ''));
    // The add/edit modal's dropdowns, so it opens without a spinner.
    void context.trpc.catalogue.options.prefetch();
  },
  component: FrameCollection,
});
