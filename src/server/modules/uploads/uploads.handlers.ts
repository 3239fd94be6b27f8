// File downloads with the right type, length and name, and single byte ranges for large PDFs.
import { Hono } from 'hono'
import type { Context } from 'hono'
import { Readable } from 'node:stream'
import type { AppDeps } from '../../app-deps.ts'
import { AppError } from '../../http/app-error.ts'
import { parseByteRange } from '../../http/byte-range.ts'
import type { AuthServices } from '../auth/auth.handlers.ts'
import type { Caller } from '../projects/project-access.ts'
import { UUID_PATTERN } from '../../../shared/schemas/project.ts'
import { downloadTokens } from './download-tokens.ts'
import { uploadsService } from './uploads.service.ts'
import { routes } from './uploads.routes.ts'
import type { Downloadable } from './uploads.service.ts'
import { publicContentVersion } from '../../db/public-content-version.ts'
import { versionedCache } from '../../http/public-answer-cache.ts'

function contentDisposition(fileName: string, contentType: string): string {
  const kind = contentType === 'application/pdf' || contentType.startsWith('image/') ? 'inline' : 'attachment'
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`
}

export function uploadHandlers({ db, clock, jwtSecret, files }: AppDeps, { auth, tokens }: AuthServices): Hono {
  const uploads = uploadsService(db)
  const downloads = downloadTokens(jwtSecret, tokens)
  const uploadIdOf = (c: Context) => {
    const uploadId = c.req.param('uploadId') ?? ''
    if (!UUID_PATTERN.test(uploadId)) throw AppError.notFound()
    return uploadId.toLowerCase()
  }

  // Which file the public may have under an id, and as what, kept while the data is unchanged
  // (decision 0088): a public download then asks the database only its data version.
  const version = publicContentVersion(db)
  const publicFiles = versionedCache<Downloadable | null>((file) => 200 + (file?.fileName.length ?? 0), 4 * 1024 * 1024)
  async function publicFile(uploadId: string): Promise<Downloadable | null> {
    const current = await version()
    const kept = publicFiles.get(current, uploadId)
    if (kept !== undefined) return kept
    const file = await uploads.downloadable(uploadId, null)
    publicFiles.set(current, uploadId, file)
    return file
  }

  /** The file as this viewer (null: the public) may have it. */
  async function download(c: Context, viewer: Caller | null) {
    const uploadId = uploadIdOf(c)
    const file = viewer ? await uploads.downloadable(uploadId, viewer) : await publicFile(uploadId)
    if (!file) throw AppError.notFound('This file was not found, or you lack sufficient authorization to view it.')
    const headers: Record<string, string> = {
      'Content-Type': file.contentType,
      'Content-Disposition': contentDisposition(file.fileName, file.contentType),
      'Accept-Ranges': 'bytes',
      // Read with a download token, the file is that person's to see: kept nowhere.
      'Cache-Control': viewer ? 'no-store' : 'private, max-age=3600',
    }
    const range = parseByteRange(c.req.header('range'), file.size)
    if (range.kind === 'unsatisfiable') return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${file.size}` })
    if (range.kind === 'partial') {
      const stream = Readable.toWeb(files.read(file.storageKey, range)) as ReadableStream
      return c.body(stream, 206, {
        ...headers,
        'Content-Length': String(range.end - range.start + 1),
        'Content-Range': `bytes ${range.start}-${range.end}/${file.size}`,
      })
    }
    return c.body(Readable.toWeb(files.read(file.storageKey)) as ReadableStream, 200, { ...headers, 'Content-Length': String(file.size) })
  }

  return (
    new Hono()
      // The real registry's public address, which its other clients download from: always the
      // public's view, whatever the request carries, so the answer is the same for everyone.
      .get('/api/uploads/:uploadId', routes.publicDownload, (c) => download(c, null))
      .get('/api/uploads/:uploadId/:token', routes.download, async (c) => {
        const token = c.req.param('token')
        if (token === 'public') return download(c, null)
        const viewer = await downloads.check(uploadIdOf(c), token, clock())
        if (!viewer)
          throw new AppError(401, 'download-link-expired', 'This download link has expired or is not for this file. Please open the file again from its page.')
        return download(c, { userId: viewer.userId, staffRole: viewer.staffRole })
      })
      .post('/api/uploads/:uploadId{[0-9a-fA-F-]{36}}/download-token', routes.downloadToken, auth.signedIn, async (c) => {
        const { token, expiresAt } = downloads.mint(uploadIdOf(c), await auth.required(c), clock())
        return c.json({ status: 'OK' as const, token, expiresAt: expiresAt.toISOString() }, 200)
      })
  )
}
