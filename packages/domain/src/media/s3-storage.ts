import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { ByteRange, FileStorage, StoredFileInfo } from '../shared/storage';

/** How to reach the store; one client serves both buckets. */
export interface S3Connection {
  region: string;
  /** For S3-compatible stores (MinIO, R2, Spaces, moto); unset for AWS itself. */
  endpoint?: string;
  /** Unset: the SDK's default chain (environment, instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

type Sdk = typeof import('@aws-sdk/client-s3');
let sdk: Promise<Sdk> | undefined;
/** Loaded on first use: the SDK costs ~28 MB of RSS and ~180 ms that a shop on local disk never needs. */
const loadSdk = () => {
  sdk ??= import('@aws-sdk/client-s3');
  return sdk;
};

/** One client, made on first use, shared by both buckets. */
export type S3ClientSource = () => Promise<S3Client>;

export function createS3Client(c: S3Connection): S3ClientSource {
  let client: Promise<S3Client> | undefined;
  return () => {
    client ??= loadSdk().then((s) => makeClient(s, c));
    return client;
  };
}

function makeClient({ S3Client }: Sdk, c: S3Connection): S3Client {
  return new S3Client({
    region: c.region,
    endpoint: c.endpoint,
    forcePathStyle: c.forcePathStyle,
    credentials:
      c.accessKeyId && c.secretAccessKey
        ? { accessKeyId: c.accessKeyId, secretAccessKey: c.secretAccessKey }
        : undefined,
    // The SDK's default (CRC32 on every request, validated on every answer) is refused or
    // unanswered by most S3-compatible stores; AWS accepts either.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that stops answering must fail the request, not hold it (and its socket) open.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
}

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
};
/** Stored with the object, so a CDN in front of the bucket answers with the right type. */
export const contentTypeOf = (name: string) =>
  TYPES[name.slice(name.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';

const notFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

/** One bucket of an S3-compatible store as a file area (names are object keys). */
export class S3Storage implements FileStorage {
  constructor(
    private readonly client: S3ClientSource,
    readonly bucket: string,
    /** Written with each object: what a CDN serving the bucket directly should send. */
    private readonly cacheControl?: string,
  ) {}

  private async sdk(): Promise<{ s3: Sdk; client: S3Client }> {
    const [s3, client] = await Promise.all([loadSdk(), this.client()]);
    return { s3, client };
  }

  async write(name: string, data: Buffer): Promise<void> {
    const { s3, client } = await this.sdk();
    await client.send(
      new s3.PutObjectCommand({
        Bucket: this.bucket,
        Key: name,
        Body: data,
        ContentLength: data.length,
        ContentType: contentTypeOf(name),
        CacheControl: this.cacheControl,
      }),
    );
  }

  async read(name: string): Promise<Buffer | null> {
    const { s3, client } = await this.sdk();
    try {
      const out = await client.send(new s3.GetObjectCommand({ Bucket: this.bucket, Key: name }));
      if (!out.Body) return null;
      return Buffer.from(await out.Body.transformToByteArray());
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  async remove(name: string): Promise<void> {
    // S3 answers 204 for a key that is not there: already gone is not an error, as on disk.
    const { s3, client } = await this.sdk();
    await client.send(new s3.DeleteObjectCommand({ Bucket: this.bucket, Key: name }));
  }

  async stat(name: string): Promise<StoredFileInfo | null> {
    const { s3, client } = await this.sdk();
    try {
      const out = await client.send(new s3.HeadObjectCommand({ Bucket: this.bucket, Key: name }));
      return {
        size: out.ContentLength ?? 0,
        etag: out.ETag ?? `"${(out.ContentLength ?? 0).toString(16)}"`,
        lastModified: out.LastModified ?? new Date(0),
        contentType: out.ContentType ?? null,
      };
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  async stream(name: string, range?: ByteRange): Promise<Readable | null> {
    const { s3, client } = await this.sdk();
    try {
      const out = await client.send(
        new s3.GetObjectCommand({
          Bucket: this.bucket,
          Key: name,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      // In Node the body is the response's IncomingMessage (a Readable).
      return (out.Body as Readable | undefined) ?? null;
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  async *list(): AsyncIterable<string> {
    const { s3, client } = await this.sdk();
    for await (const page of s3.paginateListObjectsV2({ client }, { Bucket: this.bucket })) {
      for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
    }
  }

  async ping(): Promise<void> {
    // HeadBucket: no body, and it proves the bucket exists and these credentials reach it.
    const { s3, client } = await this.sdk();
    await client.send(new s3.HeadBucketCommand({ Bucket: this.bucket }), {
      abortSignal: AbortSignal.timeout(3_000),
    });
  }
}
