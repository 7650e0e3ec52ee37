import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../features/shop-shell/HomePage';

export const Route = createFileRoute('/_shop/')({ component: HomePage });
