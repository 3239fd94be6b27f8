// The session-token signing key: JWT_SECRET when configured, otherwise a random key generated on
// first start and kept in DATA_DIR (readable by the owner only), so restarts keep sessions valid.
import { randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Config } from '../env.ts'

export async function jwtSecret(config: Config): Promise<Uint8Array> {
  if (config.jwtSecret) return new TextEncoder().encode(config.jwtSecret)
  const dir = join(config.dataDir, 'secrets')
  const path = join(dir, 'jwt.key')
  try {
    return new Uint8Array(Buffer.from((await readFile(path, 'utf8')).trim(), 'base64'))
  } catch {
    await mkdir(dir, { recursive: true, mode: 0o700 })
    const key = randomBytes(48)
    // 'wx' fails if another process wrote it first; then read theirs.
    await writeFile(path, key.toString('base64'), { mode: 0o600, flag: 'wx' }).catch(() => undefined)
    return new Uint8Array(Buffer.from((await readFile(path, 'utf8')).trim(), 'base64'))
  }
}
