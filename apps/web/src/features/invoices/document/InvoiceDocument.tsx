import type { TaxDocumentDto } from '@frameshop/contracts/invoices/invoices';
import { formatRupees } from '@frameshop/contracts/shared/format';
import './invoice-print.css';

const rupees = (paise: number) => formatRupees(paise / 100);
const istDate = (ms: number) =>
  new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(ms));

/** A tax invoice or credit note as issued (issue 23), laid out for the screen and for A4. */
export function InvoiceDocument({ doc }: { doc: TaxDocumentDto }) {
  const t = doc.totals;
  const title = doc.kind === 'invoice' ? 'Tax invoice' : 'Credit note';
  return (
    <article
      data-invoice
      className="mx-auto max-w-4xl space-y-5 rounded-lg border border-stone-200 bg-white p-4 text-sm text-stone-800 sm:p-8"
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-stone-200 pb-4">
        <div>
          <h1 className="text-xl font-semibold uppercase tracking-wide text-stone-900">{title}</h1>
          <p className="mt-1">
            No. <strong data-invoice-number>{doc.number}</strong> · {istDate(doc.issuedAt)}
          </p>
          {doc.kind === 'credit' ? (
            <p>
              Against invoice {doc.invoiceNumber} of {istDate(doc.invoiceIssuedAt)}
            </p>
          ) : null}
          <p>Order #{doc.orderId}</p>
        </div>
        <div className="max-w-xs sm:text-right">
          <p className="font-semibold text-stone-900">{doc.seller.legalName}</p>
          <p className="whitespace-pre-line">{doc.seller.address}</p>
          <p>
            {doc.seller.state} ({doc.seller.stateCode})
          </p>
          <p>GSTIN {doc.seller.gstin}</p>
        </div>
      </header>
      <section className="grid gap-4 sm:grid-cols-2">
        <div>
          <h2 className="font-semibold text-stone-900">Billed and shipped to</h2>
          <p>{doc.buyer.name}</p>
          <p>{doc.buyer.address}</p>
        </div>
        <div className="sm:text-right">
          <h2 className="font-semibold text-stone-900">Place of supply</h2>
          <p>
            {doc.placeOfSupply.state} ({doc.placeOfSupply.stateCode})
          </p>
          <p>{doc.intraState ? 'CGST + SGST (intra-state)' : 'IGST (inter-state)'}</p>
        </div>
      </section>
      {/* Phones: one block per line; wider screens and paper: the table. */}
      <ul className="space-y-3 sm:hidden" aria-label="Lines">
        {doc.lines.map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a document's fixed lines
          <li key={i} className="border-b border-stone-100 pb-3">
            <p className="font-medium text-stone-900">{line.description}</p>
            <dl className="mt-1 grid grid-cols-2 gap-x-4 text-stone-700">
              <dt>HSN/SAC</dt>
              <dd className="text-right tabular-nums">{line.hsn}</dd>
              {line.quantity === null || line.unitPricePaise === null ? null : (
                <>
                  <dt>Quantity × unit price</dt>
                  <dd className="text-right tabular-nums">
                    {line.quantity} × {rupees(line.unitPricePaise)}
                  </dd>
                </>
              )}
              <dt>Taxable value</dt>
              <dd className="text-right tabular-nums">{rupees(line.taxablePaise)}</dd>
              <dt>GST {line.ratePercent}%</dt>
              <dd className="text-right tabular-nums">
                {rupees(line.cgstPaise + line.sgstPaise + line.igstPaise)}
              </dd>
              <dt className="font-medium text-stone-900">Total</dt>
              <dd className="text-right font-medium tabular-nums text-stone-900">
                {rupees(line.grossPaise)}
              </dd>
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto sm:block print:block">
        <table className="w-full min-w-[40rem] border-collapse text-left">
          <thead>
            <tr className="border-b border-stone-300 text-xs uppercase text-stone-600">
              <th className="py-2 pr-2">Description</th>
              <th className="py-2 pr-2">HSN/SAC</th>
              <th className="py-2 pr-2 text-right">Qty</th>
              <th className="py-2 pr-2 text-right">Unit price</th>
              <th className="py-2 pr-2 text-right">Taxable value</th>
              <th className="py-2 pr-2 text-right">Rate</th>
              <th className="py-2 pr-2 text-right">Tax</th>
              <th className="py-2 text-right">Total</th>
            </tr>
          </thead>
          <tbody>
            {doc.lines.map((line, i) => (
              // Lines are fixed as issued and never reordered.
              // biome-ignore lint/suspicious/noArrayIndexKey: a document's fixed lines
              <tr key={i} className="border-b border-stone-100 align-top">
                <td className="py-2 pr-2">{line.description}</td>
                <td className="py-2 pr-2 tabular-nums">{line.hsn}</td>
                <td className="py-2 pr-2 text-right tabular-nums">{line.quantity ?? ''}</td>
                <td className="py-2 pr-2 text-right tabular-nums">
                  {line.unitPricePaise === null ? '' : rupees(line.unitPricePaise)}
                </td>
                <td className="py-2 pr-2 text-right tabular-nums">{rupees(line.taxablePaise)}</td>
                <td className="py-2 pr-2 text-right tabular-nums">{line.ratePercent}%</td>
                <td className="py-2 pr-2 text-right tabular-nums">
                  {rupees(line.cgstPaise + line.sgstPaise + line.igstPaise)}
                </td>
                <td className="py-2 text-right tabular-nums">{rupees(line.grossPaise)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="ml-auto max-w-xs space-y-1">
        <Row label="Taxable value" value={rupees(t.taxablePaise)} />
        {doc.intraState ? (
          <>
            <Row label="CGST" value={rupees(t.cgstPaise)} />
            <Row label="SGST" value={rupees(t.sgstPaise)} />
          </>
        ) : (
          <Row label="IGST" value={rupees(t.igstPaise)} />
        )}
        <div className="flex justify-between gap-4 border-t border-stone-300 pt-1 font-semibold text-stone-900">
          <dt>{doc.kind === 'invoice' ? 'Grand total' : 'Total credited'}</dt>
          <dd className="tabular-nums" data-invoice-total>
            {rupees(t.grossPaise)}
          </dd>
        </div>
      </dl>
      <p className="font-medium text-stone-900" data-invoice-words>
        {doc.amountInWords}
      </p>
      <p className="text-xs text-stone-600">
        Prices include GST. Tax is not payable on reverse charge. Computer-generated; no signature
        required.
      </p>
    </article>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}
