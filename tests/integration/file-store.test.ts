// What every file store driver promises the registry: the bytes back as they went in, whole or by
// range, with their size and hash; a write that fails leaves nothing behind; the store lists what it
// holds (a backup reads it all).
import { createHash } from 'node:crypto'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { FileStore } from '../../src/server/files/file-store.ts'
import { localFileStore } from '../../src/server/files/file-store.ts'

async function text(stream: AsyncIterable<Uint8Array>): Promise<string> {
  const chunks: Uint8Array[] = []
  for await (const chunk of stream) chunks.push(chunk)
  return Buffer.concat(chunks).toString('utf8')
}

async function* pieces(...parts: string[]): AsyncIterable<Uint8Array> {
  for (const part of parts) yield new TextEncoder().encode(part)
}

const drivers: [string, () => Promise<FileStore>][] = [['the local folder', async () => localFileStore(await mkdtemp(join(tmpdir(), 'registry-store-')))]]

describe.each(drivers)('a file store in %s', (_name, open) => {
  it('gives back what was put, whole or by an inclusive byte range, with its size and hash', async () => {
    const store = await open()
    const stored = await store.put(new TextEncoder().encode('The Klondike placer report'))
    expect(stored).toEqual({ storageKey: expect.stringMatching(/^[0-9a-f-]{36}$/), size: 26, sha256: createHash('sha256').update('The Klondike placer report').digest('hex') })
    expect(await text(store.read(stored.storageKey))).toBe('The Klondike placer report')
    expect(await text(store.read(stored.storageKey, { start: 4, end: 11 }))).toBe('Klondike')
    expect(await store.size(stored.storageKey)).toBe(26)
  })

  it('writes a stream as it arrives and hashes it on the way', async () => {
    const store = await open()
    const stored = await store.write(pieces('Dawson ', 'City ', 'mine'))
    expect(stored.size).toBe(16)
    expect(stored.sha256).toBe(createHash('sha256').update('Dawson City mine').digest('hex'))
    expect(await text(store.read(stored.storageKey))).toBe('Dawson City mine')
  })

  it('writes under a key it is given, as a restore does', async () => {
    const store = await open()
    const storageKey = '0b6f8e8a-3f1c-4d2e-9a7b-5c4d3e2f1a0b'
    expect(await store.write(pieces('restored'), storageKey)).toMatchObject({ storageKey, size: 8 })
    expect(await text(store.read(storageKey))).toBe('restored')
  })

  it('keeps nothing of a write whose source fails', async () => {
    const store = await open()
    async function* broken(): AsyncIterable<Uint8Array> {
      yield new TextEncoder().encode('half a file')
      throw new Error('The connection dropped')
    }
    await expect(store.write(broken())).rejects.toThrow('The connection dropped')
    const held: string[] = []
    for await (const file of store.list()) held.push(file.storageKey)
    expect(held).toEqual([])
  })

  it('lists every file it holds with its size, and forgets a removed one', async () => {
    const store = await open()
    const a = await store.put(new TextEncoder().encode('a'))
    const b = await store.write(pieces('bb'))
    await store.remove(a.storageKey)
    await store.remove(a.storageKey)
    const held: { storageKey: string; size: number }[] = []
    for await (const file of store.list()) held.push(file)
    expect(held).toEqual([{ storageKey: b.storageKey, size: 2 }])
  })
})
