// Operator requests to a running server on an embedded database, which the command line cannot
// open beside it: `npm run cli -- backup` asks it for the archive. Registered only by a server
// that published its token (operator-access.ts); answers a client on this machine bearing that
// token, and to anyone else the address does not exist. Not part of the API contract.
import { Hono } from 'hono'
import { timingSafeEqual } from 'node:crypto'
import { PassThrough, Readable } from 'node:stream'
import type { AppDeps } from '../../app-deps.ts'
import { noSuchEndpoint } from '../../http/app-error.ts'
import { thisMachineOnly } from '../../http/loopback.ts'
import { logger } from '../../lib/logger.ts'
import { logError } from '../../lib/error-log.ts'

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

export function operatorHandlers(deps: AppDeps, token: string): Hono {
  return new Hono().get('/api/operator/backup', thisMachineOnly, async (c) => {
    if (!sameText(c.req.header('authorization') ?? '', `Bearer ${token}`)) throw noSuchEndpoint()
    const archive = new PassThrough()
    const source = { db: deps.db, kind: deps.config.databaseUrl ? ('postgres' as const) : ('pglite' as const), files: deps.files }
    // The backup's writers (tar, the dump) are loaded by the first backup, not by every server at start (decision 0096).
    const { writeBackup } = await import('../../backup/backup.ts')
    writeBackup(source, archive, (line) => logger().info(`backup: ${line}`)).then(
      () => archive.end(),
      (error: unknown) => {
        logError('The backup a command asked for failed', error)
        archive.destroy(error as Error)
      },
    )
    return c.body(Readable.toWeb(archive) as ReadableStream, 200, { 'Content-Type': 'application/x-tar', 'Cache-Control': 'no-store' })
  })
}
