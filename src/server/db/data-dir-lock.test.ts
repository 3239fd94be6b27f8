import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { spawn, spawnSync } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DataDirInUse, LOCK_FILE, lockDataDir } from './data-dir-lock.ts'

let dir = ''
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'registry-lock-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

/** The pid of a process that has ended. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''])
  await once(child, 'exit')
  return child.pid!
}

describe('the DATA_DIR lock', () => {
  it('lets one holder in at a time, names it to the next, and is free again once released', async () => {
    const release = await lockDataDir(dir, './data')
    const refusal = await lockDataDir(dir, './data').catch((e: unknown) => e)
    expect(refusal).toBeInstanceOf(DataDirInUse)
    expect((refusal as Error).message).toBe(
      `The registry at ./data is in use by process ${process.pid}; stop it first or use \`npm run cli -- … --url\` against a real PostgreSQL.`,
    )
    await release()
    expect(await readdir(dir)).toEqual([])
    const again = await lockDataDir(dir)
    await again()
  })

  it('takes over the lock of a process that died without letting go', async () => {
    await writeFile(join(dir, LOCK_FILE), `${await deadPid()}\n`)
    const release = await lockDataDir(dir)
    expect((await readFile(join(dir, LOCK_FILE), 'utf8')).split(' ')[0]).toBe(String(process.pid))
    await release()
  })

  it.skipIf(process.platform !== 'linux')('takes over a lock whose pid now belongs to a process started later (a restarted container)', async () => {
    await writeFile(join(dir, LOCK_FILE), `${process.pid} 1\n`)
    const release = await lockDataDir(dir)
    await release()
  })

  it('takes over a lock file that names no process', async () => {
    await writeFile(join(dir, LOCK_FILE), 'not a pid')
    const release = await lockDataDir(dir)
    await release()
  })

  it('of several starts at once after a crash, lets exactly one in', async () => {
    await writeFile(join(dir, LOCK_FILE), `${await deadPid()}\n`)
    // Each start says whether it got in, then holds on until the test lets go, so a slow start
    // still meets the winner alive.
    const script = `import { lockDataDir } from ${JSON.stringify(new URL('./data-dir-lock.ts', import.meta.url).pathname)}
      try { await lockDataDir(process.argv[1]); console.log('in') } catch (e) { console.log(e.constructor.name) }
      process.stdin.resume(); process.stdin.on('end', () => process.exit(0))`
    const children = Array.from({ length: 4 }, () =>
      spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, dir], { stdio: ['pipe', 'pipe', 'inherit'] }),
    )
    const answers = await Promise.all(children.map(async (child) => String((await once(child.stdout, 'data'))[0]).trim()))
    for (const child of children) child.stdin.end()
    await Promise.all(children.map((child) => once(child, 'exit')))
    expect(answers.filter((a) => a === 'in')).toHaveLength(1)
    expect(answers.filter((a) => a === 'DataDirInUse')).toHaveLength(3)
  }, 30_000)

  it('refuses a command of the command line while the server holds the folder, and leaves the database alone', async () => {
    const release = await lockDataDir(dir)
    try {
      const cli = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/cli/main.ts', 'migrate'], {
        env: { ...process.env, DATA_DIR: dir },
        encoding: 'utf8',
      })
      expect(cli.status).toBe(2)
      expect(cli.stderr).toContain(`The registry at ${dir} is in use by process ${process.pid}; stop it first`)
      expect((await readdir(dir)).sort()).toEqual(['pg', LOCK_FILE])
      expect(await readdir(join(dir, 'pg'))).toEqual([])
    } finally {
      await release()
    }
  }, 30_000)
})
