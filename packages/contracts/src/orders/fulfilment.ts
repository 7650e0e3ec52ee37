import { z } from 'zod';
import { formatRupees } from '../shared/format';
import { rupeeAmount, rupeesToPaise } from '../shared/money';
import { idParam, requiredText } from '../shared/text';

/**
 * Shipment tracking and cash on delivery (issue 23): the carriers an admin keeps, the AWB an
 * order ships with, and the COD settings. Money in integer paise.
 */

export const AWB_PLACEHOLDER = '{awb}';

/** A tracking URL template: https, with `{awb}` exactly once (where the AWB goes). */
export const trackingUrlTemplate = z
  .string({ error: 'Tracking URL is required' })
  .trim()
  .min(1, 'Tracking URL is required')
  .max(300, 'Tracking URL must be at most 300 characters')
  .superRefine((v, ctx) => {
    const problem = templateProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

function templateProblem(template: string): string | null {
  if (template.split(AWB_PLACEHOLDER).length !== 2) {
    return 'Tracking URL must contain {awb} exactly once';
  }
  let url: URL;
  try {
    url = new URL(template.replace(AWB_PLACEHOLDER, 'AWB'));
  } catch {
    return 'Tracking URL must be a web address such as https://carrier.example/track?awb={awb}';
  }
  if (url.protocol !== 'https:') return 'Tracking URL must start with https://';
  return null;
}

export const carrierInput = z.strictObject({
  name: requiredText('Carrier name', 60),
  trackingUrl: trackingUrlTemplate,
});
export type CarrierInput = z.input<typeof carrierInput>;
export const carrierUpdateInput = carrierInput.extend({ carrierId: idParam });
export const carrierIdInput = z.strictObject({ carrierId: idParam });

export interface CarrierDto {
  carrierId: number;
  name: string;
  trackingUrl: string;
}

/** An AWB (air waybill) number as couriers print them: letters and digits, 6 to 30. */
export const trackingNumber = z
  .string({ error: 'AWB number is required' })
  .trim()
  .regex(/^[A-Za-z0-9]{6,30}$/, 'AWB number must be 6 to 30 letters or digits')
  .transform((v) => v.toUpperCase());

/** The shopper's tracking link: the template with the AWB in place (URL-encoded). */
export function trackingLink(template: string, awb: string): string {
  return template.replace(AWB_PLACEHOLDER, encodeURIComponent(awb));
}

export const PAYMENT_METHODS = ['phonepe', 'cod'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const paymentMethod = z.enum(PAYMENT_METHODS, {
  error: "Payment method must be 'phonepe' or 'cod'",
});

/** ₹10,000: above it the shop does not send frames against cash. */
export const DEFAULT_COD_MAX_PAISE = 1_000_000;

const paiseAmount = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be whole paise`)
    .min(0, `${label} cannot be negative`)
    .max(100_000_000, `${label} is too large`);

export const codSettingsInput = z.strictObject({
  enabled: z.boolean({ error: 'Say whether cash on delivery is offered' }),
  maxOrderPaise: paiseAmount('Maximum order value').refine(
    (v) => v > 0,
    'Maximum order value must be more than ₹0',
  ),
  feePaise: paiseAmount('COD fee').refine((v) => v <= 100_000, 'COD fee must be at most ₹1,000'),
});
export type CodSettingsInput = z.input<typeof codSettingsInput>;

export interface CodSettingsDto {
  enabled: boolean;
  maxOrderPaise: number;
  feePaise: number;
}

export const DEFAULT_COD_SETTINGS: CodSettingsDto = {
  enabled: false,
  maxOrderPaise: DEFAULT_COD_MAX_PAISE,
  feePaise: 0,
};

/** What the cart says about paying on delivery; money in rupees like the rest of the cart. */
export interface CodOption {
  /** The shop offers COD at all (settings). */
  enabled: boolean;
  /** This cart may be paid on delivery. */
  offered: boolean;
  /** Why not, in the shopper's words, when enabled and not offered. */
  reason: string | null;
  fee: number;
  /** The cart's grand total with the fee, when paid on delivery. */
  grandTotal: number;
  /** The GST included in that total. */
  gst: number;
}

/** Why a cart of this total (paise, before the fee) cannot be paid on delivery, or null. */
export function codRefusal(totalPaise: number, s: CodSettingsDto): string | null {
  if (!s.enabled) return 'Cash on delivery is not available';
  if (totalPaise > s.maxOrderPaise) {
    return `Cash on delivery is available for orders up to ${formatRupees(s.maxOrderPaise / 100)}`;
  }
  return null;
}

/** The Delivered dialog's question for a COD order (rupees). */
export function cashQuestion(grandTotal: number): string {
  return `Cash received ${formatRupees(grandTotal)}?`;
}

/** The Shipped dialog's form: a carrier from the list (by name) and the AWB. */
export const shipmentInput = z.strictObject({
  carrier: z.string({ error: 'Choose a carrier' }).trim().min(1, 'Choose a carrier').max(60),
  trackingNumber,
});
export type ShipmentInput = z.input<typeof shipmentInput>;

/** The admin's COD form speaks rupees; it saves paise (codSettingsInput). */
export const codSettingsForm = z
  .strictObject({
    enabled: z.boolean(),
    maxOrderRupees: rupeeAmount,
    feeRupees: rupeeAmount,
  })
  .transform((v) => ({
    enabled: v.enabled,
    maxOrderPaise: rupeesToPaise(v.maxOrderRupees),
    feePaise: rupeesToPaise(v.feeRupees),
  }))
  .pipe(codSettingsInput);
export type CodSettingsForm = z.input<typeof codSettingsForm>;
