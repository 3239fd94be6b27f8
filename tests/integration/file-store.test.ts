// What every file store driver promises the registry: the bytes back as they went in, whole or by
// range, with their size and hash; a write that fails leaves nothing behind; the store lists what it
// holds (a backup reads it all). Then what only the S3 driver does: large files in parts, and the
// registry's uploads and downloads through it.
import { createHash, randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { FileStore } from '../../src/server/files/file-store.ts'
import { localFileStore } from '../../src/server/files/file-store.ts'
import { PART_SIZE, s3FileStore } from '../../src/server/files/s3-file-store.ts'
import { startS3StandIn } from './s3-stand-in.ts'
import type { S3StandIn } from './s3-stand-in.ts'
import { startTestApp } from './harness.ts'
import { createUser, giveRole } from '../factories/user-factory.ts'
import { createProject } from '../factories/project-factory.ts'
import { tempDir } from './temp-dirs.ts'

async function all<T>(items: AsyncIterable<T>): Promise<T[]> {
  const held: T[] = []
  for await (const item of items) held.push(item)
  return held
}

const bytes = async (stream: AsyncIterable<Uint8Array>) => Buffer.concat(await all(stream))
const text = async (stream: AsyncIterable<Uint8Array>) => (await bytes(stream)).toString('utf8')

async function* pieces(...parts: string[]): AsyncIterable<Uint8Array> {
  for (const part of parts) yield new TextEncoder().encode(part)
}

const standIns: S3StandIn[] = []
afterAll(() => Promise.all(standIns.map((s3) => s3.close())))

/** A bucket of its own on a fresh S3 stand-in. */
async function s3StandIn(): Promise<S3StandIn> {
  const s3 = await startS3StandIn()
  standIns.push(s3)
  return s3
}

const drivers: [string, () => Promise<FileStore>][] = [
  ['the local folder', async () => localFileStore(await tempDir('registry-store-'))],
  ['an S3 bucket', async () => s3FileStore((await s3StandIn()).settings)],
]

describe.each(drivers)('a file store in %s', (_name, open) => {
  it('gives back what was put, whole or by an inclusive byte range, with its size and hash', async () => {
    const store = await open()
    const stored = await store.put(new TextEncoder().encode('The Klondike placer report'))
    expect(stored).toEqual({
      storageKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      size: 26,
      sha256: createHash('sha256').update('The Klondike placer report').digest('hex'),
    })
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
    expect(await all(store.list())).toEqual([])
  })

  it('lists every file it holds with its size, and forgets a removed one', async () => {
    const store = await open()
    const a = await store.put(new TextEncoder().encode('a'))
    const b = await store.write(pieces('bb'))
    await store.remove(a.storageKey)
    await store.remove(a.storageKey)
    expect(await all(store.list())).toEqual([{ storageKey: b.storageKey, size: 2 }])
  })

  it('takes over a file on disk, which is gone from there', async () => {
    const store = await open()
    const path = join(await tempDir('registry-upload-'), 'upload')
    await writeFile(path, 'Hunker Creek')
    const stored = await store.adopt(path)
    expect(stored).toMatchObject({ size: 12, sha256: createHash('sha256').update('Hunker Creek').digest('hex') })
    expect(await text(store.read(stored.storageKey))).toBe('Hunker Creek')
    expect(existsSync(path)).toBe(false)
  })

  it('fails the read of a file it does not hold, rather than leaving the reader waiting', async () => {
    const store = await open()
    await expect(text(store.read(randomUUID()))).rejects.toThrow()
  })

  it('says it is ready', async () => {
    expect(await (await open()).check()).toBe('ok')
  })
})

const MiB = 1024 * 1024

/** The byte at each offset of a test file: no two parts alike, so a part out of place would show. */
function patternAt(start: number, length: number): Buffer {
  const bytes = Buffer.alloc(length)
  for (let i = 0; i < length; i++) {
    const n = start + i
    bytes[i] = (n * 31 + Math.floor(n / 8191)) & 0xff
  }
  return bytes
}

/** A file of `size` bytes, generated 1 MiB at a time (never whole in memory), failing after `failAfter` bytes if given. */
async function* generated(size: number, failAfter = Infinity): AsyncIterable<Uint8Array> {
  for (let offset = 0; offset < size; offset += MiB) {
    if (offset >= failAfter) throw new Error('The connection dropped')
    yield patternAt(offset, Math.min(MiB, size - offset))
  }
}

async function digest(stream: AsyncIterable<Uint8Array>): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256')
  let size = 0
  for await (const chunk of stream) {
    hash.update(chunk)
    size += chunk.byteLength
  }
  return { size, sha256: hash.digest('hex') }
}

describe('a file store in an S3 bucket', () => {
  it('writes a file of several parts as a multipart upload, and gives it back whole and by a range across parts', async () => {
    const s3 = await s3StandIn()
    const store = s3FileStore(s3.settings)
    const size = 2 * PART_SIZE + 4 * MiB
    const stored = await store.write(generated(size))
    const expected = await digest(generated(size))
    expect(stored).toEqual({ storageKey: expect.any(String), ...expected })
    expect(s3.created).toEqual([{ key: `files/${stored.storageKey}`, by: 'ObjectCreated:Post' }])
    expect(await digest(store.read(stored.storageKey))).toEqual(expected)
    expect(await store.size(stored.storageKey)).toBe(size)
    const across = { start: PART_SIZE - 5, end: PART_SIZE + 4 }
    expect((await bytes(store.read(stored.storageKey, across))).equals(patternAt(across.start, 10))).toBe(true)
  })

  it('sends a file under one part in a single request', async () => {
    const s3 = await s3StandIn()
    const stored = await s3FileStore(s3.settings).write(generated(3 * MiB))
    expect(s3.created).toEqual([{ key: `files/${stored.storageKey}`, by: 'ObjectCreated:Put' }])
  })

  it('keeps no object of a multipart write whose source fails after some parts went up', async () => {
    const s3 = await s3StandIn()
    const store = s3FileStore(s3.settings)
    await expect(store.write(generated(4 * PART_SIZE, 2 * PART_SIZE + MiB))).rejects.toThrow('The connection dropped')
    expect(await all(store.list())).toEqual([])
    expect(s3.created).toEqual([])
  })
})

describe('the registry on an S3 bucket', () => {
  it('stores an uploaded document there and serves it back whole and by range', async () => {
    const s3 = await s3StandIn()
    const app = await startTestApp({ env: s3.env })
    const proponent = await createUser(app.db, { firstName: 'Jordan' })
    const token = await app.tokenFor(proponent)
    const project = await createProject(app.db, { stageCode: 'SEEKING_VIEWS' })
    await giveRole(app.db, proponent.id, project.id, 'proponent-agent')
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), patternAt(0, 300_000)])

    const form = new FormData()
    form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'caribou-survey.pdf')
    const added = await app.request(`/api/uploads/add-project-document/${project.id}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    })
    expect(added.status).toBe(200)
    const { unredactedUploadId } = (await added.json()) as { unredactedUploadId: string }
    expect(s3.created).toHaveLength(1)

    const whole = await app.request(await app.downloadPath(unredactedUploadId, token))
    expect(whole.status).toBe(200)
    expect(whole.headers.get('content-length')).toBe(String(pdf.length))
    expect(Buffer.from(await whole.arrayBuffer()).equals(pdf)).toBe(true)

    const part = await app.request(await app.downloadPath(unredactedUploadId, token), { headers: { Range: 'bytes=100000-100099' } })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 100000-100099/${pdf.length}`)
    expect(Buffer.from(await part.arrayBuffer()).equals(pdf.subarray(100_000, 100_100))).toBe(true)
  })
})
