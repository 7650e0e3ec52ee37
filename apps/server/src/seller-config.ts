import { type SellerDetails, sellerInput } from '@frameshop/contracts/invoices/invoices';
import { z } from 'zod';

/**
 * The seller on tax invoices until an admin saves one (issue 23). All four or none: with none
 * (and nothing saved) no invoice is issued and the admin dashboard says so.
 */
export const sellerEnv = {
  SELLER_LEGAL_NAME: z.string().trim().max(200).optional(),
  SELLER_ADDRESS: z.string().trim().max(500).optional(),
  SELLER_STATE: z.string().trim().max(60).optional(),
  SELLER_GSTIN: z.string().trim().max(15).optional(),
};

type SellerEnv = { [K in keyof typeof sellerEnv]?: string | undefined };

function fields(e: SellerEnv) {
  return {
    legalName: e.SELLER_LEGAL_NAME,
    address: e.SELLER_ADDRESS,
    state: e.SELLER_STATE,
    gstin: e.SELLER_GSTIN,
  };
}

const KEYS: Record<string, keyof SellerEnv> = {
  legalName: 'SELLER_LEGAL_NAME',
  address: 'SELLER_ADDRESS',
  state: 'SELLER_STATE',
  gstin: 'SELLER_GSTIN',
};

/** What is wrong with the SELLER_* settings, per variable: the admin screen's own rules. */
export function sellerIssues(e: SellerEnv): { path: string[]; message: string }[] {
  const given = Object.values(fields(e)).filter((v) => v !== undefined && v !== '');
  if (given.length === 0) return [];
  const parsed = sellerInput.safeParse(fields(e));
  if (parsed.success) return [];
  return parsed.error.issues.map((i) => ({
    path: [KEYS[String(i.path[0])] ?? 'SELLER_GSTIN'],
    message: i.message,
  }));
}

export function sellerOf(e: SellerEnv): SellerDetails | null {
  const parsed = sellerInput.safeParse(fields(e));
  return parsed.success ? parsed.data : null;
}
