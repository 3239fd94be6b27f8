// Reads a multipart/form-data body as it arrives, writing its one file field straight to a file on
// disk: a 50 MB upload never sits in memory (Hono's parseBody and Request.formData() hold the
// whole body). Text fields are kept, up to a small limit; other file fields are read and dropped.
import { constants } from 'node:fs'
import { open } from 'node:fs/promises'
import type { FileHandle } from 'node:fs/promises'

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

const MAX_HEADER_BYTES = 16 * 1024
const WRITE_BYTES = 64 * 1024
const CRLF = Buffer.from('\r\n')
const HEADER_END = Buffer.from('\r\n\r\n')
const DASHES = Buffer.from('--')

/** The boundary of a multipart/form-data Content-Type, or null. */
export function boundaryOf(contentType: string | undefined): string | null {
  if (!contentType || !/^multipart\/form-data\s*(;|$)/i.test(contentType.trim())) return null
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType)
  return match ? (match[1] ?? match[2] ?? null) : null
}

/**
 * Browsers send quotes in names as %22 (WHATWG multipart/form-data encoding) and backslashes as
 * they are (old ones sent whole Windows paths), so a backslash is not an escape here.
 */
function unquote(value: string): string {
  const trimmed = value.trim()
  return trimmed.startsWith('"') && trimmed.endsWith('"') && trimmed.length >= 2 ? trimmed.slice(1, -1) : trimmed
}

/** The parameters of a Content-Disposition header; filename* (RFC 5987) wins over filename. */
function dispositionOf(value: string): { name: string | null; fileName: string | null } {
  const params = new Map<string, string>()
  for (const match of value.matchAll(/;\s*([^=;\s]+)\s*=\s*("[^"]*"|[^;]*)/g)) params.set(match[1]!.toLowerCase(), unquote(match[2]!))
  let fileName = params.get('filename') ?? null
  const extended = params.get('filename*')
  if (extended) {
    const encoded = /^utf-8'[^']*'(.*)$/i.exec(extended)
    if (encoded) {
      try {
        fileName = decodeURIComponent(encoded[1]!)
      } catch {
        // A broken encoding leaves the plain filename.
      }
    }
  }
  return { name: params.get('name') ?? null, fileName }
}

interface Part {
  name: string | null
  fileName: string | null
  contentType: string
  /** Bytes of a text field; null for a file. */
  text: Buffer[] | null
  /** Whether this part is the file written to disk. */
  toFile: boolean
}

export async function readMultipart(body: ReadableStream<Uint8Array> | null, contentType: string | undefined, options: MultipartOptions): Promise<MultipartResult> {
  const boundary = boundaryOf(contentType)
  if (!boundary) throw new MultipartRefused('malformed', 'Send the file as multipart/form-data in a field named file.')
  if (!body) throw new MultipartRefused('malformed', 'The request has no body.')
  const maxFieldBytes = options.maxFieldBytes ?? 64 * 1024
  const delimiter = Buffer.from(`\r\n--${boundary}`)
  // The first boundary has no line break before it; one is put there so every delimiter looks alike.
  let buffer: Buffer = Buffer.from(CRLF)
  let state = 'preamble' as 'preamble' | 'after-delimiter' | 'headers' | 'body' | 'done'
  let part: Part | null = null
  let handle: FileHandle | null = null
  let file: MultipartFile | null = null
  let fieldBytes = 0
  const fields: Record<string, string> = {}

  const startPart = async (headerText: string) => {
    let disposition = { name: null as string | null, fileName: null as string | null }
    let type = ''
    for (const line of headerText.split('\r\n')) {
      const colon = line.indexOf(':')
      if (colon < 0) continue
      const header = line.slice(0, colon).trim().toLowerCase()
      const value = line.slice(colon + 1).trim()
      if (header === 'content-disposition') disposition = dispositionOf(value)
      else if (header === 'content-type') type = value
    }
    const isFile = disposition.fileName !== null
    const toFile = isFile && disposition.name === options.fileField
    if (toFile) {
      if (file) throw new MultipartRefused('several-files', 'Only one file may be sent at a time.')
      options.onFile?.(disposition.fileName ?? '', type)
      handle = await open(options.filePath, constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC)
      file = { fileName: disposition.fileName ?? '', contentType: type, size: 0 }
    }
    part = { name: disposition.name, fileName: disposition.fileName, contentType: type, text: isFile ? null : [], toFile }
  }

  // Small pieces of the file are gathered into fewer, larger writes.
  let pending: Buffer[] = []
  let pendingBytes = 0
  const flush = async () => {
    if (pendingBytes === 0 || !handle) return
    await handle.write(pending.length === 1 ? pending[0]! : Buffer.concat(pending))
    pending = []
    pendingBytes = 0
  }

  const emit = async (bytes: Buffer) => {
    if (!part || bytes.length === 0) return
    if (part.toFile && handle && file) {
      file.size += bytes.length
      if (file.size > options.maxFileBytes) throw new MultipartRefused('too-large', `The file is larger than ${options.maxFileBytes / (1024 * 1024)} MB.`)
      pending.push(bytes)
      pendingBytes += bytes.length
      if (pendingBytes >= WRITE_BYTES) await flush()
    } else if (part.text) {
      fieldBytes += bytes.length
      if (fieldBytes > maxFieldBytes) throw new MultipartRefused('too-large', 'The form fields beside the file are too long.')
      part.text.push(bytes)
    }
  }

  const endPart = async () => {
    if (part?.toFile) await flush()
    if (part?.text && part.name !== null) fields[part.name] = Buffer.concat(part.text).toString('utf8')
    part = null
  }

  /** Handles what the buffer holds; leaves in it what cannot be decided before more arrives. */
  const consume = async () => {
    for (;;) {
      if (state === 'preamble' || state === 'body') {
        const at = buffer.indexOf(delimiter)
        if (at < 0) {
          // The end of the buffer may be the start of a delimiter: keep it for the next round.
          const safe = buffer.length - (delimiter.length - 1)
          if (safe > 0) {
            if (state === 'body') await emit(buffer.subarray(0, safe))
            buffer = buffer.subarray(safe)
          }
          return
        }
        if (state === 'body') {
          await emit(buffer.subarray(0, at))
          await endPart()
        }
        buffer = buffer.subarray(at + delimiter.length)
        state = 'after-delimiter'
      } else if (state === 'after-delimiter') {
        if (buffer.length < 2) return
        if (buffer.subarray(0, 2).equals(DASHES)) {
          state = 'done'
          return
        }
        const lineEnd = buffer.indexOf(CRLF)
        if (lineEnd < 0) {
          if (buffer.length > 256) throw new MultipartRefused('malformed', 'The multipart body could not be read.')
          return
        }
        buffer = buffer.subarray(lineEnd + 2)
        state = 'headers'
      } else if (state === 'headers') {
        // A part with no headers at all starts with the blank line.
        const end = buffer.subarray(0, 2).equals(CRLF) ? -2 : buffer.indexOf(HEADER_END)
        if (end === -1) {
          if (buffer.length > MAX_HEADER_BYTES) throw new MultipartRefused('malformed', 'The multipart body could not be read.')
          return
        }
        await startPart(end < 0 ? '' : buffer.subarray(0, end).toString('utf8'))
        buffer = buffer.subarray(end < 0 ? 2 : end + 4)
        state = 'body'
      } else {
        return
      }
    }
  }

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
      if (state !== 'done') {
        buffer = buffer.length === 0 ? Buffer.from(chunk.value) : Buffer.concat([buffer, chunk.value])
        // A part over its own limit says so first.
        await consume()
      }
      if (bodyBytes > options.maxBodyBytes) throw new MultipartRefused('too-large', `The upload is larger than ${Math.round(options.maxBodyBytes / (1024 * 1024))} MB.`)
    }
    finished = true
    if (state !== 'done') throw new MultipartRefused('malformed', 'The upload ended before the whole file arrived.')
  } finally {
    // A refused body is not read to its end.
    if (finished) reader.releaseLock()
    else await reader.cancel().catch(() => undefined)
    await (handle as FileHandle | null)?.close()
  }
  return { fields, file }
}
