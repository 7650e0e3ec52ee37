import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { CreateBucketCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { createS3Client } from '@frameshop/domain/media/s3-storage';
import { afterAll, beforeAll } from 'vitest';
import { freePort } from './raw-http';

/**
 * A real S3-compatible server for the storage suites: Python moto's `moto_server`, one per
 * test file on a free port, with two fresh buckets. Where it is not installed the suites skip
 * and say so (`.ci/run` installs it when it can).
 */
function findMoto(): string | null {
  try {
    return (
      execFileSync('sh', ['-c', 'command -v moto_server'], { encoding: 'utf8' }).trim() || null
    );
  } catch {
    return null;
  }
}
export const MOTO = findMoto();
export const MOTO_MISSING =
  'moto_server is not on PATH (pip install "moto[server]"): S3 storage tests skipped';

async function waitUntilUp(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`moto_server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`moto_server did not answer at ${url} within 30 s`);
}

export interface Moto {
  /** The settings that point the app at this server's two buckets (filled in beforeAll). */
  env: Record<string, string>;
  client: S3Client;
  bucket: string;
  privateBucket: string;
  /** Every key in a bucket. */
  keys(bucket: string): Promise<string[]>;
}

/** Starts moto for this file (beforeAll) and stops it (afterAll). */
export function useMoto(): Moto {
  let child: ChildProcess | undefined;
  const suffix = randomBytes(4).toString('hex');
  const moto = {
    env: {},
    bucket: `shop-public-${suffix}`,
    privateBucket: `shop-private-${suffix}`,
    async keys(bucket: string) {
      const out = await moto.client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (out.Contents ?? []).map((o) => o.Key ?? '').sort();
    },
  } as Moto;
  beforeAll(async () => {
    if (!MOTO) return;
    const port = await freePort();
    child = spawn(MOTO, ['-H', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
    const endpoint = `http://127.0.0.1:${port}`;
    await waitUntilUp(`${endpoint}/moto-api/`, child);
    Object.assign(moto.env, {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: moto.bucket,
      S3_PRIVATE_BUCKET: moto.privateBucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'test',
      S3_SECRET_ACCESS_KEY: 'test',
      S3_FORCE_PATH_STYLE: 'true',
    });
    moto.client = await createS3Client({
      region: 'us-east-1',
      endpoint,
      accessKeyId: 'test',
      secretAccessKey: 'test',
      forcePathStyle: true,
    })();
    for (const Bucket of [moto.bucket, moto.privateBucket]) {
      await moto.client.send(new CreateBucketCommand({ Bucket }));
    }
  }, 40_000);
  afterAll(() => {
    moto.client?.destroy();
    child?.kill();
  });
  return moto;
}
