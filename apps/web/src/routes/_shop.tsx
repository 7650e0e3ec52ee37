import { createFileRoute } from '@tanstack/react-router';
import { ShopLayout } from '../features/shop-shell/ShopLayout';

export const Route = createFileRoute('/_shop')({ component: () => <ShopLayout /> });
