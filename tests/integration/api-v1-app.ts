// What the public API v1 test files share (decision 0082): the app, the projects they list and
// the calls a client makes. Apart so each of those files starts from the same state.
import { expect } from 'vitest'
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { sql } from 'drizzle-orm'
import type { TestApp } from './harness.ts'
import { queryRows } from '../../src/server/db/client.ts'
import { tempDir } from './temp-dirs.ts'

export const REAL_EXPORT = resolve('../shared/data/yesab-projects.json.gz')
/** GDAL's ogrinfo (Debian's gdal-bin, which .ci/run installs): CI must have it, elsewhere its test is skipped. */
const OGRINFO = '/usr/bin/ogrinfo'
export const withoutGdal = !existsSync(OGRINFO) && !process.env.CI

/** What GDAL reads in a GeoJSON answer: its feature count and geometry kind, or its complaint. */
export async function readByGdal(geojson: string): Promise<{ features: number; geometry: string; complaints: string }> {
  const file = join(await tempDir('registry-ogr-'), 'projects.geojson')
  await writeFile(file, geojson)
  const { stdout, stderr } = await promisify(execFile)(OGRINFO, ['-ro', '-so', '-al', file])
  return { features: Number(/^Feature Count: (\d+)$/m.exec(stdout)?.[1]), geometry: /^Geometry: (.+)$/m.exec(stdout)?.[1] ?? '', complaints: stderr.trim() }
}
export const BASE = '/api/v1/projects'

export type Listed = {
  projectId: string
  projectNumber: string
  title: string
  updatedAt: string
  deleted?: true
  locations: { latitude: number; longitude: number }[]
}
export type Page = { projects: Listed[]; next: string | null }

export async function page(app: TestApp, path: string, init?: RequestInit): Promise<{ response: Response; body: Page }> {
  const response = await app.request(path, init)
  expect(response.status, path).toBe(200)
  return { response, body: (await response.json()) as Page }
}

/** The path of a next link (links are absolute, on the public base address). */
export const pathOf = (next: string) => next.replace(/^https?:\/\/[^/]+/, '')

/** RFC 4180: fields split by commas, quoted fields with "" for a quote, CRLF between records. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = []
  let field = ''
  let record: string[] = []
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!
    if (quoted && ch === '"' && text[i + 1] === '"') {
      field += '"'
      i++
    } else if (ch === '"') quoted = !quoted
    else if (quoted) field += ch
    else if (ch === ',') {
      record.push(field)
      field = ''
    } else if (ch === '\r' && text[i + 1] === '\n') {
      record.push(field)
      records.push(record)
      record = []
      field = ''
      i++
    } else field += ch
  }
  return records
}

/** The database's time now: what updated_at stamps are compared with. */
export const databaseNow = async (app: TestApp) => (await queryRows<{ now: string }>(app.db, sql`select to_json(clock_timestamp()) #>> '{}' as now`))[0]!.now

/** Moves a project to its type's Deleted stage: withdrawn from public view. */
export const withdraw = (app: TestApp, projectId: string) =>
  app.db.execute(
    sql`update projects set stage_id = (select s.id from stages s where s.project_type_id = projects.project_type_id and s.code = 'DELETED') where id = ${projectId}`,
  )
