import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../../features/users/shop/ResetPasswordPage';
import { pageTitle, titleHead } from '../../lib/page-title';

export const Route = createFileRoute('/_shop/reset-password')({
  head: titleHead(pageTitle('Choose a new password')),
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' ? { token: search.token.slice(0, 100) } : {},
  component: function ResetPasswordRoute() {
    const { token } = Route.useSearch();
    return <ResetPasswordPage token={token ?? ''} />;
  },
});
