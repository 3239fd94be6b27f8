// Serves the built web app: hashed assets cached for a year, everything else revalidated (an ETag
// and Last-Modified, so a revalidation of an unchanged file is a 304, not the file again), and
// index.html for any path the app's router owns, naming what the page will need next
// (first-load-hints.ts).
import { createHash } from 'node:crypto'
import { Hono } from 'hono'
import type { Context } from 'hono'
import { readFile, stat } from 'node:fs/promises'
import { extname, join, normalize, sep } from 'node:path'
import { isCurrent } from './etag.ts'
import { firstLoadHints, HINTED_MODULES } from './first-load-hints.ts'
import type { BuildManifest, FirstLoadHints } from './first-load-hints.ts'
import { logger } from '../lib/logger.ts'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
}

const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'no-cache'

/**
 * The hints from the build's manifest, read again when a new build replaces it; none when the build
 * has no manifest (the app works the same, only slower).
 */
function buildHints(root: string): (index: string) => Promise<FirstLoadHints | null> {
  const path = join(root, '.vite', 'manifest.json')
  let read: { modified: number; index: string; hints: FirstLoadHints } | null = null
  return async (index: string) => {
    try {
      const { mtimeMs } = await stat(path)
      if (read?.modified !== mtimeMs || read.index !== index) {
        const manifest = JSON.parse(await readFile(path, 'utf8')) as BuildManifest
        const missing = HINTED_MODULES.filter((module) => !(module in manifest))
        if (missing.length > 0) logger().warn(`The web app's build has no ${missing.join(', ')}: first-load-hints.ts names a page that moved.`)
        read = { modified: mtimeMs, index, hints: firstLoadHints(manifest, index) }
      }
      return read.hints
    } catch {
      return null
    }
  }
}

interface Validators {
  etag: string
  modified: Date
}

/** Whether the browser's copy is this one: If-None-Match when it sends one, else If-Modified-Since (to the second). */
function unchanged(c: Context, { etag, modified }: Validators): boolean {
  const tags = c.req.header('if-none-match')
  if (tags !== undefined) return isCurrent(tags, etag)
  const since = Date.parse(c.req.header('if-modified-since') ?? '')
  return Number.isFinite(since) && Math.floor(modified.getTime() / 1000) <= since / 1000
}

function answer(c: Context, body: Uint8Array | string, type: string, cache: string, validators: Validators) {
  const headers = { 'Content-Type': type, 'Cache-Control': cache, ETag: validators.etag, 'Last-Modified': validators.modified.toUTCString() }
  if (unchanged(c, validators)) return c.body(null, 304, headers)
  return c.body(typeof body === 'string' ? body : new Uint8Array(body), 200, headers)
}

export function staticFiles(root: string): Hono {
  const base = normalize(root + sep)
  const app = new Hono()
  const hints = buildHints(base)

  async function file(path: string): Promise<{ body: Buffer; type: string; modified: Date } | null> {
    const full = normalize(join(base, path))
    // Hidden folders hold the build's own records (.vite/manifest.json), not the app.
    if (
      !full.startsWith(base) ||
      full
        .slice(base.length)
        .split(sep)
        .some((part) => part.startsWith('.'))
    )
      return null
    try {
      const found = await stat(full)
      if (!found.isFile()) return null
      return { body: await readFile(full), type: TYPES[extname(full)] ?? 'application/octet-stream', modified: found.mtime }
    } catch {
      return null
    }
  }
  /** The page's tag, of its bytes: the links it names differ from one address to another. */
  const pageTag = (page: string) => `"${createHash('sha1').update(page).digest('base64url')}"`
  /** A file's tag, of its size and time as a web server's is: no file read twice to hash it. */
  const fileTag = (found: { body: Buffer; modified: Date }) => `"${found.body.byteLength.toString(16)}-${found.modified.getTime().toString(16)}"`

  app.get('*', async (c) => {
    const path = decodeURIComponent(c.req.path)
    const found = path !== '/' ? await file(path) : null
    if (found) {
      const cache = path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE
      return answer(c, found.body, found.type, cache, { etag: fileTag(found), modified: found.modified })
    }
    // A missing file with an extension is a real 404, not an app route.
    if (extname(path) && !path.endsWith('.html')) return c.text('Not found', 404)
    const index = await file('index.html')
    if (!index) return c.text('The web app is not built. Run npm run build.', 503)
    const html = index.body.toString('utf8')
    const links = (await hints(html))?.links(path, new URL(c.req.url).search.slice(1)) ?? ''
    const page = links ? html.replace('</head>', `${links}</head>`) : html
    return answer(c, page, index.type, REVALIDATE, { etag: pageTag(page), modified: index.modified })
  })
  return app
}
