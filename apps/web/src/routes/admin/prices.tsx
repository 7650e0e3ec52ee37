import { createFileRoute } from '@tanstack/react-router';
import { PriceManagement } from '../../features/catalogue-admin/PriceManagement';

export const Route = createFileRoute('/admin/prices')({ component: PriceManagement });
