// The public API v1 (decision 0082): the list walked by cursor, updatedSince with tombstones, the
// GeoJSON and CSV formats, one project's public parts, ETag and quota.
import { beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { createProject } from '../factories/project-factory.ts'
import { createDocument } from '../factories/content-factory.ts'
import * as t from '../../src/server/db/schema/index.ts'
import { PROJECT_TYPE, stageByCode } from '../../src/shared/domain/stages.ts'
import { CSV_COLUMNS } from '../../src/shared/domain/api-v1.ts'
import { API_V1_RATE_LIMIT } from '../../src/server/modules/api-v1/api-v1.handlers.ts'
import { BASE, databaseNow, page, parseCsv, pathOf, readByGdal, withdraw, withoutGdal } from './api-v1-app.ts'
import type { Listed } from './api-v1-app.ts'

describe('public API v1: projects', () => {
  let app: TestApp
  const ids: Record<string, string> = {}

  beforeAll(async () => {
    app = await startTestApp({ now: new Date('2026-05-01T18:00:00Z') })
    ids.road = (
      await createProject(app.db, {
        projectNumber: '2024-0007',
        year: 2024,
        title: 'Klondike road, "phase 2"\nnorth',
        locations: [{ latitude: 64.06, longitude: -139.43 }],
      })
    ).id
    ids.mine = (await createProject(app.db, { projectNumber: '2024-0002', year: 2024, title: '=Placer mine' })).id
    ids.old = (await createProject(app.db, { projectNumber: '2019-0002', year: 2019, stageCode: 'DECISION_DOCUMENT_ISSUED' })).id
    ids.check = (await createProject(app.db, { projectNumber: '2024-0008', stageCode: 'PROPOSAL_CHECK', year: 2024 })).id
    // A footprint drawn clockwise (as seen on a map, north up): the answer must turn it counterclockwise.
    await app.db
      .insert(t.projectShapes)
      .values({ projectId: ids.mine, position: 0, locationType: 'polygon', geom: 'SRID=4326;POLYGON((-136 62,-136 63,-135 63,-135 62,-136 62))' })
  })

  it("lists the public projects by number, with the home search's filters", async () => {
    const { body, response } = await page(app, `${BASE}?includeCompleteWithdrawn=yes`)
    expect(body.projects.map((p) => p.projectNumber)).toEqual(['2019-0002', '2024-0002', '2024-0007'])
    expect(body.next).toBeNull()
    expect(response.headers.get('Link')).toBeNull()
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*')
    expect((await page(app, BASE)).body.projects.map((p) => p.projectNumber)).toEqual(['2024-0002', '2024-0007'])
    expect((await page(app, `${BASE}?textSearch=klondike`)).body.projects.map((p) => p.projectNumber)).toEqual(['2024-0007'])
    const road = body.projects.find((p) => p.projectNumber === '2024-0007')!
    expect(road).toMatchObject({ projectId: ids.road, locations: [{ latitude: 64.06, longitude: -139.43 }], year: 2024 })
    expect(Date.parse(road.updatedAt)).not.toBeNaN()
  })

  it('pages by cursor, with next in the body and in a Link header', async () => {
    const first = await page(app, `${BASE}?includeCompleteWithdrawn=yes&limit=2`)
    expect(first.body.projects.map((p) => p.projectNumber)).toEqual(['2019-0002', '2024-0002'])
    expect(first.body.next).toMatch(/^http:\/\/registry\.test\/api\/v1\/projects\?includeCompleteWithdrawn=yes&limit=2&cursor=[A-Za-z0-9_-]+$/)
    expect(first.response.headers.get('Link')).toBe(`<${first.body.next}>; rel="next"`)
    const second = await page(app, pathOf(first.body.next!))
    expect(second.body.projects.map((p) => p.projectNumber)).toEqual(['2024-0007'])
    expect(second.body.next).toBeNull()
    const refused = await app.request(`${BASE}?cursor=not-a-cursor`)
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as { userMessage: string }).userMessage).toMatch(/cursor/)
    expect((await app.request(`${pathOf(first.body.next!)}&sort=updated`)).status).toBe(400)
    expect((await app.request(`${BASE}?limit=1001`)).status).toBe(400)
  })

  it('gives exactly what changed since a time, with a tombstone for a project withdrawn from public view', async () => {
    const since = await databaseNow(app)
    await app.db.update(t.projects).set({ title: 'Klondike road, renamed' }).where(eq(t.projects.id, ids.road!))
    await app.db.insert(t.hearings).values({ projectId: ids.old!, title: 'Public hearing' })
    await withdraw(app, ids.mine!)
    await app.db.update(t.projects).set({ title: 'Still at Proposal Check' }).where(eq(t.projects.id, ids.check!))
    const { body } = await page(app, `${BASE}?includeCompleteWithdrawn=yes&sort=updated&updatedSince=${encodeURIComponent(since)}`)
    expect(body.projects.map((p) => p.projectNumber)).toEqual(['2024-0007', '2019-0002', '2024-0002'])
    expect(body.projects[0]!.title).toBe('Klondike road, renamed')
    expect(body.projects[2]).toEqual({ projectNumber: '2024-0002', deleted: true, updatedAt: expect.any(String) })
    const latest = body.projects[2]!.updatedAt
    // Inclusive: the last time seen gives the last change again, and nothing older.
    expect(
      (await page(app, `${BASE}?includeCompleteWithdrawn=yes&sort=updated&updatedSince=${encodeURIComponent(latest)}`)).body.projects.map(
        (p) => p.projectNumber,
      ),
    ).toEqual(['2024-0002'])
    // A first walk lists what is public now, without tombstones.
    expect((await page(app, `${BASE}?includeCompleteWithdrawn=yes`)).body.projects.map((p) => p.projectNumber)).toEqual(['2019-0002', '2024-0007'])
    await app.db
      .update(t.projects)
      .set({ stageId: stageByCode(PROJECT_TYPE.evaluation, 'SEEKING_VIEWS').stageId })
      .where(eq(t.projects.id, ids.mine!))
  })

  it('writes GeoJSON with footprints counterclockwise, else points, in longitude-latitude order', async () => {
    const response = await app.request(`${BASE}?includeCompleteWithdrawn=yes`, { headers: { Accept: 'application/geo+json' } })
    expect(response.headers.get('Content-Type')).toBe('application/geo+json; charset=utf-8')
    const collection = (await response.json()) as {
      type: string
      features: { type: string; id: string; geometry: { type: string; coordinates: number[][][] | number[] }; properties: Listed }[]
    }
    expect(collection.type).toBe('FeatureCollection')
    const byNumber = new Map(collection.features.map((f) => [f.id, f]))
    expect(byNumber.get('2024-0007')!.geometry).toEqual({ type: 'Point', coordinates: [-139.43, 64.06] })
    expect(byNumber.get('2024-0007')!.properties.projectId).toBe(ids.road)
    const footprint = byNumber.get('2024-0002')!.geometry as { type: string; coordinates: number[][][] }
    expect(footprint.type).toBe('Polygon')
    const ring = footprint.coordinates[0]!
    // The shoelace sum of a counterclockwise ring is positive (RFC 7946 §3.1.6).
    const area = ring.slice(1).reduce((sum, [x, y], i) => sum + (ring[i]![0]! * y! - x! * ring[i]![1]!), 0)
    expect(area).toBeGreaterThan(0)
    expect(ring[0]).toEqual(ring[ring.length - 1])
    expect((await app.request(`${BASE}?format=geojson`)).headers.get('Content-Type')).toBe('application/geo+json; charset=utf-8')
  })

  it.skipIf(withoutGdal)('writes GeoJSON that GDAL opens, points and footprints alike', async () => {
    const geojson = await (await app.request(`${BASE}?includeCompleteWithdrawn=yes&format=geojson`)).text()
    const features = (JSON.parse(geojson) as { features: unknown[] }).features.length
    expect(await readByGdal(geojson)).toEqual({ features, geometry: 'Unknown (any)', complaints: '' })
  })

  it('writes CSV that parses back to the same rows', async () => {
    const json = (await page(app, `${BASE}?includeCompleteWithdrawn=yes`)).body.projects
    const response = await app.request(`${BASE}?includeCompleteWithdrawn=yes`, { headers: { Accept: 'text/csv' } })
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    const [header, ...rows] = parseCsv(await response.text())
    expect(header).toEqual([...CSV_COLUMNS])
    const cell = (row: string[], column: string) => row[header!.indexOf(column)]!
    // A text a spreadsheet would run as a formula comes with an apostrophe before it.
    const text = (value: string) => value.replace(/^'(?=[=+\-@])/, '')
    expect(
      rows.map((r) => ({
        projectId: cell(r, 'projectId'),
        projectNumber: cell(r, 'projectNumber'),
        title: text(cell(r, 'title')),
        updatedAt: cell(r, 'updatedAt'),
        deleted: cell(r, 'deleted'),
      })),
    ).toEqual(json.map((p) => ({ projectId: p.projectId, projectNumber: p.projectNumber, title: p.title, updatedAt: p.updatedAt, deleted: 'false' })))
    const road = rows.find((r) => cell(r, 'projectNumber') === '2024-0007')!
    expect(cell(road, 'locations')).toBe('64.06 -139.43')
    expect((await app.request(`${BASE}?format=csv`)).headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
  })

  it('answers one project with its public parts only, each file by its stable address, and 404 for one the public may not see', async () => {
    const dir = app.config.dataDir
    await app.db.insert(t.stageHistory).values({
      projectId: ids.old!,
      stageId: stageByCode(PROJECT_TYPE.evaluation, 'SEEKING_VIEWS').stageId,
      startedAt: new Date('2019-03-01T17:00:00Z'),
      endedAt: new Date('2019-06-01T17:00:00Z'),
    })
    const shown = await createDocument(app.db, dir, ids.old!, { description: 'Screening report', redactedContent: '%PDF redacted' })
    await createDocument(app.db, dir, ids.old!, { description: 'Internal memo', state: 'internal' })
    const [published] = await app.db
      .insert(t.comments)
      .values([
        {
          projectId: ids.old!,
          firstName: 'Ada',
          lastName: 'Lovelace',
          comment: 'Call me at 555-0100.',
          redactedComment: 'Call me at [withheld: personal information].',
          redactions: [{ start: 11, end: 19, reason: 'personal-information' }],
          agreeToTerms: true,
          state: 'public',
        },
        {
          projectId: ids.old!,
          firstName: 'Rex',
          lastName: 'Jected',
          comment: 'Rejected words',
          agreeToTerms: true,
          state: 'rejected',
          rejectionReason: 'profanity',
        },
        { projectId: ids.old!, firstName: 'Pen', lastName: 'Ding', comment: 'Not reviewed yet', agreeToTerms: true, state: 'unreviewed' },
      ])
      .returning()
    const [request] = await app.db
      .insert(t.informationRequests)
      .values({ projectId: ids.old!, number: 1, status: 'published_answer', preamble: 'Please answer.' })
      .returning()
    await app.db
      .insert(t.informationRequestQuestions)
      .values({ informationRequestId: request!.id, questionNumber: 1, text: 'How deep is the pit?', answerText: 'Twelve metres.' })
    const answer = await createDocument(app.db, dir, ids.old!, {
      role: 'information-request-answer',
      informationRequestId: request!.id,
      questionNumber: 1,
      state: 'published_answer',
      description: 'Pit survey',
    })

    type Detail = {
      project: { projectNumber: string; oldStages: { stageId: string }[] }
      documents: { description: string; fileUrl: string | null }[]
      comments: { commentId: string; redactedComment: string }[]
      withheldComments: { total: number }
      informationRequests: { questions: { answer: { text: string; attachments: string[] } | null }[] }[]
      informationRequestDocuments: { documentId: string; fileUrl: string | null }[]
      hearings: { title: string }[]
      notices: unknown[]
    }
    const { status, body } = await app.getJson<Detail>(`${BASE}/2019-0002`)
    expect(status).toBe(200)
    expect(body.project.projectNumber).toBe('2019-0002')
    expect(body.project.oldStages.map((o) => o.stageId)).toEqual([stageByCode(PROJECT_TYPE.evaluation, 'SEEKING_VIEWS').stageId])
    expect(body.documents.map((d) => d.description)).toEqual(['Screening report', 'Information Request No. 1', 'Pit survey'])
    expect(body.documents[0]!.fileUrl).toBe(`http://registry.test/api/uploads/${shown.redacted!.id}`)
    expect((await app.request(pathOf(body.documents[0]!.fileUrl!))).status).toBe(200)
    expect(body.comments).toEqual([expect.objectContaining({ commentId: published!.id, redactedComment: 'Call me at [withheld: personal information].' })])
    expect(body.withheldComments.total).toBe(1)
    expect(body.informationRequests[0]!.questions[0]!.answer).toEqual({ text: 'Twelve metres.', attachments: [answer.document.id] })
    expect(body.informationRequestDocuments).toEqual([
      expect.objectContaining({ documentId: answer.document.id, fileUrl: `http://registry.test/api/uploads/${answer.original.id}` }),
    ])
    expect(body.hearings.map((h) => h.title)).toEqual(['Public hearing'])
    expect(body.notices).toEqual([])
    expect(JSON.stringify(body)).not.toMatch(/Internal memo|Rejected words|Not reviewed yet|555-0100/)
    expect((await app.request(`${BASE}/2024-0008`)).status).toBe(404)
    expect((await app.request(`${BASE}/2030-0001`)).status).toBe(404)
  })

  it("answers a browser's preflight and HEAD", async () => {
    const preflight = await app.request(BASE, { method: 'OPTIONS', headers: { Origin: 'https://example.org', 'Access-Control-Request-Method': 'GET' } })
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('*')
    expect(preflight.headers.get('Access-Control-Allow-Methods')).toContain('GET')
    const head = await app.request(`${BASE}/2024-0007`, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('ETag')).toMatch(/^W\//)
  })

  it('answers 304 to If-None-Match while nothing changed, on the list and on a project', async () => {
    for (const path of [`${BASE}?includeCompleteWithdrawn=yes`, `${BASE}?format=csv`, `${BASE}/2024-0007`]) {
      const first = await app.request(path)
      const etag = first.headers.get('ETag')!
      expect(etag, path).toMatch(/^W\/"/)
      const again = await app.request(path, { headers: { 'If-None-Match': etag } })
      expect(again.status, path).toBe(304)
    }
    const listEtag = (await app.request(BASE)).headers.get('ETag')!
    await app.db.update(t.projects).set({ title: 'Changed again' }).where(eq(t.projects.id, ids.road!))
    expect((await app.request(BASE, { headers: { 'If-None-Match': listEtag } })).status).toBe(200)
  })

  it('states the quota on each answer and refuses past it with 429 and a clear message', async () => {
    const response = await app.request(BASE)
    expect(response.headers.get('RateLimit-Limit')).toBe(String(API_V1_RATE_LIMIT.limit))
    expect(Number(response.headers.get('RateLimit-Remaining'))).toBeLessThan(API_V1_RATE_LIMIT.limit)
    expect(Number(response.headers.get('RateLimit-Reset'))).toBeGreaterThan(0)
    await app.db.update(t.rateLimits).set({ hits: API_V1_RATE_LIMIT.limit }).where(eq(t.rateLimits.rule, API_V1_RATE_LIMIT.name))
    const refused = await app.request(`${BASE}/2024-0007`)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/)
    expect(refused.headers.get('RateLimit-Remaining')).toBe('0')
    expect(((await refused.json()) as { userMessage: string }).userMessage).toMatch(/^Too many requests to the public API: at most 600 every 10 minutes/)
    await app.db.delete(t.rateLimits).where(eq(t.rateLimits.rule, API_V1_RATE_LIMIT.name))
  })
})
