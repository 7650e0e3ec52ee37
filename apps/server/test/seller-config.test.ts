import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { sellerOf } from '../src/seller-config';

/** SELLER_* (issue 23): all four or none, checked at boot by the admin screen's own rules. */
function bootLines(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message
      .split('\n')
      .slice(1)
      .map((l) => l.trim());
  }
  throw new Error('the configuration was accepted');
}

const SELLER = {
  SELLER_LEGAL_NAME: 'Frame Shop LLP',
  SELLER_ADDRESS: '1 Marine Drive, Mumbai 400001',
  SELLER_STATE: 'Maharashtra',
  SELLER_GSTIN: '27aapfu0939f1zv',
};

describe('seller settings', () => {
  it('none set: no seller, no invoices', () => {
    expect(sellerOf(loadConfig({}))).toBeNull();
  });

  it('all four: the seller, GSTIN upper-cased', () => {
    expect(sellerOf(loadConfig(SELLER))).toEqual({
      legalName: 'Frame Shop LLP',
      address: '1 Marine Drive, Mumbai 400001',
      state: 'Maharashtra',
      gstin: '27AAPFU0939F1ZV',
    });
  });

  it('refuses a partial or invalid seller with a line per setting', () => {
    expect(bootLines({ SELLER_GSTIN: '27AAPFU0939F1ZV' })).toEqual([
      'SELLER_LEGAL_NAME: Legal name is required',
      'SELLER_ADDRESS: Address is required',
      'SELLER_STATE: Choose a state or union territory',
    ]);
    expect(bootLines({ ...SELLER, SELLER_STATE: 'Goa' })).toEqual([
      'SELLER_GSTIN: GSTIN must start with 30, the code of the chosen state',
    ]);
    expect(bootLines({ ...SELLER, SELLER_GSTIN: '27AAPFU0939F1ZW' })).toEqual([
      'SELLER_GSTIN: GSTIN check digit is wrong',
    ]);
  });
});
