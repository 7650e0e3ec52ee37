import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  paginateListObjectsV2,
  S3Client,
} from '@aws-sdk/client-s3';
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

export function createS3Client(c: S3Connection): S3Client {
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
    private readonly client: S3Client,
    readonly bucket: string,
    /** Written with each object: what a CDN serving the bucket directly should send. */
    private readonly cacheControl?: string,
  ) {}

  async write(name: string, data: Buffer): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
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
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: name }));
      if (!out.Body) return null;
      return Buffer.from(await out.Body.transformToByteArray());
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  async remove(name: string): Promise<void> {
    // S3 answers 204 for a key that is not there: already gone is not an error, as on disk.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: name }));
  }

  async stat(name: string): Promise<StoredFileInfo | null> {
    try {
      const out = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: name }));
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
    try {
      const out = await this.client.send(
        new GetObjectCommand({
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
    for await (const page of paginateListObjectsV2(
      { client: this.client },
      { Bucket: this.bucket },
    )) {
      for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
    }
  }

  async ping(): Promise<void> {
    // HeadBucket: no body, and it proves the bucket exists and these credentials reach it.
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }), {
      abortSignal: AbortSignal.timeout(3_000),
    });
  }
}
