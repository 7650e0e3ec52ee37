import { createFileRoute } from '@tanstack/react-router';
import { HomeSettings } from '../../features/content/admin/settings/HomeSettings';
import { adminTitle, titleHead } from '../../lib/page-title';

export const Route = createFileRoute('/admin/slider')({
  head: titleHead(adminTitle('Home Settings')),
  loader: ({ context }) => {
    void context.trpc.content.sliders.list.prefetch();
  },
  component: () => <HomeSettings initialTab="sliders" />,
});
