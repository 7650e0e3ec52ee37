/**
 * Where files go. Names are produced by us (random keys), never by the client. Local disk
 * today (media/local-disk-storage.ts); an object store only has to implement these calls.
 */
export interface FileStorage {
  write(name: string, data: Buffer): Promise<void>;
  /** The bytes, or null when there is no such file. */
  read(name: string): Promise<Buffer | null>;
  /** Removing a file that is already gone is not an error. */
  remove(name: string): Promise<void>;
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
