import type { Readable } from 'node:stream';

/** What a store knows of one file without reading it. */
export interface StoredFileInfo {
  size: number;
  /** A strong validator for the bytes, quoted as in an HTTP ETag header. */
  etag: string;
  lastModified: Date;
  /** As stored (object stores keep one), else null: the reader decides from the name. */
  contentType: string | null;
}

/** Inclusive byte offsets, already checked against the file's size. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where files go. Names are produced by us (random keys), never by the client. Local disk
 * (media/local-disk-storage.ts) or an S3-compatible bucket (media/s3-storage.ts): every upload
 * goes through these calls, so the two cannot differ in what they store.
 */
export interface FileStorage {
  write(name: string, data: Buffer): Promise<void>;
  /** The bytes, or null when there is no such file. */
  read(name: string): Promise<Buffer | null>;
  /** Removing a file that is already gone is not an error. */
  remove(name: string): Promise<void>;
  /** Size and validators, or null when there is no such file (serving /uploads from a bucket). */
  stat(name: string): Promise<StoredFileInfo | null>;
  /** The bytes (or a range of them) as a stream, or null when there is no such file. */
  stream(name: string, range?: ByteRange): Promise<Readable | null>;
  /** Every stored name (moving a shop from one store to another). */
  list(): AsyncIterable<string>;
  /** Throws when the store cannot be reached: a cheap check for readiness. */
  ping(): Promise<void>;
}

/**
 * Two areas. `public` is served as-is from /uploads (catalogue and content images). `private`
 * is never served by the static handler: shoppers' own photos for custom frames, read only
 * through a route that checks who asks.
 */
export interface FileStores {
  public: FileStorage;
  private: FileStorage;
}
export type StorageArea = keyof FileStores;

/** Readiness: both areas answer (throws the first failure). For /readyz. */
export async function pingStores(stores: FileStores): Promise<void> {
  await Promise.all([stores.public.ping(), stores.private.ping()]);
}
