import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

/** The error's lines below "Invalid configuration:", one per bad setting. */
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

const S3 = {
  STORAGE: 's3',
  S3_BUCKET: 'shop-public',
  S3_PRIVATE_BUCKET: 'shop-private',
};

/** STORAGE and the S3_* settings (issue 20): defaults, and one clear line per missing or contradictory one. */
describe('storage settings', () => {
  it('defaults to local disk, as before', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'local' });
  });

  it('reads an S3 store with its defaults', () => {
    expect(loadConfig(S3).storage).toEqual({
      kind: 's3',
      bucket: 'shop-public',
      privateBucket: 'shop-private',
      publicUrl: null,
      connection: {
        region: 'us-east-1',
        endpoint: undefined,
        accessKeyId: undefined,
        secretAccessKey: undefined,
        forcePathStyle: false,
      },
    });
    const full = loadConfig({
      ...S3,
      S3_REGION: 'ap-south-1',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_URL: 'https://cdn.example.in/',
    }).storage;
    expect(full).toMatchObject({
      publicUrl: 'https://cdn.example.in',
      connection: {
        region: 'ap-south-1',
        endpoint: 'http://127.0.0.1:9000',
        accessKeyId: 'key',
        secretAccessKey: 'secret',
        forcePathStyle: true,
      },
    });
  });

  it('stops on STORAGE=s3 without its buckets, one line each', () => {
    expect(bootLines({ STORAGE: 's3' })).toEqual([
      'S3_BUCKET: must be set when STORAGE=s3 (the public bucket)',
      "S3_PRIVATE_BUCKET: must be set when STORAGE=s3 (the bucket for shoppers' photos)",
    ]);
  });

  it('stops when the private bucket is the public one', () => {
    expect(bootLines({ ...S3, S3_PRIVATE_BUCKET: 'shop-public' })).toEqual([
      "S3_PRIVATE_BUCKET: must differ from S3_BUCKET: the public bucket's files are served to anyone",
    ]);
  });

  it('stops on half a key pair, a bad bucket name, a bad URL or an unknown store', () => {
    expect(bootLines({ ...S3, S3_ACCESS_KEY_ID: 'key' })).toEqual([
      'S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither',
    ]);
    expect(bootLines({ ...S3, S3_BUCKET: 'Shop_Public' })).toEqual([
      'S3_BUCKET: must be a bucket name (3-63 of a-z 0-9 . -)',
    ]);
    expect(bootLines({ ...S3, S3_PUBLIC_URL: 'ftp://cdn' })).toEqual([
      'S3_PUBLIC_URL: must be an http(s) URL',
    ]);
    expect(bootLines({ ...S3, S3_FORCE_PATH_STYLE: 'yes' })[0]).toMatch(/^S3_FORCE_PATH_STYLE:/);
    expect(bootLines({ STORAGE: 'gcs' })[0]).toMatch(/^STORAGE:/);
  });

  it('stops on S3 settings with STORAGE left local: the shop would not be using them', () => {
    expect(bootLines({ S3_BUCKET: 'shop-public', S3_REGION: 'ap-south-1' })).toEqual([
      'S3_BUCKET: is set but STORAGE is local: set STORAGE=s3 or unset it',
      'S3_REGION: is set but STORAGE is local: set STORAGE=s3 or unset it',
    ]);
  });
});
