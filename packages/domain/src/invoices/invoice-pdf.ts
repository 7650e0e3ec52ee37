import type { TaxedLine } from '@frameshop/contracts/invoices/gst';
import type { TaxDocumentDto } from '@frameshop/contracts/invoices/invoices';
import PDFDocument from 'pdfkit';

/**
 * A tax invoice or credit note as an A4 PDF (pdfkit). Amounts are written "Rs. 1,234.50" in
 * the built-in Helvetica: no font file to ship, and every PDF reader and text extractor reads
 * it; the HTML page shows the ₹ sign.
 */

const rs = (paise: number) =>
  `Rs. ${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const istDate = (ms: number) =>
  new Date(ms).toLocaleDateString('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
  });

const COLUMNS = [
  { title: '#', width: 18 },
  { title: 'Description', width: 140 },
  { title: 'HSN/SAC', width: 44 },
  { title: 'Qty', width: 26 },
  { title: 'Unit price', width: 62 },
  { title: 'Taxable', width: 62 },
  { title: 'Rate', width: 30 },
  { title: 'Tax', width: 56 },
  { title: 'Total', width: 66 },
];

function cells(line: TaxedLine, i: number): string[] {
  const tax = line.cgstPaise + line.sgstPaise + line.igstPaise;
  return [
    String(i + 1),
    line.description,
    line.hsn,
    line.quantity === null ? '' : String(line.quantity),
    line.unitPricePaise === null ? '' : rs(line.unitPricePaise),
    rs(line.taxablePaise),
    `${line.ratePercent}%`,
    rs(tax),
    rs(line.grossPaise),
  ];
}

export function renderPdf(doc: TaxDocumentDto): Promise<Buffer> {
  const pdf = new PDFDocument({ size: 'A4', margin: 40, info: { Title: doc.number } });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const left = 40;
  const title = doc.kind === 'invoice' ? 'TAX INVOICE' : 'CREDIT NOTE';
  pdf.font('Helvetica-Bold').fontSize(16).text(title, { align: 'center' });
  pdf.moveDown(0.5);
  pdf.font('Helvetica-Bold').fontSize(10).text(doc.seller.legalName);
  pdf.font('Helvetica').fontSize(9).text(doc.seller.address);
  pdf.text(`State: ${doc.seller.state} (${doc.seller.stateCode})   GSTIN: ${doc.seller.gstin}`);
  pdf.moveDown(0.5);
  pdf.text(
    `${doc.kind === 'invoice' ? 'Invoice' : 'Credit note'} number: ${doc.number}   Date: ${istDate(doc.issuedAt)}`,
  );
  if (doc.kind === 'credit') {
    pdf.text(`Against invoice ${doc.invoiceNumber} of ${istDate(doc.invoiceIssuedAt)} (refund)`);
  }
  pdf.text(`Order: ${doc.orderId}`);
  pdf.moveDown(0.5);
  pdf.font('Helvetica-Bold').text('Bill to / Ship to');
  pdf.font('Helvetica').text(doc.buyer.name);
  pdf.text(doc.buyer.address);
  pdf.text(`Place of supply: ${doc.placeOfSupply.state} (${doc.placeOfSupply.stateCode})`);
  pdf.moveDown(0.8);

  const row = (values: string[], bold: boolean) => {
    const y = pdf.y;
    let x = left;
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    let height = 0;
    COLUMNS.forEach((c, i) => {
      const text = values[i] ?? '';
      const align = i >= 3 ? 'right' : 'left';
      pdf.text(text, x, y, { width: c.width - 4, align });
      height = Math.max(height, pdf.heightOfString(text, { width: c.width - 4 }));
      x += c.width;
    });
    pdf.x = left;
    pdf.y = y + height + 4;
  };
  row(
    COLUMNS.map((c) => c.title),
    true,
  );
  doc.lines.forEach((line, i) => {
    if (line.grossPaise > 0 || doc.kind === 'invoice') row(cells(line, i), false);
  });
  pdf.moveDown(0.5);
  const t = doc.totals;
  const sums: [string, string][] = [['Taxable value', rs(t.taxablePaise)]];
  if (doc.intraState) {
    sums.push(['CGST', rs(t.cgstPaise)], ['SGST', rs(t.sgstPaise)]);
  } else {
    sums.push(['IGST', rs(t.igstPaise)]);
  }
  sums.push([doc.kind === 'invoice' ? 'Grand total' : 'Total credited', rs(t.grossPaise)]);
  for (const [label, value] of sums) {
    const y = pdf.y;
    pdf.font('Helvetica').fontSize(9).text(label, 330, y, { width: 110 });
    pdf.text(value, 440, y, { width: 110, align: 'right' });
    pdf.x = left;
  }
  pdf.moveDown(0.5);
  pdf.font('Helvetica-Bold').fontSize(9).text(`Amount in words: ${doc.amountInWords}`, left);
  pdf.moveDown(0.5);
  pdf
    .font('Helvetica')
    .fontSize(8)
    .text(
      'Prices include GST. Tax is not payable on reverse charge. Computer-generated; no signature required.',
    );
  pdf.end();
  return done;
}
