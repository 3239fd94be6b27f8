// Files the embedded database makes once and keeps in the system's temporary directory (the trimmed
// PostGIS bundle, the new-database base), named by a key of what they are made from.
import { existsSync } from 'node:fs'
import { rename, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * The path of `name` in the temporary directory, made by `make` first when absent. `make` writes a
 * path of this process's own that is then renamed into place, so processes starting together never
 * read half a file, and one that dies mid-way leaves nothing behind under the name.
 */
export async function cachedTempFile(name: string, make: (path: string) => Promise<void>): Promise<string> {
  const target = join(tmpdir(), name)
  if (existsSync(target)) return target
  const partial = `${target}.${process.pid}.${Date.now()}`
  try {
    await make(partial)
    await rename(partial, target)
  } finally {
    await rm(partial, { force: true })
  }
  return target
}
