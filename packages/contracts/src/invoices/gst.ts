/**
 * GST on a tax invoice and its credit notes, as pure functions on integer paise (issue 23).
 *
 * Prices are GST-inclusive, so each line's gross is what the buyer paid for it; its taxable
 * value is gross x 100 / (100 + rate), rounded to the paisa, and its tax is the rest. Because
 * every line's taxable value and tax add up to its gross, and the lines' grosses add up to the
 * amount paid, the invoice's totals add up to the amount paid exactly, whatever the rounding.
 * Intra-state supplies split the tax into CGST and SGST, the odd paisa going to CGST.
 */

/** Courier services (SAC 996812): how the shop ships what it sells. */
export const SHIPPING_SAC = '996812';
export const SHIPPING_DESCRIPTION = 'Shipping and handling';

export interface TaxSplit {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface TaxedLine extends TaxSplit {
  description: string;
  hsn: string;
  ratePercent: number;
  /** Null on a credit note's lines, which reverse value, not units. */
  quantity: number | null;
  unitPricePaise: number | null;
  grossPaise: number;
}

export interface TaxTotals extends TaxSplit {
  grossPaise: number;
  taxPaise: number;
}

export interface GoodsLine {
  description: string;
  hsn: string;
  ratePercent: number;
  quantity: number;
  unitPricePaise: number;
  grossPaise: number;
}

export function taxableOf(grossPaise: number, ratePercent: number): number {
  return Math.round((grossPaise * 100) / (100 + ratePercent));
}

function split(taxablePaise: number, taxPaise: number, intraState: boolean): TaxSplit {
  if (!intraState) return { taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: taxPaise };
  const cgstPaise = Math.ceil(taxPaise / 2);
  return { taxablePaise, cgstPaise, sgstPaise: taxPaise - cgstPaise, igstPaise: 0 };
}

/**
 * The rate shipping is taxed at: shipping by the seller with the goods is a composite supply
 * (CGST Act s. 8(a)) taxed at the rate of its principal supply, the line of highest value
 * (ties: the higher rate).
 */
export function shippingRate(lines: readonly GoodsLine[]): number {
  let best: GoodsLine | undefined;
  for (const line of lines) {
    if (
      !best ||
      line.grossPaise > best.grossPaise ||
      (line.grossPaise === best.grossPaise && line.ratePercent > best.ratePercent)
    )
      best = line;
  }
  return best?.ratePercent ?? 0;
}

/** An invoice's lines (the goods, then shipping as its own line when charged) with their tax. */
export function invoiceLines(
  goods: readonly GoodsLine[],
  shippingPaise: number,
  intraState: boolean,
): TaxedLine[] {
  const all: GoodsLine[] = [...goods];
  if (shippingPaise > 0) {
    all.push({
      description: SHIPPING_DESCRIPTION,
      hsn: SHIPPING_SAC,
      ratePercent: shippingRate(goods),
      quantity: 1,
      unitPricePaise: shippingPaise,
      grossPaise: shippingPaise,
    });
  }
  return all.map((line) => {
    const taxable = taxableOf(line.grossPaise, line.ratePercent);
    return { ...line, ...split(taxable, line.grossPaise - taxable, intraState) };
  });
}

export function totalsOf(lines: readonly TaxedLine[]): TaxTotals {
  const t: TaxTotals = {
    grossPaise: 0,
    taxablePaise: 0,
    cgstPaise: 0,
    sgstPaise: 0,
    igstPaise: 0,
    taxPaise: 0,
  };
  for (const l of lines) {
    t.grossPaise += l.grossPaise;
    t.taxablePaise += l.taxablePaise;
    t.cgstPaise += l.cgstPaise;
    t.sgstPaise += l.sgstPaise;
    t.igstPaise += l.igstPaise;
    t.taxPaise += l.cgstPaise + l.sgstPaise + l.igstPaise;
  }
  return t;
}

/**
 * A credit note's lines for a refund of `amountPaise`: the refund is shared over what each
 * invoice line has not yet had credited, in proportion (largest remainder, ties to the earlier
 * line), and each share's taxable value is that share of the line's remaining taxable value.
 * A line's last share takes exactly what is left, so credit notes adding up to the whole
 * invoice reverse exactly its taxable value and tax. `credited` lists earlier credit notes.
 */
export function creditLines(
  invoice: readonly TaxedLine[],
  credited: readonly (readonly TaxedLine[])[],
  amountPaise: number,
  intraState: boolean,
): TaxedLine[] {
  const left = invoice.map((line, i) => {
    const rest = {
      gross: line.grossPaise,
      taxable: line.taxablePaise,
      cgst: line.cgstPaise,
      sgst: line.sgstPaise,
      igst: line.igstPaise,
    };
    for (const note of credited) {
      const c = note[i];
      if (!c) continue;
      rest.gross -= c.grossPaise;
      rest.taxable -= c.taxablePaise;
      rest.cgst -= c.cgstPaise;
      rest.sgst -= c.sgstPaise;
      rest.igst -= c.igstPaise;
    }
    return rest;
  });
  const total = left.reduce((s, l) => s + l.gross, 0);
  if (!Number.isInteger(amountPaise) || amountPaise <= 0 || amountPaise > total) {
    throw new RangeError(`Cannot credit ${amountPaise} paise of ${total} left on the invoice`);
  }
  const shares = allocate(
    amountPaise,
    left.map((l) => l.gross),
  );
  return invoice.map((line, i) => {
    const share = shares[i] as number;
    const rest = left[i] as (typeof left)[number];
    const base = {
      description: line.description,
      hsn: line.hsn,
      ratePercent: line.ratePercent,
      quantity: null,
      unitPricePaise: null,
      grossPaise: share,
    };
    if (share === rest.gross) {
      // The line's last share: exactly what is left of it.
      return {
        ...base,
        taxablePaise: rest.taxable,
        cgstPaise: rest.cgst,
        sgstPaise: rest.sgst,
        igstPaise: rest.igst,
      };
    }
    const taxable = rest.gross === 0 ? 0 : roundedShare(share, rest.taxable, rest.gross);
    const tax = share - taxable;
    if (!intraState) return { ...base, ...split(taxable, tax, false) };
    // Half each, kept within what is left of each so the last share never goes negative.
    const cgst = Math.min(rest.cgst, Math.max(tax - rest.sgst, Math.ceil(tax / 2)));
    return { ...base, taxablePaise: taxable, cgstPaise: cgst, sgstPaise: tax - cgst, igstPaise: 0 };
  });
}

/** round(part x of / whole), half up, in integers exact at any size. */
function roundedShare(part: number, of: number, whole: number): number {
  return Number((BigInt(part) * BigInt(of) * 2n + BigInt(whole)) / (2n * BigInt(whole)));
}

/** `amount` shared over `weights` in proportion, in integers adding up to it exactly. */
export function allocate(amount: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  if (sum === 0) return weights.map(() => 0);
  const big = BigInt(amount);
  const whole = BigInt(sum);
  const parts = weights.map((w, i) => {
    const exact = big * BigInt(w);
    return { i, base: Number(exact / whole), rem: exact % whole };
  });
  let short = amount - parts.reduce((s, p) => s + p.base, 0);
  const order = [...parts].sort((a, b) => (a.rem === b.rem ? a.i - b.i : a.rem > b.rem ? -1 : 1));
  const out = parts.map((p) => p.base);
  for (const p of order) {
    if (short === 0) break;
    out[p.i] = (out[p.i] as number) + 1;
    short--;
  }
  return out;
}
