import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPolicyPage } from '../../features/pages/PrivacyPolicyPage';

export const Route = createFileRoute('/_shop/PrivacyPolicy')({ component: PrivacyPolicyPage });
