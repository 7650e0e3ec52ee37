import { createFileRoute } from '@tanstack/react-router';
import { TaxSettings } from '../../features/invoices/admin/TaxSettings';
import { adminTitle, titleHead } from '../../lib/page-title';
import { ADMIN_PREFETCH } from '../../lib/router-context';

export const Route = createFileRoute('/admin/tax-invoices')({
  head: titleHead(adminTitle('Tax invoices')),
  loader: ({ context }) => {
    void context.trpc.invoices.settings.prefetch({}, ADMIN_PREFETCH);
  },
  component: TaxSettings,
});
