import { beforeAll, describe, expect, it } from 'vitest'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { createProject } from '../factories/project-factory.ts'
import { PROJECT_TYPE, stageByCode } from '../../src/shared/domain/stages.ts'
import { ASSESSMENT_DISTRICTS } from '../../src/server/db/reference/districts-and-sectors.ts'
import * as t from '../../src/server/db/schema/index.ts'
import type { ProjectDetail, SearchResponse } from '../../src/shared/schemas/project.ts'

let app: TestApp
const dawson = ASSESSMENT_DISTRICTS[0].id
const mayo = ASSESSMENT_DISTRICTS[2].id
const withdrawnOutcome = '9055d9af-ae82-4884-9d60-d2bef9f66b7c'
let active: Awaited<ReturnType<typeof createProject>>

beforeAll(async () => {
  app = await startTestApp()
  active = await createProject(app.db, {
    projectNumber: '2024-0002',
    title: 'Klondike placer',
    assessmentDistrictIds: [dawson],
    summary: 'Placer mining on Bonanza Creek.',
  })
  await createProject(app.db, { projectNumber: '2024-0010', stageCode: 'ADEQUACY_REVIEW', assessmentDistrictIds: [dawson, mayo] })
  await createProject(app.db, { projectNumber: '2023-0005', stageCode: 'DECISION_DOCUMENT_ISSUED', assessmentDistrictIds: [mayo] })
  await createProject(app.db, { projectNumber: '2023-0001', outcomeId: withdrawnOutcome, stageCode: 'PREPARE_RECOMMENDATION' })
  await createProject(app.db, { projectNumber: null, stageCode: 'DRAFT', title: 'Private draft' })
  await createProject(app.db, { projectNumber: '2022-0100', projectTypeId: PROJECT_TYPE.screening, stageCode: 'COMMENT_PROPOSAL', locations: [] })
})

describe('project search', () => {
  it('lists active projects newest number first, with total and district counts', async () => {
    const { status, body } = await app.getJson<SearchResponse>('/api/projects/search')
    expect(status).toBe(200)
    expect(body.projects.map((p) => p.projectNumber)).toEqual(['2024-0010', '2024-0002', '2022-0100'])
    expect(body.total).toBe(3)
    expect(body.districtCount).toEqual(
      expect.arrayContaining([
        { assessmentDistrictId: dawson, count: 2 },
        { assessmentDistrictId: mayo, count: 1 },
      ]),
    )
  })

  it('includes completed and withdrawn projects on request', async () => {
    const { body } = await app.getJson<SearchResponse>('/api/projects/search?includeCompleteWithdrawn=yes')
    expect(body.projects.map((p) => p.projectNumber)).toEqual(['2024-0010', '2024-0002', '2023-0005', '2023-0001', '2022-0100'])
  })

  it('answers in the compact shape with stage grouping and locations', async () => {
    const { body } = await app.getJson<SearchResponse>('/api/projects/search')
    const project = body.projects.find((p) => p.projectNumber === '2024-0002')
    expect(project).toEqual({
      projectId: active.id,
      projectNumber: '2024-0002',
      title: 'Klondike placer',
      proponentName: 'Test Proponent Ltd.',
      projectTypeId: PROJECT_TYPE.evaluation,
      stageId: stageByCode(PROJECT_TYPE.evaluation, 'SEEKING_VIEWS').stageId,
      stageGrouping: 'evaluation',
      locations: [{ latitude: 62.5, longitude: -136 }],
    })
  })

  it('pages with limit and offset without changing total or district counts', async () => {
    const { body } = await app.getJson<SearchResponse>('/api/projects/search?includeCompleteWithdrawn=yes&limit=2&offset=1')
    expect(body.projects.map((p) => p.projectNumber)).toEqual(['2024-0002', '2023-0005'])
    expect(body.total).toBe(5)
    const beyond = await app.getJson<SearchResponse>('/api/projects/search?limit=2&offset=50')
    expect(beyond.body.projects).toEqual([])
    expect(beyond.body.total).toBe(3)
  })

  it('refuses a bad parameter with a message naming it', async () => {
    const { status, body } = await app.getJson<{ status: string; parameter: string; userMessage: string }>('/api/projects/search?limit=many')
    expect(status).toBe(400)
    expect(body.status).toBe('KO')
    expect(body.parameter).toBe('limit')
    expect(body.userMessage).toContain('limit')
  })
})

describe('project page', () => {
  it('serves a project with its page fields', async () => {
    const { status, body } = await app.getJson<{ status: string; project: ProjectDetail }>(`/api/projects/${active.id}`)
    expect(status).toBe(200)
    expect(body.project).toMatchObject({
      projectId: active.id,
      projectNumber: '2024-0002',
      title: 'Klondike placer',
      summary: 'Placer mining on Bonanza Creek.',
      stageGrouping: 'evaluation',
      assessmentDistricts: [dawson],
      isActive: true,
      isHistoric: false,
      userRoles: [],
      form1: null,
      locations: [{ latitude: 62.5, longitude: -136 }],
      shapes: [],
    })
    expect(body.project.stageDatesFormatted.startedDate).toBe('Mar 01, 2024')
  })

  it('serves the shapes of the proposal as GeoJSON in their order, a multi-part shape as its parts', async () => {
    const project = await createProject(app.db, { projectNumber: '2021-0300', stageCode: 'DECISION_DOCUMENT_ISSUED' })
    await app.db.insert(t.projectShapes).values([
      { projectId: project.id, position: 1, locationType: 'line', builtFrom: 'manual', geom: 'SRID=4326;LINESTRING(-136 62.5, -135.9 62.6)' },
      {
        projectId: project.id,
        position: 0,
        locationType: 'polygon',
        builtFrom: 'claim',
        claimNumber: 'P 12345',
        geom: 'SRID=4326;MULTIPOLYGON(((-136.1 62.4, -136 62.4, -136 62.45, -136.1 62.4)), ((-135 62, -134.9 62, -134.9 62.1, -135 62), (-134.98 62.01, -134.97 62.01, -134.97 62.02, -134.98 62.01)))',
      },
    ])
    const { status, body } = await app.getJson<{ project: ProjectDetail }>(`/api/projects/${project.id}`)
    expect(status).toBe(200)
    expect(body.project.shapes).toEqual([
      {
        locationType: 'polygon',
        claimNumber: 'P 12345',
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [-136.1, 62.4],
              [-136, 62.4],
              [-136, 62.45],
              [-136.1, 62.4],
            ],
          ],
        },
      },
      {
        locationType: 'polygon',
        claimNumber: 'P 12345',
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [-135, 62],
              [-134.9, 62],
              [-134.9, 62.1],
              [-135, 62],
            ],
            [
              [-134.98, 62.01],
              [-134.97, 62.01],
              [-134.97, 62.02],
              [-134.98, 62.01],
            ],
          ],
        },
      },
      {
        locationType: 'line',
        claimNumber: null,
        geometry: {
          type: 'LineString',
          coordinates: [
            [-136, 62.5],
            [-135.9, 62.6],
          ],
        },
      },
    ])
  })

  it('answers 404 for an unknown id and never serves a draft', async () => {
    const unknown = await app.getJson<{ status: string }>('/api/projects/00000000-0000-4000-8000-000000000000')
    expect(unknown.status).toBe(404)
    expect(unknown.body.status).toBe('KO')
    const { body } = await app.getJson<SearchResponse>('/api/projects/search?includeCompleteWithdrawn=yes')
    expect(body.projects.some((p) => p.title === 'Private draft')).toBe(false)
  })
})

describe('project number look-up', () => {
  it('finds the id of a project by number', async () => {
    const { status, body } = await app.getJson(`/api/projects/2024-0002`)
    expect(status).toBe(200)
    expect(body).toEqual({ status: 'OK', projectId: active.id })
  })

  it('answers the spec message for an unknown number', async () => {
    const { status, body } = await app.getJson<{ userMessage: string }>(`/api/projects/1999-0001`)
    expect(status).toBe(404)
    expect(body.userMessage).toBe('Project 1999-0001 was not found, or you lack sufficient authorization to view it.')
  })
})
