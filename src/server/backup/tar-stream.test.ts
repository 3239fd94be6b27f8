import { describe, expect, it } from 'vitest'
import { PassThrough } from 'node:stream'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DamagedArchive, tarEntries, tarWriter } from './tar-stream.ts'

async function archiveOf(entries: { path: string; body: Buffer }[]): Promise<Buffer> {
  const out = new PassThrough()
  const parts: Buffer[] = []
  out.on('data', (chunk: Buffer) => parts.push(chunk))
  const tar = tarWriter(out, new Date('2026-06-15T00:00:00Z'))
  for (const e of entries) await tar.entry(e.path, e.body.byteLength, [e.body])
  await tar.end()
  out.end()
  return Buffer.concat(parts)
}

async function read(archive: Buffer, chunkSize: number): Promise<{ path: string; body: string }[]> {
  const chunks = (async function* () {
    for (let at = 0; at < archive.byteLength; at += chunkSize) yield archive.subarray(at, at + chunkSize)
  })()
  const found: { path: string; body: string }[] = []
  for await (const entry of tarEntries(chunks)) {
    const parts: Buffer[] = []
    for await (const chunk of entry.body) parts.push(chunk)
    found.push({ path: entry.path, body: Buffer.concat(parts).toString() })
  }
  return found
}

const entries = [
  { path: 'manifest.json', body: Buffer.from('{"format":1}\n') },
  { path: 'files/empty', body: Buffer.alloc(0) },
  { path: 'db/t.jsonl', body: Buffer.from('x'.repeat(1500)) },
]

describe('the tar stream', () => {
  it('reads back what it wrote, whatever the chunks the bytes arrive in', async () => {
    const archive = await archiveOf(entries)
    for (const size of [1, 7, 512, 100_000]) expect(await read(archive, size)).toEqual(entries.map((e) => ({ path: e.path, body: e.body.toString() })))
  })

  it('writes an archive tar itself lists', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'tar-stream-'))
    writeFileSync(join(folder, 'a.tar'), await archiveOf(entries))
    expect(
      execFileSync('tar', ['-tf', join(folder, 'a.tar')], { encoding: 'utf8' })
        .trim()
        .split('\n'),
    ).toEqual(entries.map((e) => e.path))
  })

  it('calls an archive cut short damaged', async () => {
    const archive = await archiveOf(entries)
    await expect(read(archive.subarray(0, 1200), 100)).rejects.toThrow(DamagedArchive)
  })

  it('refuses a body longer or shorter than its header says', async () => {
    const tar = tarWriter(new PassThrough().resume(), new Date())
    await expect(tar.entry('a', 3, [Buffer.from('abcd')])).rejects.toThrow('a changed while it was archived: 4 bytes instead of 3')
    await expect(tar.entry('b', 3, [Buffer.from('ab')])).rejects.toThrow('b changed while it was archived: 2 bytes instead of 3')
  })
})
