import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../features/content/shop/HomePage';
import { SHOP_NAME, titleHead } from '../../lib/page-title';

export const Route = createFileRoute('/_shop/')({
  head: titleHead(`${SHOP_NAME} · Custom picture frames and wall art`),
  component: HomePage,
});
