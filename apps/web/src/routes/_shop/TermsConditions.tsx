import { createFileRoute } from '@tanstack/react-router';
import { TermsPage } from '../../features/pages/TermsPage';

export const Route = createFileRoute('/_shop/TermsConditions')({ component: TermsPage });
