// One file sent in one multipart request (the spec's single-shot uploads): written to a temporary
// file as it arrives, never held whole in memory, with the short text fields beside it, and removed
// once the request is done with it, whatever happened.
import type { Context } from 'hono'
import { AppError } from '../../http/app-error.ts'
import { MultipartRefused, readMultipart } from '../../http/multipart-stream.ts'
import type { MultipartFile } from '../../http/multipart-stream.ts'
import { MAX_DOCUMENT_BYTES } from '../../../shared/domain/document-files.ts'
import type { PartialFiles } from './partial-files.ts'

/** The fields beside the file: a description of 50 characters, a document type, an id. */
const MAX_FIELD_BYTES = 4 * 1024
/** Room for the multipart framing and the fields beside a file at the limit. */
export const MAX_MULTIPART_BYTES = MAX_DOCUMENT_BYTES + 256 * 1024

export interface ReceivedFile {
  file: MultipartFile
  fields: Record<string, string>
  /** Where the bytes are, until `use` returns. */
  path: string
}

export interface SingleFileOptions {
  /** Sees the file's name and type before its bytes; throwing refuses the file unread. */
  onFile?: (fileName: string, contentType: string) => void
  /** What a request without a file in the field "file" is told. */
  noFile: string
}

export async function withSingleFile<T>(c: Context, partials: PartialFiles, options: SingleFileOptions, use: (received: ReceivedFile) => Promise<T>): Promise<T> {
  const declared = Number(c.req.header('content-length') ?? 0)
  if (declared > MAX_MULTIPART_BYTES) throw new AppError(413, 'too-large', `The file is larger than ${MAX_DOCUMENT_BYTES / (1024 * 1024)} MB.`, 'file')
  const path = await partials.temporary()
  try {
    let form
    try {
      form = await readMultipart(c.req.raw.body, c.req.header('content-type'), {
        fileField: 'file',
        filePath: path,
        maxFileBytes: MAX_DOCUMENT_BYTES,
        maxFieldBytes: MAX_FIELD_BYTES,
        maxBodyBytes: MAX_MULTIPART_BYTES,
        ...(options.onFile ? { onFile: options.onFile } : {}),
      })
    } catch (error) {
      if (!(error instanceof MultipartRefused)) throw error
      if (error.reason === 'too-large') throw new AppError(413, 'too-large', error.message, 'file')
      throw AppError.badRequest(error.message, 'file')
    }
    if (!form.file) throw AppError.badRequest(options.noFile, 'file')
    return await use({ file: form.file, fields: form.fields, path })
  } finally {
    await partials.removePath(path)
  }
}
