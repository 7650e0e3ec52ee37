import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * The key webhook signing secrets are sealed with at rest (AES-256-GCM, 32 bytes). SECRETS_KEY
 * when set (required when NODE_ENV=production; 64 hex digits or 32 bytes in base64). Otherwise,
 * for the embedded default, `secrets.key` beside the SQLite file (`data/` for a MySQL URL), made
 * once with mode 0600 and read from then on. Backups do not hold it: keep it, and back it up,
 * apart from the database (README, Backups).
 */
export function parseSecretsKey(text: string): Buffer | null {
  const trimmed = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return Buffer.from(trimmed, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)) {
    const key = Buffer.from(
      trimmed,
      trimmed.includes('+') || trimmed.includes('/') ? 'base64' : 'base64url',
    );
    return key.length === 32 ? key : null;
  }
  return null;
}

/** What of the configuration the key depends on. */
export interface SecretsKeyConfig {
  SECRETS_KEY?: string;
  DATABASE_URL: string;
  sqliteBaseDir: string;
}

/** Where the embedded default keeps its generated key. */
export function secretsKeyFile(config: SecretsKeyConfig): string {
  const url = config.DATABASE_URL;
  const file = url.startsWith('sqlite:') ? url.slice('sqlite:'.length) : '';
  const dir =
    file && file !== ':memory:'
      ? dirname(resolve(config.sqliteBaseDir, file))
      : resolve(config.sqliteBaseDir, 'data');
  return join(dir, 'secrets.key');
}

export function loadSecretsKey(config: SecretsKeyConfig): Buffer {
  if (config.SECRETS_KEY) {
    const key = parseSecretsKey(config.SECRETS_KEY);
    // The config schema has checked it already.
    if (key) return key;
  }
  const path = secretsKeyFile(config);
  mkdirSync(dirname(path), { recursive: true });
  try {
    // 'wx': of several processes starting at once, one writes it and the others read it.
    writeFileSync(path, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
    chmodSync(path, 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = parseSecretsKey(readFileSync(path, 'utf8'));
  if (!key) throw new Error(`${path} does not hold a 32-byte key (64 hex digits)`);
  return key;
}
