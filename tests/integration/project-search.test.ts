import { beforeAll, describe, expect, it } from 'vitest'
import { eq as sqlEq, sql } from 'drizzle-orm'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { createProject } from '../factories/project-factory.ts'
import { PROJECT_TYPE, stageByCode } from '../../src/shared/domain/stages.ts'
import { ASSESSMENT_DISTRICTS, SECTORS } from '../../src/server/db/reference/districts-and-sectors.ts'
import { FIRST_NATIONS } from '../../src/server/db/reference/organizations.ts'
import * as t from '../../src/server/db/schema/index.ts'
import type { SearchResponse } from '../../src/shared/schemas/project.ts'

let app: TestApp
const [dawson, , mayo, , , whitehorse] = ASSESSMENT_DISTRICTS.map((d) => d.id)
const placer = SECTORS.find((s) => s.name === 'Mining - Placer')!.id
const roads = SECTORS.find((s) => s.name === 'Transportation - Roads, Access Roads and Trails')!.id
const trondek = FIRST_NATIONS.find((f) => f.name === "Tr'ondëk Hwëch'in")!.id
const proceed = 'a19ae4d1-e036-4832-a603-95d61f623d22'

async function search(query: string): Promise<string[]> {
  const { status, body } = await app.getJson<SearchResponse>(`/api/projects/search?${query}`)
  expect(status).toBe(200)
  return body.projects.map((p) => p.projectNumber)
}

beforeAll(async () => {
  app = await startTestApp()
  await createProject(app.db, {
    projectNumber: '2019-0042',
    year: 2019,
    title: 'Bonanza Creek placer mine',
    proponentName: "Tr'ondëk Hwëch'in Development Corporation",
    summary: 'Mining gravel on a tributary of the Klondike River.',
    assessmentDistrictIds: [dawson!],
    sectorIds: [placer],
    firstNationIds: [trondek],
    locations: [{ latitude: 63.95, longitude: -139.3 }],
  })
  await createProject(app.db, {
    projectNumber: '2021-0150',
    year: 2021,
    title: 'Mayo access road upgrade',
    proponentName: 'Yukon Highways',
    summary: 'Widening the existing road and replacing culverts.',
    assessmentDistrictIds: [mayo!],
    sectorIds: [roads],
    locations: [{ latitude: 63.6, longitude: -135.9 }],
  })
  await createProject(app.db, {
    projectNumber: '2024-0007',
    year: 2024,
    title: 'Exploitation de gravier à Whitehorse',
    proponentName: 'Société des routes',
    stageCode: 'ADEQUACY_REVIEW',
    assessmentDistrictIds: [whitehorse!],
    locations: [{ latitude: 60.7, longitude: -135.05 }],
  })
  await createProject(app.db, {
    projectNumber: '2012-0300',
    year: 2012,
    title: 'Old quartz exploration',
    stageCode: 'DECISION_DOCUMENT_ISSUED',
    outcomeId: proceed,
    assessmentDistrictIds: [dawson!],
    locations: [{ latitude: 64.1, longitude: -139.5 }],
  })
  await createProject(app.db, {
    projectNumber: '2023-0099',
    year: 2023,
    projectTypeId: PROJECT_TYPE.screening,
    stageCode: 'COMMENT_PROJECT_DESCRIPTION',
    title: 'Mine expansion (broken coordinates)',
    locations: [],
  })
  await app.db.insert(t.drainages).values({ id: 'drainage-klondike', majorName: 'Yukon River', subName: 'Klondike River', subSubName: 'Bonanza Creek' })
  const bonanza = (await search('textSearch=bonanza'))[0]
  expect(bonanza).toBe('2019-0042')
  const [project] = await app.db.select({ id: t.projects.id }).from(t.projects).where(sqlEq(t.projects.projectNumber, '2019-0042'))
  await app.db.insert(t.projectDrainages).values({ projectId: project!.id, refId: 'drainage-klondike' })
})

describe('text search', () => {
  it('matches accented names typed without accents or apostrophes', async () => {
    expect(await search('textSearch=trondek')).toEqual(['2019-0042'])
    expect(await search(`textSearch=${encodeURIComponent("Tr'ondëk hwëch'in")}`)).toEqual(['2019-0042'])
  })
  it('matches the project number with and without the dash, and its sequence part', async () => {
    expect(await search('textSearch=2021-0150')).toEqual(['2021-0150'])
    expect(await search('textSearch=20210150')).toEqual(['2021-0150'])
    expect(await search('textSearch=0150')).toEqual(['2021-0150'])
  })
  it('matches words by prefix and by English and French stems, over title, proponent, summary', async () => {
    expect(await search('textSearch=culvert')).toEqual(['2021-0150'])
    expect(await search('textSearch=klond')).toEqual(['2019-0042'])
    expect(await search('textSearch=mines')).toEqual(['2023-0099', '2019-0042'])
    expect(await search('textSearch=exploitations')).toEqual(['2024-0007'])
    expect(await search('textSearch=gravel%20tributary')).toEqual(['2019-0042'])
  })
  it('finds projects without coordinates by text', async () => {
    expect(await search('textSearch=broken%20coordinates')).toEqual(['2023-0099'])
  })
  it('ranks by relevance on request', async () => {
    // Number order puts the newer project first; the older one says "mine" in title and summary.
    expect(await search('textSearch=mine')).toEqual(['2023-0099', '2019-0042'])
    expect(await search('textSearch=mine&sort=relevance')).toEqual(['2019-0042', '2023-0099'])
  })
  it('pages text matches in their order and counts them all', async () => {
    const { body } = await app.getJson<SearchResponse>('/api/projects/search?textSearch=mine&limit=1&offset=1')
    expect(body.projects.map((p) => p.projectNumber)).toEqual(['2019-0042'])
    expect(body.total).toBe(2)
    expect(await search('textSearch=mine&sort=relevance&limit=1&offset=1')).toEqual(['2023-0099'])
  })
  it('treats punctuation-only text as no text', async () => {
    expect(await search('textSearch=%20%2C%20')).toHaveLength(4)
  })
})

describe('filters', () => {
  it('filters by map polygon (PostGIS intersection)', async () => {
    const klondike = encodeURIComponent('-140 63.7,-138.5 63.7,-138.5 64.3,-140 64.3,-140 63.7')
    expect(await search(`polygon=${klondike}`)).toEqual(['2019-0042'])
    expect(await search(`polygon=${klondike}&includeCompleteWithdrawn=yes`)).toEqual(['2019-0042', '2012-0300'])
  })
  it('filters by year range', async () => {
    expect(await search('minYear=2021&maxYear=2023')).toEqual(['2023-0099', '2021-0150'])
    expect(await search('maxYear=2019')).toEqual(['2019-0042'])
  })
  it('filters by sectors, First Nations, districts, drainages, outcomes and project types', async () => {
    expect(await search(`sectors=${placer},${roads}`)).toEqual(['2021-0150', '2019-0042'])
    expect(await search(`fns=${trondek}`)).toEqual(['2019-0042'])
    expect(await search(`districts=${mayo},${whitehorse}`)).toEqual(['2024-0007', '2021-0150'])
    expect(await search('drainages=drainage-klondike')).toEqual(['2019-0042'])
    expect(await search(`outcomes=${proceed}&includeCompleteWithdrawn=yes`)).toEqual(['2012-0300'])
    expect(await search(`projectTypes=${PROJECT_TYPE.screening}`)).toEqual(['2023-0099'])
  })
  it('filters by stage group, showing a closed group when it is asked for by name', async () => {
    expect(await search('stageGroups=adequacy,pre-submission-engagement')).toEqual(['2024-0007', '2023-0099'])
    expect(await search('stageGroups=decision')).toEqual(['2012-0300'])
  })
  it('combines filters and text, and counts districts over all matches', async () => {
    const { body } = await app.getJson<SearchResponse>(`/api/projects/search?includeCompleteWithdrawn=yes&districts=${dawson}&limit=1`)
    expect(body.projects.map((p) => p.projectNumber)).toEqual(['2019-0042'])
    expect(body.total).toBe(2)
    expect(body.districtCount).toEqual([{ assessmentDistrictId: dawson, count: 2 }])
    expect(await search(`textSearch=mine&districts=${dawson}`)).toEqual(['2019-0042'])
  })
})

describe('invalid parameters', () => {
  const cases: [string, string][] = [
    ['polygon=-140 63.7,-138.5 63.7,-138.5 64.3', 'polygon'],
    ['polygon=-140 63.7,-138.5 63.7,-138.5 64.3,-140 64.3', 'polygon'],
    ['minYear=20x5', 'minYear'],
    ['minYear=2024&maxYear=2020', 'minYear'],
    ['stageGroups=adequacy,nonsense', 'stageGroups'],
    ['sectors=a;drop table', 'sectors'],
    ['includeCompleteWithdrawn=true', 'includeCompleteWithdrawn'],
    ['sort=random', 'sort'],
    ['offset=-1', 'offset'],
  ]
  it.each(cases)('%s is refused naming %s', async (query, parameter) => {
    const { status, body } = await app.getJson<{ status: string; parameter: string; userMessage: string }>(`/api/projects/search?${query}`)
    expect(status).toBe(400)
    expect(body.parameter).toBe(parameter)
    expect(body.userMessage).toContain(parameter)
  })
})

describe('the search keeps up with writes (project_search, rebuilt at commit)', () => {
  const whitehorseBox = encodeURIComponent('-135.3 60.6,-134.9 60.6,-134.9 60.8,-135.3 60.8,-135.3 60.6')
  it('follows a project, its linked rows and its stage, within a transaction and without one', async () => {
    const project = await createProject(app.db, { projectNumber: '2025-0777', year: 2025, title: 'Quiet test cabin', assessmentDistrictIds: [mayo!] })
    expect(await search('textSearch=cabin')).toEqual(['2025-0777'])

    await app.db.transaction(async (tx) => {
      await tx.update(t.projects).set({ title: 'Marsh Lake boathouse' }).where(sqlEq(t.projects.id, project.id))
      await tx.delete(t.projectDistricts).where(sqlEq(t.projectDistricts.projectId, project.id))
      await tx.insert(t.projectDistricts).values({ projectId: project.id, refId: whitehorse! })
      await tx
        .update(t.projectLocations)
        .set({ latitude: 60.7, longitude: -135.1, geom: sql`ST_SetSRID(ST_MakePoint(-135.1, 60.7), 4326)` as unknown as string })
        .where(sqlEq(t.projectLocations.projectId, project.id))
      await tx.insert(t.projectSectors).values({ projectId: project.id, refId: roads })
    })
    expect(await search('textSearch=cabin')).toEqual([])
    expect(await search('textSearch=boathouse')).toEqual(['2025-0777'])
    expect(await search(`textSearch=boathouse&districts=${whitehorse}&sectors=${roads}&polygon=${whitehorseBox}`)).toEqual(['2025-0777'])
    expect(await search(`textSearch=boathouse&districts=${mayo}`)).toEqual([])
    const { body } = await app.getJson<SearchResponse>('/api/projects/search?textSearch=boathouse')
    expect(body.projects[0]!.locations).toEqual([{ latitude: 60.7, longitude: -135.1 }])

    const closed = stageByCode(PROJECT_TYPE.evaluation, 'DECISION_DOCUMENT_ISSUED')
    await app.db.update(t.projects).set({ stageId: closed.stageId }).where(sqlEq(t.projects.id, project.id))
    expect(await search('textSearch=boathouse')).toEqual([])
    expect(await search('textSearch=boathouse&includeCompleteWithdrawn=yes')).toEqual(['2025-0777'])

    await app.db.delete(t.projects).where(sqlEq(t.projects.id, project.id))
    expect(await search('textSearch=boathouse&includeCompleteWithdrawn=yes')).toEqual([])
  })
})
