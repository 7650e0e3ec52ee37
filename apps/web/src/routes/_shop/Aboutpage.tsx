import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../../features/content/shop/AboutPage';
import { pageTitle, titleHead } from '../../lib/page-title';

export const Route = createFileRoute('/_shop/Aboutpage')({
  head: titleHead(pageTitle('About us')),
  component: AboutPage,
});
