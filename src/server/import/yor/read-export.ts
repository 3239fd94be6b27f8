// Reads the registry's public integration export from a file as a stream of records: JSON, gzipped
// or not (told apart by the gzip magic bytes, whatever the file is called), holding the projects
// either as a bare array or under `projects` ({source, projectCount, projects} in the legacy
// export). One record at a time is held, so memory stays flat in the file's size (stream-json's
// tokenizer and assembler; the file is never held whole).
import { createReadStream } from 'node:fs'
import { open } from 'node:fs/promises'
import { Transform } from 'node:stream'
import { createGunzip } from 'node:zlib'
import chain, { none } from 'stream-chain'
import { parser } from 'stream-json'
import type { Token } from 'stream-json/core/parser.js'
import Assembler from 'stream-json/assembler.js'

export class ExportReadError extends Error {}

export interface ExportFile {
  records: unknown[]
  /** The export's own description of where it came from, when it gives one. */
  source: string | null
  /** The count the export declares (legacy `projectCount`), to compare with the records read. */
  declaredCount: number | null
  compressed: boolean
}

export function isGzip(bytes: Uint8Array): boolean {
  return bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b
}

/** Takes a byte-order mark off the start of the text. */
function withoutBom(): Transform {
  let first = true
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (first && chunk.length >= 3 && chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf) chunk = chunk.subarray(3)
      first = false
      done(null, chunk)
    },
  })
}

/**
 * The export as records, read from the file anew each time it is iterated (the import reads it
 * twice). Its source, declared count and compression are known once it has been read.
 */
export class ExportStream implements AsyncIterable<unknown> {
  source: string | null = null
  declaredCount: number | null = null
  compressed = false

  constructor(readonly path: string) {}

  async *[Symbol.asyncIterator](): AsyncIterator<unknown> {
    const name = this.path
    let head: Buffer
    try {
      const file = await open(name)
      try {
        head = (await file.read(Buffer.alloc(2), 0, 2, 0)).buffer
      } finally {
        await file.close()
      }
    } catch (error) {
      throw new ExportReadError(`Cannot read ${name}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`)
    }
    this.compressed = isGzip(head)
    const records = chain([
      createReadStream(name),
      ...(this.compressed ? [createGunzip()] : []),
      withoutBom(),
      parser({ streamValues: false }),
      this.recordsOf(),
    ])
    try {
      // Wrapped, since a stream cannot carry null (a record can be).
      for await (const { record } of records as AsyncIterable<{ record: unknown }>) yield record
    } catch (error) {
      if (error instanceof ExportReadError) throw error
      const code = (error as NodeJS.ErrnoException).code ?? ''
      if (code.startsWith('Z_')) throw new ExportReadError(`${name} looks gzipped but cannot be decompressed: ${(error as Error).message}`)
      throw new ExportReadError(`${name} is not JSON: ${(error as Error).message}`)
    } finally {
      records.destroy()
    }
  }

  /**
   * Tokens in, records out (wrapped): the elements of the top-level array, or of the top level's
   * `projects`; the legacy export's source and count noted on the way.
   */
  private recordsOf(): (token: Token) => { record: unknown } | typeof none {
    const notAList = () => new ExportReadError(`${this.path} holds neither a list of projects nor an object with a "projects" list`)
    let depth = 0
    let top: 'array' | 'object' | null = null
    let key: string | null = null
    let listDepth = -1
    let hasList = false
    let record: Assembler | null = null
    return (token) => {
      const opens = token.name === 'startObject' || token.name === 'startArray'
      const closes = token.name === 'endObject' || token.name === 'endArray'
      if (record) {
        const value = record.tapChain(token)
        depth += opens ? 1 : closes ? -1 : 0
        if (depth !== listDepth || !record.done) return none
        record = null
        return { record: value }
      }
      if (opens) {
        if (depth === 0) top = token.name === 'startArray' ? 'array' : 'object'
        if (depth === listDepth) {
          record = new Assembler()
          record.tapChain(token)
        } else if ((depth === 0 && top === 'array') || (depth === 1 && top === 'object' && key === 'projects' && token.name === 'startArray')) {
          listDepth = depth + 1
          hasList = true
        }
        depth += 1
        return none
      }
      if (closes) {
        depth -= 1
        if (depth === listDepth - 1) listDepth = -1
        if (depth === 0 && !hasList) throw notAList()
        return none
      }
      if (depth === 0) throw notAList()
      // A record that is not an object or a list: normalizing reports it.
      if (depth === listDepth) return { record: new Assembler().tapChain(token) }
      if (depth === 1 && top === 'object') {
        if (token.name === 'keyValue') key = token.value as string
        else if (key === 'source' && token.name === 'stringValue') this.source = token.value as string
        else if (key === 'projectCount' && token.name === 'numberValue') this.declaredCount = Number(token.value)
      }
      return none
    }
  }
}

/** The whole export in memory, for callers that want a list. */
export async function readExport(path: string): Promise<ExportFile> {
  const stream = new ExportStream(path)
  const records: unknown[] = []
  for await (const record of stream) records.push(record)
  return { records, source: stream.source, declaredCount: stream.declaredCount, compressed: stream.compressed }
}
