import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUPON_MESSAGES } from '../src/coupons/messages';
import { applyCoupon, lineQualifies, MIN_ORDER_PAISE } from '../src/coupons/rules';
import {
  allocate,
  creditLines,
  type GoodsLine,
  invoiceLines,
  SHIPPING_SAC,
  type TaxedLine,
  taxableOf,
  totalsOf,
} from '../src/invoices/gst';
import { gstinCheckChar, gstinProblem } from '../src/invoices/gstin';
import { sellerInput } from '../src/invoices/invoices';
import { documentNumber, financialYear } from '../src/invoices/series';
import { indianWords, rupeesInWords } from '../src/invoices/words';
import { DEFAULT_PRICING_RULES, discountedTotals, shippingFor } from '../src/orders/pricing';

const RATES = [0, 5, 12, 18, 28, 40];
const goodsLine = fc
  .record({
    quantity: fc.integer({ min: 1, max: 20 }),
    unitPricePaise: fc.integer({ min: 1, max: 50_000_00 }),
    ratePercent: fc.constantFrom(...RATES),
  })
  .map(
    (l): GoodsLine => ({
      ...l,
      description: 'Frame',
      hsn: '4414',
      grossPaise: l.quantity * l.unitPricePaise,
    }),
  );
const cart = fc.record({
  goods: fc.array(goodsLine, { minLength: 1, maxLength: 12 }),
  shippingPaise: fc.constantFrom(0, 9_900, 14_999),
  intraState: fc.boolean(),
});

const taxOf = (l: TaxedLine) => l.cgstPaise + l.sgstPaise + l.igstPaise;

describe('GST on an invoice', () => {
  it('adds up exactly to the amount paid over random carts, line by line and in total', () => {
    fc.assert(
      fc.property(cart, ({ goods, shippingPaise, intraState }) => {
        const paid = goods.reduce((s, l) => s + l.grossPaise, 0) + shippingPaise;
        const lines = invoiceLines(goods, shippingPaise, intraState);
        const t = totalsOf(lines);
        expect(t.grossPaise).toBe(paid);
        expect(t.taxablePaise + t.taxPaise).toBe(paid);
        expect(t.cgstPaise + t.sgstPaise + t.igstPaise).toBe(t.taxPaise);
        for (const l of lines) {
          expect(l.taxablePaise + taxOf(l)).toBe(l.grossPaise);
          // Within half a paisa of the exact gross x 100 / (100 + rate).
          expect(
            Math.abs(l.taxablePaise - (l.grossPaise * 100) / (100 + l.ratePercent)),
          ).toBeLessThanOrEqual(0.5);
          if (intraState) {
            expect(l.igstPaise).toBe(0);
            expect(l.cgstPaise - l.sgstPaise).toBeGreaterThanOrEqual(0);
            expect(l.cgstPaise - l.sgstPaise).toBeLessThanOrEqual(1);
          } else {
            expect(l.cgstPaise + l.sgstPaise).toBe(0);
          }
        }
        expect(lines.length).toBe(goods.length + (shippingPaise > 0 ? 1 : 0));
      }),
      { numRuns: 500 },
    );
  });

  it('taxes shipping as its own line at the rate of the line of highest value', () => {
    const lines = invoiceLines(
      [
        {
          description: 'A',
          hsn: '4414',
          ratePercent: 5,
          quantity: 1,
          unitPricePaise: 1000_00,
          grossPaise: 1000_00,
        },
        {
          description: 'B',
          hsn: '7009',
          ratePercent: 18,
          quantity: 2,
          unitPricePaise: 250_00,
          grossPaise: 500_00,
        },
      ],
      99_00,
      true,
    );
    const shipping = lines[2] as TaxedLine;
    expect(shipping).toMatchObject({ hsn: SHIPPING_SAC, ratePercent: 5, grossPaise: 99_00 });
    // 9900 x 100 / 105 = 9428.57 -> 9429; tax 471 split 236 + 235.
    expect(shipping).toMatchObject({ taxablePaise: 9429, cgstPaise: 236, sgstPaise: 235 });
    expect(taxableOf(1000_00, 5)).toBe(95238);
  });

  it('credit notes reverse in proportion and, together, exactly the invoice', () => {
    fc.assert(
      fc.property(
        cart,
        fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 4 }),
        ({ goods, shippingPaise, intraState }, weights) => {
          const invoice = invoiceLines(goods, shippingPaise, intraState);
          const total = totalsOf(invoice).grossPaise;
          // Refunds that add up to the whole invoice, in random parts.
          const parts = allocate(total, weights).filter((p) => p > 0);
          const notes: TaxedLine[][] = [];
          for (const amount of parts) {
            const note = creditLines(invoice, notes, amount, intraState);
            const t = totalsOf(note);
            expect(t.grossPaise).toBe(amount);
            expect(t.taxablePaise + t.taxPaise).toBe(amount);
            for (const l of note) {
              expect(l.grossPaise).toBeGreaterThanOrEqual(0);
              expect(l.taxablePaise).toBeGreaterThanOrEqual(0);
              expect(taxOf(l)).toBeGreaterThanOrEqual(0);
            }
            notes.push(note);
          }
          const all = totalsOf(notes.flat());
          const inv = totalsOf(invoice);
          expect(all).toEqual(inv);
          invoice.forEach((line, i) => {
            const credited = notes.map((n) => n[i] as TaxedLine);
            expect(credited.reduce((s, l) => s + l.taxablePaise, 0)).toBe(line.taxablePaise);
            expect(credited.reduce((s, l) => s + taxOf(l), 0)).toBe(taxOf(line));
          });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuses to credit more than is left', () => {
    const invoice = invoiceLines(
      [
        {
          description: 'A',
          hsn: '4414',
          ratePercent: 5,
          quantity: 1,
          unitPricePaise: 500,
          grossPaise: 500,
        },
      ],
      0,
      false,
    );
    expect(() => creditLines(invoice, [], 501, false)).toThrow(RangeError);
    const half = creditLines(invoice, [], 250, false);
    expect(half[0]).toMatchObject({ grossPaise: 250, taxablePaise: 238, igstPaise: 12 });
  });
});

describe('amounts in words (Indian numbering)', () => {
  it('says lakhs and crores', () => {
    expect(rupeesInWords(120_000_00)).toBe('Rupees One Lakh Twenty Thousand Only');
    expect(rupeesInWords(1_23_45_678_90)).toBe(
      'Rupees One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight and Ninety Paise Only',
    );
    expect(rupeesInWords(1_059_05)).toBe('Rupees One Thousand Fifty Nine and Five Paise Only');
    expect(rupeesInWords(50)).toBe('Rupees Zero and Fifty Paise Only');
    expect(indianWords(100_00_00_000)).toBe('One Hundred Crore');
    expect(indianWords(1_00_000)).toBe('One Lakh');
  });
});

describe('GSTIN', () => {
  it('accepts a valid GSTIN and computes its check character', () => {
    expect(gstinCheckChar('27AAPFU0939F1Z')).toBe('V');
    expect(gstinProblem('27AAPFU0939F1ZV', '27')).toBeNull();
  });

  it('refuses the wrong length, format, check digit and state', () => {
    expect(gstinProblem('27AAPFU0939F1Z', null)).toBe('GSTIN must be 15 characters');
    expect(gstinProblem('27AAPFU0939F1XV', null)).toBe('GSTIN is not in the GSTIN format');
    expect(gstinProblem('27AAPFU0939F1ZW', null)).toBe('GSTIN check digit is wrong');
    expect(gstinProblem('27AAPFU0939F1ZV', '29')).toBe(
      'GSTIN must start with 29, the code of the chosen state',
    );
  });

  it('seller form: upper-cases the GSTIN and ties it to the state', () => {
    const ok = sellerInput.safeParse({
      legalName: 'Frame Shop LLP',
      address: '1 Marine Drive, Mumbai 400001',
      state: 'Maharashtra',
      gstin: '27aapfu0939f1zv',
    });
    expect(ok.success && ok.data.gstin).toBe('27AAPFU0939F1ZV');
    const wrong = sellerInput.safeParse({
      legalName: 'Frame Shop LLP',
      address: '1 MG Road',
      state: 'Karnataka',
      gstin: '27AAPFU0939F1ZV',
    });
    expect(wrong.error?.issues.map((i) => i.message)).toEqual([
      'GSTIN must start with 29, the code of the chosen state',
    ]);
  });
});

describe('document numbers', () => {
  it('runs financial years April to March in IST', () => {
    const ist = (iso: string) => Date.parse(`${iso}+05:30`);
    expect(financialYear(ist('2026-03-31T23:59:59.999'))).toBe('25-26');
    expect(financialYear(ist('2026-04-01T00:00:00'))).toBe('26-27');
    expect(financialYear(ist('2027-03-31T12:00:00'))).toBe('26-27');
    expect(financialYear(ist('2099-12-01T00:00:00'))).toBe('99-00');
  });

  it('fits 16 characters', () => {
    expect(documentNumber('invoice', '26-27', 123)).toBe('FS/26-27/000123');
    expect(documentNumber('credit', '26-27', 7)).toBe('FSCN/26-27/00007');
    expect(documentNumber('credit', '26-27', 99_999)).toHaveLength(16);
  });
});

describe('GST on an invoice with a discount code (issue 23)', () => {
  const coupon = fc.record({
    kind: fc.constantFrom('percent' as const, 'amount' as const, 'free_shipping' as const),
    percent: fc.integer({ min: 1, max: 100 }),
    amountPaise: fc.integer({ min: 1, max: 10_000_00 }),
    appliesTo: fc.constantFrom('all' as const, 'frames' as const, 'custom' as const),
  });

  it('shares the discount over the lines so lines, taxes and totals add up to the amount paid', () => {
    fc.assert(
      fc.property(
        cart,
        coupon,
        fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
        ({ goods, intraState }, c, customFlags) => {
          // Even lines are frame 1, odd lines frame 2; some lines are custom frames.
          const lines = goods.map((g, i) => ({
            kind: customFlags[i] ? ('custom' as const) : ('ready' as const),
            frameId: customFlags[i] ? null : (i % 2) + 1,
            totalPaise: g.grossPaise,
          }));
          const subtotalPaise = goods.reduce((s, g) => s + g.grossPaise, 0);
          const rules = DEFAULT_PRICING_RULES;
          const outcome = applyCoupon(
            {
              code: 'X',
              kind: c.kind,
              value: c.kind === 'percent' ? c.percent : c.amountPaise,
              minSubtotalPaise: 0,
              startsAt: null,
              endsAt: null,
              maxUses: null,
              maxUsesPerAccount: null,
              appliesTo: c.appliesTo,
              frameIds: [1],
              paused: false,
            },
            {
              now: 0,
              lines,
              subtotalPaise,
              shippingPaise: shippingFor(subtotalPaise, rules),
              accountUses: 0,
              totalUses: 0,
            },
          );
          if (!outcome.ok) {
            // Or it would make the order free, which no code may (decision 0022).
            expect([
              'This code does not apply to the items in your cart',
              COUPON_MESSAGES.freeOrder,
            ]).toContain(outcome.message);
            return;
          }
          const totals = discountedTotals(
            subtotalPaise,
            {
              goodsPaise: outcome.goodsDiscountPaise,
              shippingPaise: outcome.shippingDiscountPaise,
            },
            rules,
          );
          expect(totals.grandTotalPaise).toBeGreaterThanOrEqual(MIN_ORDER_PAISE);
          expect(outcome.lineDiscounts.reduce((s, d) => s + d, 0)).toBe(outcome.goodsDiscountPaise);
          outcome.lineDiscounts.forEach((d, i) => {
            const line = lines[i] as (typeof lines)[number];
            expect(d).toBeGreaterThanOrEqual(0);
            expect(d).toBeLessThanOrEqual(line.totalPaise);
            if (!lineQualifies({ appliesTo: c.appliesTo, frameIds: [1] }, line)) expect(d).toBe(0);
          });
          // What the order's invoice is made of (invoices/issue.published.ts).
          const discounted = goods.map((g, i) => ({
            ...g,
            grossPaise: g.grossPaise - (outcome.lineDiscounts[i] as number),
          }));
          const shippingPaid =
            totals.grandTotalPaise - discounted.reduce((s, g) => s + g.grossPaise, 0);
          expect(shippingPaid).toBeGreaterThanOrEqual(0);
          const t = totalsOf(invoiceLines(discounted, shippingPaid, intraState));
          expect(t.grossPaise).toBe(totals.grandTotalPaise);
          expect(t.taxablePaise + t.taxPaise).toBe(totals.grandTotalPaise);
          expect(totals.grandTotalPaise).toBe(
            totals.subtotalPaise + totals.shippingPaise - totals.discountPaise,
          );
        },
      ),
      { numRuns: 500 },
    );
  });
});
