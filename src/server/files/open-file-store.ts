// The file store this configuration names: an S3-compatible bucket, which several servers share,
// when S3_BUCKET is set; otherwise the local folder under DATA_DIR, which one server alone may use.
import type { Config } from '../env.ts'
import type { FileStore } from './file-store.ts'
import { localFileStore } from './file-store.ts'

export async function openFileStore(config: Pick<Config, 'dataDir' | 's3'>): Promise<FileStore> {
  if (!config.s3) return localFileStore(config.dataDir)
  // The AWS SDK is loaded only for a bucket: it is tens of megabytes a server on a folder never needs (decision 0096).
  const { s3FileStore } = await import('./s3-file-store.ts')
  return s3FileStore(config.s3)
}
