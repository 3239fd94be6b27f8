// The zip as archiver writes it has exactly the length storedZipSize computes, which the answer
// announces as its Content-Length before the first byte.
import { describe, expect, it } from 'vitest'
import { Readable } from 'node:stream'
import { storedZipSize } from '../../../shared/domain/project-bundle.ts'
import type { FileStore } from '../../files/file-store.ts'
import { bundleArchive } from './bundle-archive.ts'
import type { BundleEntry } from './project-bundle.service.ts'

const stored = new Map([
  ['k1', new Uint8Array(70_000).fill(7)],
  ['k2', new Uint8Array(0)],
])
const files = { read: (key: string) => Readable.from([Buffer.from(stored.get(key)!)]) } as unknown as FileStore

describe('bundleArchive', () => {
  it('writes as many bytes as storedZipSize says, for files and texts, with names in any script', async () => {
    const date = new Date('2026-01-01T00:00:00Z')
    const entries: BundleEntry[] = [
      { name: 'documents/01 Étape/rapport é.pdf', size: 70_000, date, source: { storageKey: 'k1' } },
      { name: 'documents/01 Étape/empty.pdf', size: 0, date, source: { storageKey: 'k2' } },
      { name: 'comments/C-1.md', size: 5, date, source: { bytes: new TextEncoder().encode('hello') } },
      { name: 'manifest.json', size: 0, date, source: { bytes: new Uint8Array(0) } },
    ]
    const bytes = new Uint8Array(await new Response(bundleArchive(entries, files)).arrayBuffer())
    expect(bytes.byteLength).toBe(storedZipSize(entries.map((e) => ({ name: e.name, size: e.size, streamed: 'storageKey' in e.source }))))
  })

  it('fails, rather than send a zip its length did not count, when a stored file is not the size recorded', async () => {
    const entries: BundleEntry[] = [{ name: 'a.pdf', size: 10, date: new Date('2026-01-01T00:00:00Z'), source: { storageKey: 'k1' } }]
    await expect(new Response(bundleArchive(entries, files)).arrayBuffer()).rejects.toThrow()
  })
})
