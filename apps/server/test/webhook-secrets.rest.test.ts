import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describeEachDialect } from '@frameshop/db/testing/test-database';
import { systemContext } from '@frameshop/domain/shared/context';
import { Receiver } from '@frameshop/domain/testing/webhook-receiver';
import {
  deliverWebhooks,
  sealLegacyWebhookSecrets,
} from '@frameshop/domain/webhooks/webhooks.service';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { backupDatabase } from '../src/ops/backup';
import { loadSecretsKey, secretsKeyFile } from '../src/secrets-key';
import { ADMIN, bearer, createAdmin, loginToken, useApp } from './helpers';

/**
 * Webhook signing secrets are sealed at rest with SECRETS_KEY (AES-256-GCM): no table and no
 * backup holds one in clear, deliveries are still signed with the secret the admin was shown,
 * and secrets stored in clear before are sealed at start.
 */

function verify(secret: string, header: string, body: string): boolean {
  const [, t, v1] = header.match(/^t=(\d+),v1=([0-9a-f]{64})$/) ?? [];
  return createHmac('sha256', secret).update(`${t}.${body}`).digest('hex') === v1;
}

describeEachDialect(
  'webhook secrets at rest',
  (t) => {
    const suite = useApp(t, { env: { WEBHOOK_ALLOW_PRIVATE: 'true' } });
    const receiver = new Receiver();
    const outDir = mkdtempSync(join(tmpdir(), 'frameshop-test-secret-backups-'));
    let admin: Record<string, string>;
    beforeAll(async () => {
      await receiver.start();
      await createAdmin(suite.app);
      admin = bearer(await loginToken(suite.app, ADMIN.email, ADMIN.password));
    });
    afterAll(() => {
      receiver.stop();
      rmSync(outDir, { recursive: true, force: true });
    });
    beforeEach(async () => {
      await t.db.deleteFrom('webhook_deliveries').execute();
      await t.db.deleteFrom('webhook_endpoints').execute();
      receiver.received.length = 0;
    });

    const deliver = () =>
      deliverWebhooks.run(systemContext(suite.app.deps, 'webhooks'), { owner: 'test' });
    async function register(): Promise<{ id: number; secret: string }> {
      const res = await suite.app.inject({
        method: 'POST',
        url: '/api/webhook/create',
        headers: admin,
        payload: { url: receiver.url, events: ['contact.received'] },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data;
    }
    async function inquiryIsSignedWith(secret: string): Promise<void> {
      receiver.received.length = 0;
      const sent = await suite.app.inject({
        method: 'POST',
        url: '/api/contact/create',
        payload: { name: 'Kiran', email: 'kiran@example.com', message: 'A 24x36 poster?' },
      });
      expect(sent.statusCode).toBe(201);
      expect(await deliver()).toMatchObject({ delivered: 1 });
      const [got] = receiver.received;
      expect(verify(secret, String(got?.headers['x-frameshop-signature']), got?.body ?? '')).toBe(
        true,
      );
    }

    it('stores no secret in clear, in the table or a backup; deliveries are signed with it', async () => {
      const { id, secret } = await register();
      const row = await t.db
        .selectFrom('webhook_endpoints')
        .selectAll()
        .where('endpointId', '=', id)
        .executeTakeFirstOrThrow();
      expect(JSON.stringify(row)).not.toContain(secret);
      expect(JSON.stringify(row)).not.toContain(secret.slice(6, 30));
      expect(row.secret).toMatch(/^enc1:/);
      await inquiryIsSignedWith(secret);

      const backup = await backupDatabase({ databaseUrl: t.url, baseDir: '/', outDir });
      const raw = readFileSync(backup.file);
      const dump = (backup.file.endsWith('.gz') ? gunzipSync(raw) : raw).toString('latin1');
      expect(dump).toContain(receiver.url);
      expect(dump).not.toContain(secret.slice(6, 30));
    });

    it('a secret stored in clear before is sealed at start, and still signs', async () => {
      const { id, secret } = await register();
      // As an endpoint made before secrets were sealed holds it.
      await t.db
        .updateTable('webhook_endpoints')
        .set({ secret })
        .where('endpointId', '=', id)
        .execute();
      await inquiryIsSignedWith(secret);
      expect(await sealLegacyWebhookSecrets(suite.app.deps)).toBe(1);
      expect(await sealLegacyWebhookSecrets(suite.app.deps)).toBe(0);
      const row = await t.db
        .selectFrom('webhook_endpoints')
        .select('secret')
        .where('endpointId', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.secret).toMatch(/^enc1:/);
      expect(row.secret).not.toContain(secret.slice(6, 30));
      await inquiryIsSignedWith(secret);
    });
  },
  { sqliteFile: true },
);

describe('SECRETS_KEY', () => {
  it('is required in production, and must be 32 bytes', () => {
    const production = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://shop.example.in',
    };
    expect(() => loadConfig(production)).toThrow(/SECRETS_KEY/);
    expect(() => loadConfig({ NODE_ENV: 'test', SECRETS_KEY: 'short' })).toThrow(ConfigError);
    const hex = 'ab'.repeat(32);
    const config = loadConfig({ NODE_ENV: 'test', SECRETS_KEY: hex });
    expect(loadSecretsKey(config).toString('hex')).toBe(hex);
  });

  it('the embedded default makes one key beside the SQLite file, mode 0600, and keeps it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'frameshop-key-'));
    try {
      const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: `sqlite:${dir}/shop.db` });
      const first = loadSecretsKey(config);
      expect(secretsKeyFile(config)).toBe(join(dir, 'secrets.key'));
      expect(statSync(join(dir, 'secrets.key')).mode & 0o777).toBe(0o600);
      expect(first).toHaveLength(32);
      expect(loadSecretsKey(config).equals(first)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
