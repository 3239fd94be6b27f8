// One process at a time on an embedded database. PGlite keeps no lock of its own across processes,
// and two of them writing one folder corrupt it; so the process that opens DATA_DIR leaves a lock
// file there holding its pid, and any other refuses while that process lives. A lock left by a
// process that died (a crash, a kill -9) names a pid that is gone, and the next start takes it.
// In a container the restarted server often gets the dead one's pid back (pid 1), so on Linux the
// lock also records when its process started, and a live pid that started at another time is not
// the holder.
import { readFileSync } from 'node:fs'
import { link, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { ConfigError } from '../env.ts'

export const LOCK_FILE = 'registry.lock'

export class DataDirInUse extends ConfigError {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`The registry at ${dataDir} is in use by process ${pid}; stop it first or use \`npm run cli -- … --url\` against a real PostgreSQL.`)
  }
}

/** When the process started, in clock ticks since boot (Linux's /proc); null where that is not known. */
function startedAt(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name in parentheses may hold spaces; the fields after it are fixed: starttime is the 20th.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null
  } catch {
    return null
  }
}

/** Whether the process that wrote `pid started` still runs (one we may not signal runs too). */
export function holderRuns(pid: number, started: string | undefined): boolean {
  try {
    process.kill(pid, 0)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false
  }
  const now = started ? startedAt(pid) : null
  return now === null || now === started
}

const lockText = () => `${process.pid} ${startedAt(process.pid) ?? ''}\n`

/** The lock's holder: its pid (0 for a file that names none) and start; null when there is no lock. */
async function holderOf(path: string): Promise<{ pid: number; started: string | undefined } | null> {
  const text = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null
    throw error
  })
  if (text === null) return null
  const [pidText, started] = text.trim().split(/\s+/)
  const pid = Number.parseInt(pidText ?? '', 10)
  return { pid: Number.isInteger(pid) && pid > 0 ? pid : 0, started: started || undefined }
}

const sameHolder = (a: { pid: number; started: string | undefined } | null, b: { pid: number; started: string | undefined } | null) =>
  a?.pid === b?.pid && a?.started === b?.started

/**
 * Takes DATA_DIR for this process, or throws DataDirInUse naming the process that has it; resolves
 * with the release. `shown` is the folder as the person configured it, for the message.
 */
export async function lockDataDir(dataDir: string, shown: string = dataDir): Promise<() => Promise<void>> {
  const path = join(dataDir, LOCK_FILE)
  // Written whole under a name of our own, then linked into place: link fails when the lock
  // exists, so taking it is one atomic step and nobody reads a half-written pid.
  const mine = join(dataDir, `${LOCK_FILE}.${process.pid}`)
  await writeFile(mine, lockText())
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        await link(mine, path)
        return async () => {
          if ((await readFile(path, 'utf8').catch(() => null)) === lockText()) await rm(path, { force: true })
        }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      }
      const holder = await holderOf(path)
      if (holder !== null && holder.pid !== 0 && holderRuns(holder.pid, holder.started)) throw new DataDirInUse(shown, holder.pid)
      // The holder is gone: move its lock aside. Two starts may both have found it stale; the
      // second then moves the first's fresh lock, sees a pid other than the one it judged, and
      // puts it back.
      const aside = join(dataDir, `${LOCK_FILE}.stale.${process.pid}`)
      await rename(path, aside).catch((e: NodeJS.ErrnoException) => {
        if (e.code !== 'ENOENT') throw e
      })
      if (!sameHolder(await holderOf(aside), holder)) {
        await link(aside, path).catch((e: NodeJS.ErrnoException) => {
          if (e.code !== 'EEXIST' && e.code !== 'ENOENT') throw e
        })
      }
      await rm(aside, { force: true })
    }
    const holder = await holderOf(path)
    throw new DataDirInUse(shown, holder?.pid ?? 0)
  } finally {
    await rm(mine, { force: true })
  }
}
