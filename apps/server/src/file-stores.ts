import { LocalDiskStorage } from '@frameshop/domain/media/local-disk-storage';
import { createS3Client, S3Storage } from '@frameshop/domain/media/s3-storage';
import type { FileStores } from '@frameshop/domain/shared/storage';
import type { Config } from './config';

/** Upload names are random and never reused, so public files can be cached for a year. */
export const PUBLIC_FILE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** This process's two file areas, as the config says: two local folders or two buckets. */
export function createFileStores(
  config: Pick<Config, 'storage' | 'uploadsDir' | 'privateFilesDir'>,
): FileStores {
  const { storage } = config;
  if (storage.kind === 'local') {
    return {
      public: new LocalDiskStorage(config.uploadsDir),
      private: new LocalDiskStorage(config.privateFilesDir),
    };
  }
  const client = createS3Client(storage.connection);
  return {
    // Stored with each object, so a CDN at S3_PUBLIC_URL sends what /uploads sends.
    public: new S3Storage(client, storage.bucket, PUBLIC_FILE_CACHE_CONTROL),
    private: new S3Storage(client, storage.privateBucket, 'private, no-store'),
  };
}
