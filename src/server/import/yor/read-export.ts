// Reads the registry's public integration export from a file: JSON, gzipped or not (told apart by
// the gzip magic bytes, whatever the file is called), holding the projects either as a bare array
// or under `projects` ({source, projectCount, projects} in the legacy export).
import { readFile } from 'node:fs/promises'
import { promisify } from 'node:util'
import { gunzip } from 'node:zlib'

export class ExportReadError extends Error {}

export interface ExportFile {
  records: unknown[]
  /** The export's own description of where it came from, when it gives one. */
  source: string | null
  /** The count the export declares (legacy `projectCount`), to compare with the records read. */
  declaredCount: number | null
  compressed: boolean
}

const gunzipAsync = promisify(gunzip)

export function isGzip(bytes: Uint8Array): boolean {
  return bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b
}

export async function readExport(path: string): Promise<ExportFile> {
  let bytes: Buffer
  try {
    bytes = await readFile(path)
  } catch (error) {
    throw new ExportReadError(`Cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`)
  }
  return parseExport(bytes, path)
}

export async function parseExport(bytes: Buffer, name = 'the export'): Promise<ExportFile> {
  const compressed = isGzip(bytes)
  let text: string
  try {
    text = (compressed ? await gunzipAsync(bytes) : bytes).toString('utf8')
  } catch (error) {
    throw new ExportReadError(`${name} looks gzipped but cannot be decompressed: ${(error as Error).message}`)
  }
  let document: unknown
  try {
    document = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text)
  } catch (error) {
    throw new ExportReadError(`${name} is not JSON: ${(error as Error).message}`)
  }
  if (Array.isArray(document)) return { records: document, source: null, declaredCount: null, compressed }
  if (typeof document === 'object' && document !== null && Array.isArray((document as { projects?: unknown }).projects)) {
    const d = document as { projects: unknown[]; source?: unknown; projectCount?: unknown }
    return {
      records: d.projects,
      source: typeof d.source === 'string' ? d.source : null,
      declaredCount: typeof d.projectCount === 'number' ? d.projectCount : null,
      compressed,
    }
  }
  throw new ExportReadError(`${name} holds neither a list of projects nor an object with a "projects" list`)
}
