import { createFileRoute } from '@tanstack/react-router';
import { ContactRequests } from '../../features/content/admin/contact/ContactRequests';
import { adminTitle, titleHead } from '../../lib/page-title';

export const Route = createFileRoute('/admin/contact')({
  head: titleHead(adminTitle('Contact Requests')),
  loader: ({ context }) => {
    void context.trpc.content.contacts.list.prefetch();
  },
  component: ContactRequests,
});
