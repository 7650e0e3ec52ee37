import { ErrorState, Spinner } from '../../../components/States';
import { trpc } from '../../../lib/trpc';
import { BackfillInvoices } from './BackfillInvoices';
import { MaterialTaxTable } from './MaterialTaxTable';
import { SellerForm } from './SellerForm';

/** /admin/tax-invoices (issue 23): who sells, and each material's HSN code and GST rate. */
export function TaxSettings() {
  const settings = trpc.invoices.settings.useQuery({});
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">Tax invoices</h1>
        <p className="text-sm text-stone-600">
          Each paid order gets a GST tax invoice numbered FS/yy-yy/nnnnnn per financial year; each
          completed refund a credit note numbered FSCN/yy-yy/nnnnn.
        </p>
      </div>
      {settings.isPending ? (
        <Spinner label="Loading tax settings…" />
      ) : settings.isError ? (
        <ErrorState message="Tax settings could not be loaded" onRetry={() => settings.refetch()} />
      ) : (
        <>
          <BackfillInvoices />
          <SellerForm settings={settings.data} />
          <MaterialTaxTable materials={settings.data.materials} />
        </>
      )}
    </div>
  );
}
