import { describe, expect, it } from 'vitest';
import {
  createGateway,
  isMerchantId,
  newMerchantId,
  v1XVerify,
  webhookAuthorization,
} from '../src/client';
import { formatRupees } from '../src/simulator/index';

describe('published test vectors', () => {
  it('v1 X-VERIFY equals PhonePe’s pay-request example byte for byte', () => {
    // developer.phonepe.com/v1/reference/pay-api-1, "How to Calculate X-Verify/Checksum header"
    // (mirrored verbatim in github.com/amitkumarr260/phonepe README.md): the sample request for
    // PGTESTPAYUAT / MT7850590068188104 / 10000 paise, salt key 099eb0cd-02cf-4e2a-8aca-3e6c6aff0399,
    // salt index 1, base64 below, "Checksum Value: d7a8e445...554180###1".
    const base64 =
      'ewogICJtZXJjaGFudElkIjogIlBHVEVTVFBBWVVBVCIsCiAgIm1lcmNoYW50VHJhbnNhY3Rpb25JZCI6ICJNVDc4NTA1OTAwNjgxODgxMDQiLAogICJtZXJjaGFudFVzZXJJZCI6ICJNVUlEMTIzIiwKICAiYW1vdW50IjogMTAwMDAsCiAgInJlZGlyZWN0VXJsIjogImh0dHBzOi8vd2ViaG9vay5zaXRlL3JlZGlyZWN0LXVybCIsCiAgInJlZGlyZWN0TW9kZSI6ICJSRURJUkVDVCIsCiAgImNhbGxiYWNrVXJsIjogImh0dHBzOi8vd2ViaG9vay5zaXRlL2NhbGxiYWNrLXVybCIsCiAgIm1vYmlsZU51bWJlciI6ICI5OTk5OTk5OTk5IiwKICAicGF5bWVudEluc3RydW1lbnQiOiB7CiAgICAidHlwZSI6ICJQQVlfUEFHRSIKICB9Cn0=';
    expect(JSON.parse(Buffer.from(base64, 'base64').toString('utf8'))).toMatchObject({
      merchantId: 'PGTESTPAYUAT',
      merchantTransactionId: 'MT7850590068188104',
      amount: 10000,
      redirectMode: 'REDIRECT',
      paymentInstrument: { type: 'PAY_PAGE' },
    });
    expect(v1XVerify(base64, '/pg/v1/pay', '099eb0cd-02cf-4e2a-8aca-3e6c6aff0399', 1)).toBe(
      'd7a8e4458caa6fcd781166bbdc85fec76740c18cb9baa9a4c48cf2387d554180###1',
    );
  });

  it('webhook Authorization is the hex SHA-256 of "username:password"', () => {
    expect(webhookAuthorization('username', 'password')).toBe(
      'bc842c31a9e54efe320d30d948be61291f3ceee4766e36ab25fa65243cd76e0e',
    );
  });
});

describe('merchant ids', () => {
  it('are at most 35 characters of [A-Za-z0-9_-], random, and keep a readable prefix', () => {
    const ids = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const id = newMerchantId('FS1234567890123456789012345678901234');
      expect(id.length).toBeLessThanOrEqual(35);
      expect(isMerchantId(id)).toBe(true);
      ids.add(id);
    }
    expect(ids.size).toBe(200);
    expect(newMerchantId('FS42')).toMatch(/^FS42_[A-Za-z0-9]{12}$/);
    expect(isMerchantId(newMerchantId('order #42/a'))).toBe(true);
    expect(isMerchantId('a'.repeat(36))).toBe(false);
    expect(isMerchantId('bad id')).toBe(false);
    expect(isMerchantId('')).toBe(false);
  });

  it('formats rupees the Indian way', () => {
    expect(formatRupees(123400)).toBe('₹1,234.00');
    expect(formatRupees(12345678900)).toBe('₹12,34,56,789.00');
  });
});

describe('v2 webhook parsing', () => {
  const gw = createGateway({
    api: 'v2',
    pgUrl: 'http://127.0.0.1:9',
    authUrl: 'http://127.0.0.1:9',
    clientId: 'c',
    clientSecret: 's',
    clientVersion: '1',
    webhookUsername: 'username',
    webhookPassword: 'password',
    merchantId: '',
    saltKey: '',
    saltIndex: '',
  });
  const auth = {
    authorization: 'bc842c31a9e54efe320d30d948be61291f3ceee4766e36ab25fa65243cd76e0e',
  };

  it('falls back to the deprecated type and ignores unknown fields', () => {
    const body = JSON.stringify({
      type: 'PG_ORDER_COMPLETED',
      somethingNew: { x: 1 },
      payload: { merchantOrderId: 'FS1_abc', state: 'COMPLETED', amount: 10000, extra: true },
    });
    expect(gw.verifyWebhook(auth, body)).toEqual({
      event: 'pg.order.completed',
      kind: 'order',
      merchantOrderId: 'FS1_abc',
      merchantRefundId: null,
      state: 'COMPLETED',
      amountPaise: 10000,
      dedupeKey: 'pg.order.completed:FS1_abc:COMPLETED',
    });
  });

  it('returns null for unreadable bodies and repeated or wrong headers', () => {
    expect(gw.verifyWebhook(auth, '{not json')).toBeNull();
    expect(gw.verifyWebhook(auth, JSON.stringify({ payload: {} }))).toBeNull();
    const body = JSON.stringify({
      event: 'pg.refund.failed',
      payload: { merchantRefundId: 'R1', state: 'FAILED' },
    });
    expect(gw.verifyWebhook(auth, body)?.kind).toBe('refund');
    expect(gw.verifyWebhook({ authorization: [auth.authorization, 'x'] }, body)?.event).toBe(
      'pg.refund.failed',
    );
    expect(gw.verifyWebhook({ authorization: auth.authorization.toUpperCase() }, body)).toBeNull();
  });
});
