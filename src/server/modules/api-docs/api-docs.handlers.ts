// The API's documentation at /api/docs: the committed contract (openapi/openapi.json, the one the
// web client's types come from) rendered by Swagger UI, served from this server like the rest
// of the site, so it works with the site's content security policy and without the internet.
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Hono } from 'hono'

const contractPath = fileURLToPath(new URL('../../../../openapi/openapi.json', import.meta.url))
const swaggerUi = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Registry API</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<main id="docs"><p>The API's documentation needs JavaScript. The contract itself is at <a href="/api/docs/openapi.json">/api/docs/openapi.json</a>.</p></main>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/start.js"></script>
</body>
</html>
`

// In a file of its own, not inline: the site's policy runs scripts from this server only.
const START = `window.ui = SwaggerUIBundle({ url: '/api/docs/openapi.json', dom_id: '#docs', deepLinking: true, docExpansion: 'list', filter: true })\n`

/** A file of the renderer's, kept by browsers for a day (it changes only with an upgrade). */
async function rendererFile(name: string, type: string): Promise<Response> {
  return new Response(await readFile(join(swaggerUi, name)), { headers: { 'Content-Type': type, 'Cache-Control': 'public, max-age=86400' } })
}

export function apiDocsHandlers(): Hono {
  return new Hono()
    .get('/api/docs', (c) => c.html(PAGE))
    .get('/api/docs/openapi.json', async (c) => c.body(await readFile(contractPath, 'utf8'), 200, { 'Content-Type': 'application/json; charset=utf-8' }))
    .get('/api/docs/start.js', (c) => c.body(START, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }))
    .get('/api/docs/swagger-ui.css', () => rendererFile('swagger-ui.css', 'text/css; charset=utf-8'))
    .get('/api/docs/swagger-ui-bundle.js', () => rendererFile('swagger-ui-bundle.js', 'text/javascript; charset=utf-8'))
}
