import type { S3Connection } from '@frameshop/domain/media/s3-storage';
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
// S3's bucket naming rules, so a typo stops the boot rather than the first upload.
const bucket = z
  .string()
  .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3-63 of a-z 0-9 . -)');

/** The storage settings, spread into the one env schema (config.ts). */
export const storageEnv = {
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: bucket.optional(),
  S3_PRIVATE_BUCKET: bucket.optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.optional(),
  S3_PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
};

type StorageEnv = z.output<z.ZodObject<typeof storageEnv>>;

export type StorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      connection: S3Connection;
      bucket: string;
      privateBucket: string;
      /** Where /uploads/<key> redirects (a CDN or the bucket's own URL), without a trailing /. */
      publicUrl: string | null;
    };

/** Missing or contradictory settings: one issue (one line at boot) each. */
export function storageIssues(e: StorageEnv): { path: string[]; message: string }[] {
  const issues: { path: string[]; message: string }[] = [];
  const s3Keys = (Object.keys(storageEnv) as (keyof StorageEnv)[]).filter(
    (k) => k !== 'STORAGE' && e[k] !== undefined,
  );
  if (e.STORAGE === 'local') {
    // Set but unused would look like a shop on S3 that is in fact writing to local disk.
    for (const key of s3Keys) {
      issues.push({
        path: [key],
        message: 'is set but STORAGE is local: set STORAGE=s3 or unset it',
      });
    }
    return issues;
  }
  if (!e.S3_BUCKET) {
    issues.push({
      path: ['S3_BUCKET'],
      message: 'must be set when STORAGE=s3 (the public bucket)',
    });
  }
  if (!e.S3_PRIVATE_BUCKET) {
    issues.push({
      path: ['S3_PRIVATE_BUCKET'],
      message: "must be set when STORAGE=s3 (the bucket for shoppers' photos)",
    });
  } else if (e.S3_PRIVATE_BUCKET === e.S3_BUCKET) {
    issues.push({
      path: ['S3_PRIVATE_BUCKET'],
      message: "must differ from S3_BUCKET: the public bucket's files are served to anyone",
    });
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    issues.push({
      path: [e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
      message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither',
    });
  }
  return issues;
}

export function storageConfig(e: StorageEnv): StorageConfig {
  if (e.STORAGE === 'local' || !e.S3_BUCKET || !e.S3_PRIVATE_BUCKET) return { kind: 'local' };
  return {
    kind: 's3',
    connection: {
      region: e.S3_REGION ?? 'us-east-1',
      endpoint: e.S3_ENDPOINT,
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
      forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
    },
    bucket: e.S3_BUCKET,
    privateBucket: e.S3_PRIVATE_BUCKET,
    publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, '') ?? null,
  };
}
