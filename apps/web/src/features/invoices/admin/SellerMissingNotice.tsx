import { Link } from '@tanstack/react-router';
import { trpc } from '../../../lib/trpc';

/** On the dashboard while no seller is set: paid orders get no tax invoice until one is. */
export function SellerMissingNotice() {
  const settings = trpc.invoices.settings.useQuery({});
  if (!settings.data || settings.data.source !== null) return null;
  return (
    <div
      role="alert"
      className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <p className="font-semibold">No tax invoices are being issued</p>
      <p className="text-sm">
        The seller's legal name, address, state and GSTIN are not set.{' '}
        <Link to="/admin/tax-invoices" className="font-medium underline">
          Set the seller details
        </Link>{' '}
        so paid orders get their GST invoice.
      </p>
    </div>
  );
}
