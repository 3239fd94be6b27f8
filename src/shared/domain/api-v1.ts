// The public API v1's list (decision 0082): its opaque cursor, the format an answer is written in,
// and the CSV columns of a project.
import { csvCell } from './project-bundle.ts'
import type { ApiV1Project, ApiV1Tombstone } from '../schemas/api-v1.ts'

export type ApiV1Sort = 'number' | 'updated'
export type ApiV1Format = 'json' | 'geojson' | 'csv'

/** Where a page ends: the sort it was walked by, and the last row's sort key and project id. */
export interface ApiV1Cursor {
  sort: ApiV1Sort
  key: string
  id: string
}

/** The cursor as the client holds it: base64url of its JSON (ASCII: a sort, a number or ISO time, a uuid), opaque to the client. */
export function encodeCursor(cursor: ApiV1Cursor): string {
  return btoa(JSON.stringify([cursor.sort, cursor.key, cursor.id]))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

/** The cursor a client sent back, or null when it is not one this API wrote. */
export function decodeCursor(text: string): ApiV1Cursor | null {
  try {
    const value: unknown = JSON.parse(atob(text.replace(/-/g, '+').replace(/_/g, '/')))
    if (!Array.isArray(value) || value.length !== 3 || !value.every((x) => typeof x === 'string')) return null
    const [sort, key, id] = value as [string, string, string]
    if ((sort !== 'number' && sort !== 'updated') || !/^[0-9a-f-]{36}$/.test(id)) return null
    return { sort, key, id }
  } catch {
    return null
  }
}

const MEDIA: Record<ApiV1Format, string> = { json: 'application/json', geojson: 'application/geo+json', csv: 'text/csv' }

/** The format asked for: format= first, else the first of the Accept header's types this API writes, else JSON. */
export function formatOf(format: ApiV1Format | undefined, accept: string | undefined): ApiV1Format {
  if (format) return format
  const types = (accept ?? '').split(',').map((part) => part.split(';')[0]!.trim().toLowerCase())
  for (const type of types) {
    const found = (Object.keys(MEDIA) as ApiV1Format[]).find((f) => MEDIA[f] === type)
    if (found) return found
  }
  return 'json'
}

export const mediaTypeOf = (format: ApiV1Format) => (format === 'json' ? 'application/json' : `${MEDIA[format]}; charset=utf-8`)

export const CSV_COLUMNS = [
  'projectNumber',
  'projectId',
  'deleted',
  'title',
  'proponentName',
  'projectTypeId',
  'stageId',
  'stageGrouping',
  'outcomeId',
  'year',
  'districtIds',
  'sectorIds',
  'drainageIds',
  'firstNationIds',
  'locations',
  'updatedAt',
] as const

/** A CSV line (RFC 4180, CRLF): lists joined by ";", points as "lat lon" joined by ";". */
export function csvLine(project: ApiV1Project | ApiV1Tombstone): string {
  const cells: Partial<Record<(typeof CSV_COLUMNS)[number], string | number | null>> =
    'deleted' in project
      ? { projectNumber: project.projectNumber, deleted: 'true', updatedAt: project.updatedAt }
      : {
          ...project,
          deleted: 'false',
          districtIds: project.districtIds.join(';'),
          sectorIds: project.sectorIds.join(';'),
          drainageIds: project.drainageIds.join(';'),
          firstNationIds: project.firstNationIds.join(';'),
          locations: project.locations.map((l) => `${l.latitude} ${l.longitude}`).join(';'),
        }
  return `${CSV_COLUMNS.map((c) => csvCell(cells[c] ?? null)).join(',')}\r\n`
}

export const csvHeader = () => `${CSV_COLUMNS.join(',')}\r\n`
