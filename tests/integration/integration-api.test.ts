// The integration API (decision 0080): the real registry's /api/integration/projects shape, its
// year buckets, its refusals, and, over the real export, every project exactly once and equal to
// the export's record.
import { beforeAll, describe, expect, it } from 'vitest'
import { existsSync } from 'node:fs'
import { isDeepStrictEqual } from 'node:util'
import { resolve } from 'node:path'
import { eq } from 'drizzle-orm'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { createProject } from '../factories/project-factory.ts'
import * as t from '../../src/server/db/schema/index.ts'
import { importYor } from '../../src/server/import/yor/import-yor.service.ts'
import type { ImportSummary } from '../../src/server/import/yor/import-summary.ts'
import { readExport } from '../../src/server/import/yor/read-export.ts'
import { PROJECT_TYPE, stageByCode } from '../../src/shared/domain/stages.ts'
import type { IntegrationProject } from '../../src/shared/schemas/integration.ts'

const REAL_EXPORT = resolve('../shared/data/yesab-projects.json.gz')
const BASE = '/api/v1/integration/projects'
const stage = (code: string) => stageByCode(PROJECT_TYPE.evaluation, code)

async function bucket(app: TestApp, startYear: number, endYear: number): Promise<IntegrationProject[]> {
  const response = await app.request(`${BASE}?startYear=${startYear}&endYear=${endYear}`)
  expect(response.status, `${startYear}-${endYear}`).toBe(200)
  return (await response.json()) as IntegrationProject[]
}

describe('integration API', () => {
  let app: TestApp
  let publicId: string
  let draftId: string
  let checkId: string

  beforeAll(async () => {
    app = await startTestApp({ now: new Date('2026-05-01T18:00:00Z') })
    publicId = (
      await createProject(app.db, { projectNumber: '2024-0007', year: 2024, title: 'Klondike road', locations: [{ latitude: 64.06, longitude: -139.43 }] })
    ).id
    await createProject(app.db, { projectNumber: '2019-0002', year: 2019 })
    draftId = (await createProject(app.db, { projectNumber: null, stageCode: 'DRAFT', year: 2024 })).id
    checkId = (await createProject(app.db, { projectNumber: '2024-0008', stageCode: 'PROPOSAL_CHECK', year: 2024 })).id
  })

  it("answers a year bucket as a bare array in the real registry's field names", async () => {
    const projects = await bucket(app, 2024, 2024)
    expect(projects.map((p) => p.projectNumber)).toEqual(['2024-0007'])
    expect(projects[0]).toEqual({
      projectId: publicId,
      projectTypeId: PROJECT_TYPE.evaluation,
      projectTypeName: 'Evaluation',
      projectNumber: '2024-0007',
      title: 'Klondike road',
      proponentName: 'Test Proponent Ltd.',
      assessmentDistricts: [],
      sectors: [],
      indigenousGovernments: [],
      decisionBodies: [],
      projectScope: { summary: '', activities: '' },
      planningCommissions: [],
      stage: { stageId: stage('SEEKING_VIEWS').stageId, name: 'Seeking Views and Information', extended: false },
      stageHistory: [],
      outcomes: {},
      stageId: stage('SEEKING_VIEWS').stageId,
      locations: [{ latitude: 64.06, longitude: -139.43 }],
    })
  })

  it("serves the same at the real registry's own path, so only the host changes", async () => {
    const response = await app.request('/api/integration/projects?startYear=2019&endYear=2024')
    expect(((await response.json()) as IntegrationProject[]).map((p) => p.projectNumber)).toEqual(['2019-0002', '2024-0007'])
    expect((await app.request('/api/integration/projects/2024-0007')).status).toBe(200)
  })

  it('never shows a draft or a proposal at Proposal Check, in a bucket or alone', async () => {
    const all = await bucket(app, 2019, 2024)
    expect(all.map((p) => p.projectId)).not.toContain(draftId)
    expect(all.map((p) => p.projectId)).not.toContain(checkId)
    for (const hidden of [draftId, checkId, '2024-0008']) expect((await app.request(`${BASE}/${hidden}`)).status).toBe(404)
  })

  it('answers one project by number or by id, as in its bucket', async () => {
    const [inBucket] = await bucket(app, 2024, 2024)
    for (const key of ['2024-0007', publicId, publicId.toUpperCase()]) {
      const response = await app.request(`${BASE}/${key}`)
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual(inBucket)
    }
  })

  it('answers an unknown number or id with 404 and a message', async () => {
    for (const key of ['2024-9999', '7d1c0a35-0000-4000-8000-000000000000', 'nonsense']) {
      const response = await app.request(`${BASE}/${key}`)
      expect(response.status).toBe(404)
      expect(((await response.json()) as { userMessage: string }).userMessage).toBe(`No public project has the number or id "${key}".`)
    }
  })

  it('refuses a range over six years with a message naming the limit, never an empty answer', async () => {
    const response = await app.request(`${BASE}?startYear=2005&endYear=2026`)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      code: 'bad-request',
      parameter: 'endYear',
      userMessage: 'The range 2005–2026 is too large: at most 6 years are answered at once (endYear − startYear ≤ 5). Ask for 2005–2010, then from 2011.',
    })
    expect((await app.request(`${BASE}?startYear=2006&endYear=2011`)).status).toBe(200)
  })

  it('refuses missing, unreadable and reversed years with a message', async () => {
    const refusal = async (search: string) => {
      const response = await app.request(`${BASE}${search}`)
      expect(response.status, search).toBe(400)
      return ((await response.json()) as { userMessage: string }).userMessage
    }
    expect(await refusal('')).toBe('startYear is missing: give startYear and endYear, for example ?startYear=2024&endYear=2026.')
    expect(await refusal('?startYear=2024')).toBe('endYear is missing: give startYear and endYear, for example ?startYear=2024&endYear=2026.')
    expect(await refusal('?startYear=24&endYear=2026')).toBe('startYear must be a year of four digits, such as 2024; got "24".')
    expect(await refusal('?startYear=2026&endYear=2024')).toBe('endYear (2024) is before startYear (2026).')
  })

  it('answers a year without projects with an empty array, not with nothing', async () => {
    const response = await app.request(`${BASE}?startYear=1990&endYear=1995`)
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('[]')
  })

  it('answers 304 to a copy that is current, and the new data once it changed', async () => {
    const first = await app.request(`${BASE}?startYear=2024&endYear=2024`)
    const etag = first.headers.get('ETag')!
    expect(etag).toMatch(/^W\/".+"$/)
    const again = await app.request(`${BASE}?startYear=2024&endYear=2024`, { headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    const one = await app.request(`${BASE}/2024-0007`)
    expect((await app.request(`${BASE}/2024-0007`, { headers: { 'If-None-Match': one.headers.get('ETag')! } })).status).toBe(304)

    await app.db.update(t.projects).set({ title: 'Klondike road, realigned' }).where(eq(t.projects.id, publicId))
    const changed = await app.request(`${BASE}?startYear=2024&endYear=2024`, { headers: { 'If-None-Match': etag } })
    expect(changed.status).toBe(200)
    expect(((await changed.json()) as IntegrationProject[])[0]!.title).toBe('Klondike road, realigned')
  })

  it('is open to any origin, without credentials', async () => {
    const response = await app.request(`${BASE}?startYear=2024&endYear=2024`, { headers: { Origin: 'https://maps.gov.yk.ca' } })
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*')
    expect(response.headers.get('Access-Control-Expose-Headers')).toContain('ETag')
    const preflight = await app.request(`${BASE}/2024-0007`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://maps.gov.yk.ca', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'If-None-Match' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('*')
  })
})

/** A record of the real export: the legacy shape, and 2026's converted from v1 (see DIFFERENCES). */
interface ExportRecord extends Omit<IntegrationProject, 'assessmentDistricts' | 'sectors' | 'projectScope' | 'stage' | 'stageHistory'> {
  assessmentDistricts: { assessmentDistrictId?: string; id?: string; name: string }[]
  sectors: { sectorId?: string; id?: string; name: string }[]
  projectScope: { summary?: string; activities?: string }
  stage: IntegrationProject['stage'] & { id?: string }
  stageHistory: { stageId: string; stageName?: string; name?: string; stageStart: number; stageEnd: number; extended: boolean }[]
}

/**
 * Where our storage legitimately differs from the real registry, the export's record is normalised
 * here, and only here; each difference is counted, and the counts are checked below (decision 0080,
 * "Differences from the real registry").
 */
const DIFFERENCES = {
  /** 2026's projects reached the export through the current (v1) API, converted back to this shape by the cache builder: {id, name} lists, `id` beside stageId, history `name` for stageName, scope {}, and decision, recommendation, ufaBoards, projectURL, which this shape has not. */
  convertedFromV1: 'converted from the v1 shape by the cache builder',
  /** The import trims titles, proponents and organization names and makes inner runs of white space single. */
  title: 'title white space',
  proponentName: 'proponent white space',
  organizationNames: 'organization name white space',
  /** ... and trims the scope's texts. */
  projectScope: 'scope white space',
  /** The order in which the real registry linked districts, sectors and organizations is not stored: ours are by name. */
  listOrder: 'lists in another order',
  /** Stage history is ours newest end first (then newest start); the real order of equal or overlapping dates is not stored. */
  historyOrder: 'history in another order',
} as const
type Difference = (typeof DIFFERENCES)[keyof typeof DIFFERENCES]

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
const singleSpaced = (s: string) => s.replace(/\s+/g, ' ').trim()
const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** The export's record as this registry serves it, noting each difference that applied. */
function expectedRecord(raw: ExportRecord, note: (difference: Difference) => void): IntegrationProject {
  const normalised = <T>(value: T, normal: T, difference: Difference): T => {
    if (!sameJson(value, normal)) note(difference)
    return normal
  }
  const sorted = <T>(list: T[], compare: (a: T, b: T) => number) => normalised(list, [...list].sort(compare), DIFFERENCES.listOrder)
  const names = (list: string[]) => sorted(normalised(list, list.map(singleSpaced), DIFFERENCES.organizationNames), byText)
  if ('decision' in raw) note(DIFFERENCES.convertedFromV1)
  const { id: _id, ...stage } = raw.stage
  const history = raw.stageHistory.map((h) => ({
    stageId: h.stageId,
    stageName: (h.stageName ?? h.name)!,
    stageStart: h.stageStart,
    stageEnd: h.stageEnd,
    extended: h.extended,
  }))
  return {
    projectId: raw.projectId,
    projectTypeId: raw.projectTypeId,
    projectTypeName: raw.projectTypeName,
    projectNumber: raw.projectNumber,
    title: normalised(raw.title, singleSpaced(raw.title), DIFFERENCES.title),
    proponentName: normalised(raw.proponentName, singleSpaced(raw.proponentName), DIFFERENCES.proponentName),
    assessmentDistricts: sorted(
      raw.assessmentDistricts.map((d) => ({ assessmentDistrictId: (d.assessmentDistrictId ?? d.id)!, name: d.name })),
      (a, b) => byText(a.name, b.name) || byText(a.assessmentDistrictId, b.assessmentDistrictId),
    ),
    sectors: sorted(
      raw.sectors.map((s) => ({ sectorId: (s.sectorId ?? s.id)!, name: s.name })),
      (a, b) => byText(a.name, b.name) || byText(a.sectorId, b.sectorId),
    ),
    indigenousGovernments: names(raw.indigenousGovernments),
    decisionBodies: names(raw.decisionBodies),
    projectScope: normalised(
      { summary: raw.projectScope.summary ?? '', activities: raw.projectScope.activities ?? '' },
      { summary: (raw.projectScope.summary ?? '').trim(), activities: (raw.projectScope.activities ?? '').trim() },
      DIFFERENCES.projectScope,
    ),
    planningCommissions: names(raw.planningCommissions),
    stage,
    stageHistory: normalised(
      history,
      [...history].sort((a, b) => b.stageEnd - a.stageEnd || b.stageStart - a.stageStart || byText(a.stageId, b.stageId)),
      DIFFERENCES.historyOrder,
    ),
    outcomes: raw.outcomes,
    stageId: raw.stageId,
    locations: raw.locations,
  }
}

describe.skipIf(!existsSync(REAL_EXPORT))('integration API over the real registry export', () => {
  let app: TestApp
  let records: ExportRecord[]
  let summary: ImportSummary
  const buckets: IntegrationProject[][] = []

  beforeAll(async () => {
    app = await startTestApp()
    records = (await readExport(REAL_EXPORT)).records as ExportRecord[]
    summary = await importYor(app.db, records, { source: REAL_EXPORT })
    // daysRemaining counts from when the export was taken, as its import stored the deadlines.
    app.setNow(new Date(summary.deadlinesAsOf!))
    for (let start = 2000; start <= 2030; start += 6) buckets.push(await bucket(app, start, start + 5))
  }, 300_000)

  it('gives every project exactly once over buckets covering all years', () => {
    const ids = buckets.flat().map((p) => p.projectId)
    expect(ids).toHaveLength(4642)
    expect(new Set(ids).size).toBe(4642)
    expect(new Set(ids)).toEqual(new Set(records.map((r) => r.projectId)))
  })

  it("buckets by the project number's year, as the real registry did", () => {
    buckets.forEach((projects, i) => {
      const start = 2000 + 6 * i
      for (const p of projects) expect(Number(p.projectNumber.slice(0, 4)), p.projectNumber).toBeGreaterThanOrEqual(start)
      for (const p of projects) expect(Number(p.projectNumber.slice(0, 4)), p.projectNumber).toBeLessThanOrEqual(start + 5)
    })
  })

  it("gives each project equal to the export's record, in the v1 field names", () => {
    const served = new Map(buckets.flat().map((p) => [p.projectId, p]))
    const counted = new Map<Difference, Set<string>>()
    const unequal: string[] = []
    for (const raw of records) {
      const expected = expectedRecord(raw, (difference) => counted.set(difference, (counted.get(difference) ?? new Set()).add(raw.projectNumber)))
      if (!isDeepStrictEqual(served.get(raw.projectId), expected)) unequal.push(raw.projectNumber)
    }
    expect(unequal).toEqual([])
    expect(Object.fromEntries([...counted].map(([difference, projects]) => [difference, projects.size]))).toEqual({
      [DIFFERENCES.convertedFromV1]: 108,
      [DIFFERENCES.title]: 300,
      [DIFFERENCES.proponentName]: 98,
      [DIFFERENCES.organizationNames]: 23,
      [DIFFERENCES.projectScope]: 1267,
      [DIFFERENCES.listOrder]: 1332,
      [DIFFERENCES.historyOrder]: 178,
    })
  })

  it('drops a project from its bucket and its address once it is withheld from the public', async () => {
    const [withheld] = await app.db
      .update(t.projects)
      .set({ stageId: stage('PROPOSAL_CHECK').stageId })
      .where(eq(t.projects.projectNumber, '2017-0083'))
      .returning({ id: t.projects.id })
    const again = await bucket(app, 2012, 2017)
    expect(again).toHaveLength(buckets[2]!.length - 1)
    expect(again.map((p) => p.projectId)).not.toContain(withheld!.id)
    expect((await app.request(`${BASE}/2017-0083`)).status).toBe(404)
    expect((await app.request(`${BASE}/${withheld!.id}`)).status).toBe(404)
  })
})
