// Reads a multipart/form-data body as it arrives, writing its one file field straight to a file on
// disk: a 50 MB upload never sits in memory (Hono's parseBody and Request.formData() hold the
// whole body). Text fields are kept, up to a small limit; other file fields are read and dropped.
// busboy parses the parts (decision 0090); this module keeps our limits and our refusals.
import { createWriteStream } from 'node:fs'
import type { WriteStream } from 'node:fs'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import busboy from 'busboy'

export interface MultipartOptions {
  /** The field whose file is written to filePath. */
  fileField: string
  filePath: string
  maxFileBytes: number
  /**
   * The whole body, framing and every part included: a body sent without a Content-Length is
   * refused as soon as it passes this, whatever its parts are.
   */
  maxBodyBytes: number
  /** All text fields together. */
  maxFieldBytes?: number
  /** Sees the file's name and type before its bytes; throwing stops the reading. */
  onFile?: (fileName: string, contentType: string) => void
}

export interface MultipartFile {
  /** As the browser sent it, not yet sanitized. */
  fileName: string
  contentType: string
  size: number
}

export interface MultipartResult {
  fields: Record<string, string>
  file: MultipartFile | null
}

export class MultipartRefused extends Error {
  constructor(
    readonly reason: 'malformed' | 'too-large' | 'several-files',
    message: string,
  ) {
    super(message)
  }
}

const MB = 1024 * 1024

/** The file being written: busboy's stream of it, our stream to disk, and when that is closed. */
interface Writing {
  from: Readable
  to: WriteStream
  closed: Promise<void>
  written: Promise<void>
}

/** The boundary of a multipart/form-data Content-Type, or null. */
export function boundaryOf(contentType: string | undefined): string | null {
  if (!contentType || !/^multipart\/form-data\s*(;|$)/i.test(contentType.trim())) return null
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType)
  return match ? (match[1] ?? match[2] ?? null) : null
}

const cutShort = (error: unknown) => error instanceof Error && /^Unexpected end of (form|file)$/.test(error.message)
const ENDED = () => new MultipartRefused('malformed', 'The upload ended before the whole file arrived.')
const UNREADABLE = () => new MultipartRefused('malformed', 'The multipart body could not be read.')
const NOT_MULTIPART = () => new MultipartRefused('malformed', 'Send the file as multipart/form-data in a field named file.')

function parserFor(contentType: string, options: MultipartOptions, maxFieldBytes: number) {
  try {
    return busboy({
      headers: { 'content-type': contentType },
      // The name as sent: sanitizeFileName keeps its last segment, and the UTF-8 names browsers send read as UTF-8.
      preservePath: true,
      defParamCharset: 'utf8',
      // One byte past each limit, so that a file or field of exactly the limit passes.
      limits: { fileSize: options.maxFileBytes + 1, fieldSize: maxFieldBytes + 1 },
    })
  } catch {
    throw NOT_MULTIPART()
  }
}

export async function readMultipart(
  body: ReadableStream<Uint8Array> | null,
  contentType: string | undefined,
  options: MultipartOptions,
): Promise<MultipartResult> {
  if (!contentType || !boundaryOf(contentType)) throw NOT_MULTIPART()
  if (!body) throw new MultipartRefused('malformed', 'The request has no body.')
  const maxFieldBytes = options.maxFieldBytes ?? 64 * 1024
  const parser = parserFor(contentType, options, maxFieldBytes)

  let failure: unknown = null
  let wake = () => {}
  const fail = (error: unknown) => {
    failure ??= error
    wake()
  }
  const fields: Record<string, string> = {}
  let fieldBytes = 0
  let file: MultipartFile | null = null
  let writing: Writing | null = null

  parser.on('field', (name, value, info) => {
    fieldBytes += Buffer.byteLength(value)
    if (info.valueTruncated || fieldBytes > maxFieldBytes) return fail(new MultipartRefused('too-large', 'The form fields beside the file are too long.'))
    // A part without a name (busboy gives undefined, whatever its types say) is read and not kept.
    if (name !== undefined) fields[name] = value
  })
  /** Reads a file that is not kept to nowhere; stopping the parser ends it with an error nobody needs. */
  const drop = (stream: Readable) => stream.on('error', () => undefined).resume()
  parser.on('file', (name, stream, info) => {
    if (name !== options.fileField || failure) return drop(stream)
    if (file) {
      drop(stream)
      return fail(new MultipartRefused('several-files', 'Only one file may be sent at a time.'))
    }
    try {
      options.onFile?.(info.filename ?? '', info.mimeType)
    } catch (error) {
      drop(stream)
      return fail(error)
    }
    const received: MultipartFile = { fileName: info.filename ?? '', contentType: info.mimeType, size: 0 }
    file = received
    stream.on('data', (chunk: Buffer) => {
      received.size += chunk.length
    })
    stream.on('limit', () => fail(new MultipartRefused('too-large', `The file is larger than ${options.maxFileBytes / MB} MB.`)))
    const to = createWriteStream(options.filePath)
    const closed = new Promise<void>((resolve) => to.once('close', resolve))
    const written = pipeline(stream, to).then(
      () => closed,
      (error: unknown) => fail(cutShort(error) ? ENDED() : error),
    )
    writing = { from: stream, to, closed, written }
  })
  parser.on('error', (error: Error) => fail(cutShort(error) ? ENDED() : UNREADABLE()))
  const parsed = new Promise<void>((resolve) => parser.once('close', resolve))

  /** Waits for step, or for a refusal, whichever comes first. */
  const until = (step: (done: () => void) => void) =>
    new Promise<void>((resolve) => {
      wake = resolve
      if (failure) return resolve()
      step(resolve)
    })

  const reader = body.getReader()
  let bodyBytes = 0
  let finished = false
  try {
    for (;;) {
      let chunk: Awaited<ReturnType<typeof reader.read>>
      try {
        chunk = await reader.read()
      } catch {
        throw new MultipartRefused('malformed', 'The upload was interrupted before the whole file arrived.')
      }
      if (chunk.done) break
      bodyBytes += chunk.value.byteLength
      // Each piece is parsed, and its file bytes taken by the disk, before the next is read, so a part over its own limit says so first.
      await until((done) => parser.write(chunk.value, () => done()))
      if (failure) throw failure
      if (bodyBytes > options.maxBodyBytes) throw new MultipartRefused('too-large', `The upload is larger than ${Math.round(options.maxBodyBytes / MB)} MB.`)
    }
    finished = true
    await until((done) => {
      parser.end()
      void Promise.all([parsed, (writing as Writing | null)?.written]).then(done)
    })
    if (failure) throw failure
  } finally {
    // A refused body is not read to its end, and its file is closed before anyone removes it.
    if (finished) reader.releaseLock()
    else await reader.cancel().catch(() => undefined)
    // Set in a callback, which the compiler does not follow.
    const open = writing as Writing | null
    if (failure || !finished) {
      parser.destroy()
      open?.from.destroy()
      open?.to.destroy()
    }
    await open?.closed
  }
  return { fields, file }
}
