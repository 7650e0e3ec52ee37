import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPolicyPage } from '../../features/content/shop/PrivacyPolicyPage';
import { pageTitle, titleHead } from '../../lib/page-title';

export const Route = createFileRoute('/_shop/PrivacyPolicy')({
  head: titleHead(pageTitle('Privacy Policy')),
  component: PrivacyPolicyPage,
});
