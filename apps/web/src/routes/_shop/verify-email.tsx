import { createFileRoute } from '@tanstack/react-router';
import { VerifyEmailPage } from '../../features/users/shop/VerifyEmailPage';
import { pageTitle, titleHead } from '../../lib/page-title';

export const Route = createFileRoute('/_shop/verify-email')({
  head: titleHead(pageTitle('Verify your e-mail')),
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' ? { token: search.token.slice(0, 100) } : {},
  component: function VerifyEmailRoute() {
    const { token } = Route.useSearch();
    return <VerifyEmailPage token={token ?? ''} />;
  },
});
