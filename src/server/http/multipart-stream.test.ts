import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomBytes } from 'node:crypto'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { boundaryOf, MultipartRefused, readMultipart } from './multipart-stream.ts'

let dir = ''
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'multipart-'))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

/** The body a browser sends for a FormData, and its Content-Type. */
async function encode(form: FormData): Promise<{ bytes: Uint8Array; contentType: string }> {
  const request = new Request('http://test/', { method: 'POST', body: form })
  return { bytes: new Uint8Array(await request.arrayBuffer()), contentType: request.headers.get('content-type')! }
}

/** A stream that hands the bytes over in pieces of the given sizes, in turn. */
function streamOf(bytes: Uint8Array, sizes: number[]): ReadableStream<Uint8Array> {
  let at = 0
  let turn = 0
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close()
      const size = sizes[turn++ % sizes.length]!
      controller.enqueue(bytes.slice(at, at + size))
      at += size
    },
  })
}

const options = (name: string, maxFileBytes = 1024 * 1024) => ({ fileField: 'file', filePath: join(dir, name), maxFileBytes, maxBodyBytes: 2 * maxFileBytes })

describe('reading a multipart body as it arrives', () => {
  it('writes the file to disk and keeps the text fields, whatever the pieces the body comes in', async () => {
    const content = randomBytes(100_000)
    const form = new FormData()
    form.append('description', 'Plan de site – été')
    form.append('file', new Blob([content], { type: 'application/pdf' }), 'plan "final".pdf')
    form.append('documentTypeId', '2')
    const { bytes, contentType } = await encode(form)
    for (const sizes of [[bytes.length], [1], [7, 64, 3], [65_536]]) {
      const result = await readMultipart(streamOf(bytes, sizes), contentType, options('a.bin'))
      expect(result.fields).toEqual({ description: 'Plan de site – été', documentTypeId: '2' })
      // Browsers send a quote in a file name as %22 (WHATWG multipart/form-data encoding).
      expect(result.file).toEqual({ fileName: 'plan %22final%22.pdf', contentType: 'application/pdf', size: content.length })
      expect(Buffer.compare(await readFile(join(dir, 'a.bin')), content)).toBe(0)
    }
    // One-byte pieces make 100,000 reads and parses: seconds on a loaded machine, whatever the parser.
  }, 60_000)

  it('keeps a file whose bytes look like the boundary’s start', async () => {
    const { contentType } = await encode(new FormData())
    const boundary = boundaryOf(contentType)!
    const content = Buffer.from(`\r\n--${boundary.slice(0, -1)}x\r\n-\r\n--`)
    const form = new FormData()
    form.append('file', new Blob([content]), 'tricky.bin')
    const encoded = await encode(form)
    const result = await readMultipart(streamOf(encoded.bytes, [5]), encoded.contentType, options('b.bin'))
    expect(Buffer.compare(await readFile(join(dir, 'b.bin')), content)).toBe(0)
    expect(result.file?.size).toBe(content.length)
  })

  it('answers no file when none was sent, and refuses two', async () => {
    const none = new FormData()
    none.append('description', 'x')
    const encodedNone = await encode(none)
    expect((await readMultipart(streamOf(encodedNone.bytes, [100]), encodedNone.contentType, options('c.bin'))).file).toBeNull()
    const two = new FormData()
    two.append('file', new Blob(['a']), 'a.pdf')
    two.append('file', new Blob(['b']), 'b.pdf')
    const encodedTwo = await encode(two)
    await expect(readMultipart(streamOf(encodedTwo.bytes, [100]), encodedTwo.contentType, options('d.bin'))).rejects.toMatchObject({ reason: 'several-files' })
  })

  it('stops at the size limit, at a body cut short, and at what is not multipart', async () => {
    const form = new FormData()
    form.append('file', new Blob([randomBytes(5000)]), 'big.pdf')
    const { bytes, contentType } = await encode(form)
    await expect(readMultipart(streamOf(bytes, [1000]), contentType, options('e.bin', 4000))).rejects.toMatchObject({ reason: 'too-large' })
    await expect(readMultipart(streamOf(bytes.slice(0, 3000), [1000]), contentType, options('f.bin'))).rejects.toMatchObject({ reason: 'malformed' })
    await expect(readMultipart(streamOf(bytes, [1000]), 'application/json', options('g.bin'))).rejects.toBeInstanceOf(MultipartRefused)
    const failing = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 2000))
        controller.error(new Error('connection reset'))
      },
    })
    await expect(readMultipart(failing, contentType, options('h.bin'))).rejects.toMatchObject({
      reason: 'malformed',
      message: 'The upload was interrupted before the whole file arrived.',
    })
  })

  it('stops at the body limit whatever the parts hold: files in other fields, text after the end', async () => {
    const other = new FormData()
    other.append('file', new Blob(['%PDF-1.7']), 'small.pdf')
    other.append('attachment', new Blob([randomBytes(50_000)]), 'dropped.bin')
    const encoded = await encode(other)
    await expect(readMultipart(streamOf(encoded.bytes, [4096]), encoded.contentType, { ...options('j.bin'), maxBodyBytes: 20_000 })).rejects.toMatchObject({
      reason: 'too-large',
    })
    const small = await encode(other)
    const trailing = new Uint8Array([...small.bytes, ...randomBytes(30_000)])
    await expect(
      readMultipart(streamOf(trailing, [4096]), small.contentType, { ...options('k.bin'), maxBodyBytes: small.bytes.length + 10_000 }),
    ).rejects.toMatchObject({ reason: 'too-large' })
    expect((await readMultipart(streamOf(small.bytes, [4096]), small.contentType, { ...options('l.bin'), maxBodyBytes: small.bytes.length })).file?.size).toBe(
      8,
    )
  })

  it('reads quoted boundaries and RFC 5987 file names', async () => {
    expect(boundaryOf('multipart/form-data; boundary="a b:c"')).toBe('a b:c')
    expect(boundaryOf('multipart/form-data; charset=utf-8; boundary=xyz')).toBe('xyz')
    expect(boundaryOf('text/plain; boundary=xyz')).toBeNull()
    const body = Buffer.from(
      [
        '--xyz',
        `Content-Disposition: form-data; name="file"; filename="fallback.pdf"; filename*=UTF-8''%C3%A9t%C3%A9.pdf`,
        'Content-Type: application/pdf',
        '',
        '%PDF-1.7',
        '--xyz--',
        '',
      ].join('\r\n'),
    )
    const result = await readMultipart(streamOf(body, [3]), 'multipart/form-data; boundary=xyz', options('i.bin'))
    expect(result.file).toEqual({ fileName: 'été.pdf', contentType: 'application/pdf', size: 8 })
  })
})
