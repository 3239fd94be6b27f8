// POST /api/geo/upload and /api/geo/upload-placer-csv: multipart, field "file". A file that
// arrives but cannot be used is a normal answer (status KO and a desc, as the spec shows); only a
// request that is not an upload is an error.
import { Hono } from 'hono'
import type { Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { AppDeps } from '../../app-deps.ts'
import { AppError } from '../../http/app-error.ts'
import { rateLimit } from '../../http/rate-limit.ts'
import type { RateLimitRule } from '../../http/rate-limit.ts'
import type { AuthServices } from '../auth/auth.handlers.ts'
import { MAX_LOCATION_FILE_BYTES } from '../../../shared/geo/location-files.ts'
import type { LocationFile } from '../../../shared/geo/location-files.ts'
import { readPlacerCsvUpload, readUpload } from './geo-files.service.ts'
import { routes } from './geo-files.routes.ts'

/** Reading a large shapefile takes a second of the server's time; a client gets a few a minute. */
export const GEO_FILES_RATE_LIMIT: RateLimitRule = { name: 'geo-files', limit: 60, windowMs: 10 * 60_000 }

/** The file limit plus room for the multipart framing and a few small shapefile parts. */
const MAX_REQUEST_BYTES = MAX_LOCATION_FILE_BYTES + 1024 * 1024

const tooLarge = (c: Context) => {
  const message = `The file is larger than ${MAX_LOCATION_FILE_BYTES / (1024 * 1024)} MB.`
  return c.json({ status: 'KO', code: 'too-large', userMessage: message, desc: message }, 413)
}

async function uploadedFiles(c: Context): Promise<LocationFile[]> {
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data'))
    throw AppError.badRequest('Send the file as multipart/form-data in a field named file.', 'file')
  let form: Record<string, unknown>
  try {
    form = await c.req.parseBody({ all: true })
  } catch {
    throw AppError.badRequest('The multipart body could not be read.', 'file')
  }
  const field = form.file
  const files = (Array.isArray(field) ? field : [field]).filter((value): value is File => value instanceof File)
  if (files.length === 0) throw AppError.badRequest('Send the file in a field named file.', 'file')
  return Promise.all(files.map(async (file) => ({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })))
}

export function geoFileHandlers(_deps: AppDeps, { limiter }: AuthServices): Hono {
  const limits = [rateLimit(limiter, GEO_FILES_RATE_LIMIT), bodyLimit({ maxSize: MAX_REQUEST_BYTES, onError: tooLarge })] as const
  return new Hono()
    .post('/api/geo/upload', routes.upload, ...limits, async (c) => c.json(await readUpload(await uploadedFiles(c)), 200))
    .post('/api/geo/upload-placer-csv', routes.uploadPlacerCsv, ...limits, async (c) => c.json(readPlacerCsvUpload(await uploadedFiles(c)), 200))
}
