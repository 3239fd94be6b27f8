// The checks every uploaded document passes before it is kept: a kind its slot takes, named and
// declared alike; first bytes that are what the name says; and, for a zip, KMZ or Office document,
// an archive staff can safely unpack.
import { AppError } from '../../http/app-error.ts'
import { checkFileContent, checkFileKind, DOCUMENT_ZIP_LIMITS, sanitizeFileName } from '../../../shared/domain/document-files.ts'
import type { DocumentSlot, FileKind } from '../../../shared/domain/document-files.ts'
import { checkZip, describeZipRefusal, ZipRefused } from '../../../shared/zip/zip-reader.ts'
import type { PartialFiles } from './partial-files.ts'

/** The name the file is kept under and its kind, or a 400/415 saying what the slot accepts. */
export function fileKindOf(slot: DocumentSlot, fileName: string, contentType: string): { fileName: string; kind: FileKind } {
  const clean = sanitizeFileName(fileName)
  if (!clean) throw AppError.badRequest('Invalid parameter fileName: the file needs a name.', 'fileName')
  const check = checkFileKind(slot, clean, contentType)
  if (!check.ok) throw new AppError(415, 'unsupported-file', check.message, 'fileName')
  return { fileName: clean, kind: check.kind }
}

/** Refuses a file whose contents are not what its name says, or a zip that staff could not safely unpack (a zip bomb, names outside its folder). */
export async function checkDocumentContent(partials: PartialFiles, kind: FileKind, fileName: string, path: string): Promise<void> {
  const problem = checkFileContent(kind, fileName, await partials.head(path))
  if (problem) throw new AppError(415, 'unsupported-file', problem, 'file')
  if (!kind.isArchive) return
  try {
    await checkZip(await partials.bytes(path), DOCUMENT_ZIP_LIMITS)
  } catch (error) {
    if (error instanceof ZipRefused) throw new AppError(422, error.refusal.code, describeZipRefusal(error.refusal), 'file')
    throw error
  }
}
