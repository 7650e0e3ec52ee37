import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../../features/content/shop/contact/ContactPage';
import { pageTitle, titleHead } from '../../lib/page-title';

export const Route = createFileRoute('/_shop/Contact')({
  head: titleHead(pageTitle('Contact us')),
  component: ContactPage,
});
