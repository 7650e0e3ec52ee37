import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Webhook signing secrets at rest (docs/decisions/0023-personal-data-at-rest.md): AES-256-GCM
 * with the deployment's SECRETS_KEY, stored as `enc1:` + base64url(iv | tag | ciphertext). The
 * database and its backups hold only that; the key is kept, and backed up, apart. A value
 * without the prefix is a secret stored before encryption: read as it is until the start-up
 * step seals it (sealLegacyWebhookSecrets).
 */

const PREFIX = 'enc1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Binds a sealed value to its purpose: a sealed webhook secret opens as nothing else. */
const AAD = Buffer.from('frameshop webhook secret');

export class SecretKeyError extends Error {}

export function isSealed(stored: string): boolean {
  return stored.startsWith(PREFIX);
}

export function sealSecret(plain: string, key: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(AAD);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The secret; a legacy clear value as it is; SecretKeyError when the key is not the one. */
export function openSecret(stored: string, key: Buffer): string {
  if (!isSealed(stored)) return stored;
  const raw = Buffer.from(stored.slice(PREFIX.length), 'base64url');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
    decipher.setAAD(AAD);
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([
      decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    throw new SecretKeyError(
      'The signing secret cannot be read with this SECRETS_KEY (the key it was sealed with is needed)',
    );
  }
}
