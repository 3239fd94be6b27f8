// What an uploaded file must be before it is kept as a document, for every route that takes one
// (a proposal's documents, a comment's attachments): the multipart body read to disk within its
// limits, a name and kind the slot takes, first bytes that match the name, and an archive that
// staff can safely unpack.
import type { Context } from 'hono'
import { AppError } from '../http/app-error.ts'
import { MultipartRefused, readMultipart } from '../http/multipart-stream.ts'
import type { MultipartResult } from '../http/multipart-stream.ts'
import { unstorableRefusal } from '../http/storable-input.ts'
import { unstorableJsonPath } from '../../shared/schemas/input.ts'
import { checkFileContent, checkFileKind, MAX_DOCUMENT_BYTES, sanitizeFileName } from '../../shared/domain/document-files.ts'
import type { DocumentSlot, FileKind } from '../../shared/domain/document-files.ts'
import { checkZip, describeZipRefusal, ZipRefused } from '../../shared/zip/zip-reader.ts'
import type { ZipLimits } from '../../shared/zip/zip-reader.ts'
import type { PartialFiles } from './partial-files.ts'

/** A file received whole, on disk at path, as the sender named it. */
export interface ReceivedFile {
  fileName: string
  contentType: string
  size: number
  path: string
}

/** The fields beside the file: a description of 50 characters and a document type. */
const MAX_FIELD_BYTES = 4 * 1024
/** Room for the multipart framing and the fields beside a file at the limit. */
const MAX_MULTIPART_BYTES = MAX_DOCUMENT_BYTES + 256 * 1024
const MB = 1024 * 1024
/**
 * Said with a refusal that leaves the body unread: the connection cannot carry another request
 * until the rest is read, and reading it was the point of refusing. The client is told the
 * connection ends with the answer, rather than finding it closed under its next request.
 */
const CLOSE = { Connection: 'close' }

/**
 * Reads a single-shot upload's multipart body to a temporary file of this request and hands the
 * file and its fields to work; whatever work did, the file is gone afterwards (moved into the store,
 * or removed here). onFile sees the file's name and type before its bytes, and refuses a kind the
 * slot does not take by throwing; a body with no file is told noFile.
 */
export async function withReceivedUpload<T>(
  c: Context,
  partials: PartialFiles,
  onFile: (fileName: string, contentType: string) => void,
  work: (upload: { file: ReceivedFile; fields: Record<string, string> }) => Promise<T>,
  noFile?: string,
): Promise<T> {
  const path = await partials.temporary()
  try {
    const { file, fields } = await receiveUpload(c, path, onFile, noFile)
    return await work({ file: { ...file, path }, fields })
  } finally {
    await partials.removePath(path)
  }
}

async function receiveUpload(
  c: Context,
  path: string,
  onFile: (fileName: string, contentType: string) => void,
  noFile = 'Send the file in a field named file.',
): Promise<MultipartResult & { file: NonNullable<MultipartResult['file']> }> {
  // Refused before 50 MB are read for nothing.
  const declared = Number(c.req.header('content-length') ?? 0)
  if (declared > MAX_MULTIPART_BYTES) throw new AppError(413, 'too-large', `The file is larger than ${MAX_DOCUMENT_BYTES / MB} MB.`, 'file', CLOSE)
  let form: MultipartResult
  try {
    form = await readMultipart(c.req.raw.body, c.req.header('content-type'), {
      fileField: 'file',
      filePath: path,
      maxFileBytes: MAX_DOCUMENT_BYTES,
      maxFieldBytes: MAX_FIELD_BYTES,
      maxBodyBytes: MAX_MULTIPART_BYTES,
      onFile,
    })
  } catch (error) {
    if (error instanceof MultipartRefused)
      throw new AppError(error.reason === 'too-large' ? 413 : 400, error.reason === 'too-large' ? 'too-large' : 'bad-request', error.message, 'file', CLOSE)
    if (error instanceof AppError)
      throw new AppError(error.status, error.code, error.userMessage, error.parameter, { ...error.headers, ...CLOSE }, error.details)
    throw error
  }
  if (!form.file) throw AppError.badRequest(noFile, 'file')
  const unstorable = unstorableJsonPath(form.fields)
  if (unstorable !== null) throw unstorableRefusal(unstorable)
  return { ...form, file: form.file }
}

/** The name the file is kept under and its kind, or a refusal saying what the slot accepts. */
export function fileKindOf(slot: DocumentSlot, fileName: string, contentType: string): { fileName: string; kind: FileKind } {
  const clean = sanitizeFileName(fileName)
  if (!clean) throw AppError.badRequest('Invalid parameter fileName: the file needs a name.', 'fileName')
  const check = checkFileKind(slot, clean, contentType)
  if (!check.ok) throw new AppError(415, 'unsupported-file', check.message, 'fileName')
  return { fileName: clean, kind: check.kind }
}

/** Refuses a file whose size is none or too much. */
export function checkFileSize(size: number): void {
  if (size === 0) throw AppError.badRequest('The file is empty.', 'file')
  if (size > MAX_DOCUMENT_BYTES) throw new AppError(413, 'too-large', `The file is larger than ${MAX_DOCUMENT_BYTES / MB} MB.`, 'file')
}

/**
 * Refuses a file on disk whose first bytes are not what its name says, and a zip that staff could
 * not safely unpack within the limits of the route's use (a zip bomb, names outside its folder), as
 * a location file's is refused.
 */
export async function checkFileBytes(kind: FileKind, fileName: string, path: string, partials: PartialFiles, zipLimits: ZipLimits): Promise<void> {
  const problem = checkFileContent(kind, fileName, await partials.head(path))
  if (problem) throw new AppError(415, 'unsupported-file', problem, 'file')
  if (!kind.isArchive) return
  try {
    await checkZip(await partials.bytes(path), zipLimits)
  } catch (error) {
    if (error instanceof ZipRefused) throw new AppError(422, error.refusal.code, describeZipRefusal(error.refusal), 'file')
    throw error
  }
}

/**
 * Refuses a received file that a slot does not take, by its size, name, type and bytes, in that
 * order; answers the name it is kept under and its kind.
 */
export async function checkReceivedFile(
  file: ReceivedFile,
  slot: DocumentSlot,
  partials: PartialFiles,
  zipLimits: ZipLimits,
): Promise<{ fileName: string; kind: FileKind }> {
  checkFileSize(file.size)
  const checked = fileKindOf(slot, file.fileName, file.contentType)
  await checkFileBytes(checked.kind, checked.fileName, file.path, partials, zipLimits)
  return checked
}
