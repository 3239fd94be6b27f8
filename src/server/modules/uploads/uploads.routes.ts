// Contract of the file download routes.
import { describeRoute } from 'hono-openapi'

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
    description: 'The token is the session token of the viewer, or "public" for anyone; public documents are served to all.',
    responses,
  }),
  publicDownload: describeRoute({
    tags: ['Documents'],
    summary: 'Download a public document file, as the public; supports Range requests',
    description: 'The address other clients of the registry use for the public version (redactedUploadId): only what the public may see, whoever asks.',
    responses,
  }),
}
