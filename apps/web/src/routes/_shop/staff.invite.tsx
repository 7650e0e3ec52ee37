import { createFileRoute } from '@tanstack/react-router';
import { AcceptInvitePage } from '../../features/staff/shop/AcceptInvitePage';
import { pageTitle, titleHead } from '../../lib/page-title';

export const Route = createFileRoute('/_shop/staff/invite')({
  head: titleHead(pageTitle('Join the back-office')),
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' ? { token: search.token.slice(0, 200) } : {},
  component: function AcceptInviteRoute() {
    const { token } = Route.useSearch();
    return <AcceptInvitePage token={token ?? ''} />;
  },
});
