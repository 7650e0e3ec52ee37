import { createFileRoute } from '@tanstack/react-router';
import { TermsPage } from '../../features/content/shop/TermsPage';
import { pageTitle, titleHead } from '../../lib/page-title';

export const Route = createFileRoute('/_shop/TermsConditions')({
  head: titleHead(pageTitle('Terms & Conditions')),
  component: TermsPage,
});
