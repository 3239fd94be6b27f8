// Contract of the file download routes.
import { describeRoute } from 'hono-openapi'
import { contract } from '../../http/openapi.ts'
import { DownloadTokenResponse } from '../../../shared/schemas/document.ts'

const responses = {
  200: { description: 'The file', content: { 'application/octet-stream': { schema: { type: 'string' as const, format: 'binary' } } } },
  206: { description: 'The requested byte range' },
  404: { description: 'No such file, or not visible to the viewer' },
  416: { description: 'The range is outside the file' },
}

export const routes = {
  download: describeRoute({
    tags: ['Documents'],
    summary: 'Download a document file; supports Range requests',
    description:
      'The token is a download token for this file (POST /api/uploads/{uploadId}/download-token), or "public" for anyone; public documents are served to all. A session token, or a download token that has expired or names another file, is refused.',
    responses: { ...responses, 401: { description: 'The token is not a download token for this file, or it has expired' } },
  }),
  downloadToken: contract({
    tags: ['Documents'],
    summary: 'A token that downloads one file as the caller, for five minutes',
    description:
      'For the address of a private file, which a link cannot send the session with: the token fetches only this file, only while the session lasts, and is no session itself.',
    ok: DownloadTokenResponse,
    errors: { 401: 'Not logged in, or the session has ended' },
  }),
  publicDownload: describeRoute({
    tags: ['Documents'],
    summary: 'Download a public document file, as the public; supports Range requests',
    description: 'The address other clients of the registry use for the public version (redactedUploadId): only what the public may see, whoever asks.',
    responses,
  }),
}
