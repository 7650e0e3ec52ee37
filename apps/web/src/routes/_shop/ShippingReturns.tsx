import { createFileRoute } from '@tanstack/react-router';
import { ShippingReturnsPage } from '../../features/pages/ShippingReturnsPage';

export const Route = createFileRoute('/_shop/ShippingReturns')({ component: ShippingReturnsPage });
