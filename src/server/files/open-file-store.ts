// The file store this configuration names: an S3-compatible bucket, which several servers share,
// when S3_BUCKET is set; otherwise the local folder under DATA_DIR, which one server alone may use.
import type { Config } from '../env.ts'
import type { FileStore } from './file-store.ts'
import { localFileStore } from './file-store.ts'
import { s3FileStore } from './s3-file-store.ts'

export function openFileStore(config: Pick<Config, 'dataDir' | 's3'>): FileStore {
  return config.s3 ? s3FileStore(config.s3) : localFileStore(config.dataDir)
}
