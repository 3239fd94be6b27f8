// The file store this configuration names: the local folder under DATA_DIR, which one server
// alone may use.
import type { Config } from '../env.ts'
import type { FileStore } from './file-store.ts'
import { localFileStore } from './file-store.ts'

export function openFileStore(config: Pick<Config, 'dataDir'>): FileStore {
  return localFileStore(config.dataDir)
}
