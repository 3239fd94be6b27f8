// How a command on this machine reaches the running server that holds an embedded DATA_DIR (which
// no second process may open): the server leaves its port and a random token in
// DATA_DIR/secrets/operator.json, readable by its owner only, and answers operator requests
// bearing that token from this machine alone.
import { randomBytes } from 'node:crypto'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

export interface OperatorAccess {
  pid: number
  port: number
  token: string
}

const pathIn = (dataDir: string) => join(dataDir, 'secrets', 'operator.json')

export const newOperatorToken = () => randomBytes(32).toString('base64url')

/** Publishes the server's port and token; resolves with the removal, for the server's close. */
export async function publishOperatorAccess(dataDir: string, access: OperatorAccess): Promise<() => Promise<void>> {
  await mkdir(join(dataDir, 'secrets'), { recursive: true, mode: 0o700 })
  await writeFile(pathIn(dataDir), JSON.stringify(access), { mode: 0o600 })
  return () => rm(pathIn(dataDir), { force: true })
}

export async function readOperatorAccess(dataDir: string): Promise<OperatorAccess | null> {
  try {
    return JSON.parse(await readFile(pathIn(dataDir), 'utf8')) as OperatorAccess
  } catch {
    return null
  }
}
