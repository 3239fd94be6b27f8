// PostGIS for the embedded database without the parts the registry never loads. PGlite unpacks an
// extension's whole bundle into memory and compiles every library in it when the database opens;
// the PostGIS bundle also carries the raster and topology libraries and the tiger geocoder, which
// cost about 300 MB of the server's memory for nothing. The trimmed bundle (postgis-3.so, the
// postgis extension scripts, PROJ's data) is made once from the installed package's own, streamed,
// and kept in the system's temporary directory; if that fails, the full bundle is used.
import { postgis } from '@electric-sql/pglite-postgis'
import type { Extension } from '@electric-sql/pglite'
import { createReadStream, createWriteStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { Transform } from 'node:stream'
import type { TransformCallback } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { createGunzip, createGzip } from 'node:zlib'
import { cachedTempFile } from './temp-cache.ts'

/** Entries kept: the core library, the postgis extension's control and install/upgrade scripts, PROJ data. */
export function keepPostgisEntry(name: string): boolean {
  if (name.endsWith('/')) return true
  if (name === 'lib/postgresql/postgis-3.so') return true
  if (name.startsWith('share/proj/')) return true
  const extension = /^share\/postgresql\/extension\/(postgis\.control|postgis--.*\.sql)$/.exec(name)
  return extension !== null && !name.includes('unpackaged')
}

const BLOCK = 512

/** Drops the tar entries `keep` refuses; refuses archives with entry kinds it does not know. */
export class TarFilter extends Transform {
  private pending: Buffer = Buffer.alloc(0)
  /** Bytes of the current entry's data (padded) still to pass or drop. */
  private remaining = 0
  private keeping = true
  private ended = false

  constructor(private readonly keep: (name: string) => boolean) {
    super()
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.pending = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk
    try {
      let offset = 0
      while (!this.ended) {
        if (this.remaining > 0) {
          const take = Math.min(this.remaining, this.pending.length - offset)
          if (take === 0) break
          if (this.keeping) this.push(this.pending.subarray(offset, offset + take))
          offset += take
          this.remaining -= take
          continue
        }
        if (this.pending.length - offset < BLOCK) break
        const header = this.pending.subarray(offset, offset + BLOCK)
        offset += BLOCK
        if (header.every((byte) => byte === 0)) {
          this.ended = true
          break
        }
        const type = String.fromCharCode(header[156] || 48)
        if (!['0', '2', '5'].includes(type)) throw new Error(`unexpected tar entry type ${type}`)
        const field = (start: number, length: number) =>
          header
            .subarray(start, start + length)
            .toString('latin1')
            .replace(/\0.*$/s, '')
        const prefix = field(345, 155)
        const name = prefix ? `${prefix}/${field(0, 100)}` : field(0, 100)
        const size = parseInt(field(124, 12).trim() || '0', 8)
        this.keeping = this.keep(name)
        this.remaining = Math.ceil(size / BLOCK) * BLOCK
        if (this.keeping) this.push(Buffer.from(header))
      }
      this.pending = this.pending.subarray(offset)
      done()
    } catch (error) {
      done(error as Error)
    }
  }

  override _flush(done: TransformCallback): void {
    this.push(Buffer.alloc(BLOCK * 2))
    done()
  }
}

async function trimmedBundle(): Promise<URL> {
  const original = (await postgis.setup({} as never, { PGLITE_ENV: {} } as never)).bundlePath
  if (!original) throw new Error('the PostGIS extension names no bundle')
  const source = fileURLToPath(original)
  const { size, mtimeMs } = await stat(source)
  const target = await cachedTempFile(`registry-postgis-core-${size}-${Math.round(mtimeMs)}.tar.gz`, (path) =>
    pipeline(createReadStream(source), createGunzip(), new TarFilter(keepPostgisEntry), createGzip({ level: 1 }), createWriteStream(path)),
  )
  return pathToFileURL(target)
}

let made: Promise<URL | null> | undefined

/** The PostGIS extension for PGlite, with the trimmed bundle when it could be made. */
export async function postgisCore(): Promise<Extension> {
  made ??= trimmedBundle().catch(() => null)
  const bundle = await made
  if (!bundle) return postgis
  return {
    name: postgis.name,
    setup: async (pg, emscriptenOpts) => ({ ...(await postgis.setup(pg, emscriptenOpts)), bundlePath: bundle }),
  }
}
