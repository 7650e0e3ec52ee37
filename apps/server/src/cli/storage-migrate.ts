import { LocalDiskStorage } from '@frameshop/domain/media/local-disk-storage';
import { loadConfig } from '../config';
import { createFileStores } from '../file-stores';
import { migrateStorage } from '../storage-migrate';

// `npm run storage:migrate`: moving a shop from local disk to S3. With STORAGE=s3 and the S3_*
// settings, copies UPLOADS_DIR and PRIVATE_FILES_DIR to their buckets and verifies each file.
// Exits 1 on any mismatch; local files are never removed.
const config = loadConfig();
if (config.storage.kind !== 's3') {
  console.error('storage:migrate copies local files to S3: set STORAGE=s3 and the S3_* settings');
  process.exit(2);
}
const local = {
  public: new LocalDiskStorage(config.uploadsDir),
  private: new LocalDiskStorage(config.privateFilesDir),
};
const buckets = createFileStores(config);
console.log(
  `Copying ${config.uploadsDir} -> s3://${config.storage.bucket} and ${config.privateFilesDir} -> s3://${config.storage.privateBucket}`,
);
const summaries = await migrateStorage(local, buckets, (line) => console.log(line));
const mismatched = summaries.reduce((n, s) => n + s.mismatched.length, 0);
console.log(
  mismatched
    ? `${mismatched} file(s) did not verify.`
    : 'Every file is in its bucket and verified.',
);
process.exitCode = mismatched ? 1 : 0;
