import { beforeAll, describe, expect, it } from 'vitest'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { PROJECT_TYPE, STAGES } from '../../src/shared/domain/stages.ts'

let app: TestApp
beforeAll(async () => {
  app = await startTestApp()
})

describe('reference data', () => {
  it('serves the stages of all three project types with order and grouping', async () => {
    const { status, body } = await app.getJson<{ status: string; stages: { stageId: string; projectTypeId: string; order: number; stageGrouping: string }[] }>(
      '/api/projects/stages',
    )
    expect(status).toBe(200)
    expect(body.status).toBe('OK')
    expect(body.stages).toHaveLength(STAGES.length)
    const evaluation = body.stages.filter((s) => s.projectTypeId === PROJECT_TYPE.evaluation)
    // The spec's evaluation groupings by order: 1-2, 3-5, 6-10, 11-12, 13; discontinued is 14.
    const groupOf = (order: number) => evaluation.find((s) => s.order === order)?.stageGrouping
    expect([1, 2].map(groupOf)).toEqual(['proposal-submission', 'proposal-submission'])
    expect([3, 4, 5].map(groupOf)).toEqual(['adequacy', 'adequacy', 'adequacy'])
    expect([6, 7, 8, 9, 10].map(groupOf)).toEqual(Array(5).fill('evaluation'))
    expect([11, 12].map(groupOf)).toEqual(['recommendation', 'recommendation'])
    expect(groupOf(13)).toBe('decision')
    expect(groupOf(14)).toBe('discontinued')
    expect(body.stages.filter((s) => s.projectTypeId === PROJECT_TYPE.screening).length).toBeGreaterThanOrEqual(33)
    expect(body.stages.filter((s) => s.projectTypeId === PROJECT_TYPE.panelReview).length).toBeGreaterThanOrEqual(21)
  })

  it('serves districts with contacts, hiding the Executive Committee from the checklist', async () => {
    const { body } = await app.getJson<{ assessmentDistricts: { name: string; phone: string | null; hiddenFromChecklist: boolean }[] }>(
      '/api/projects/assessment-districts',
    )
    expect(body.assessmentDistricts.map((d) => d.name)).toContain('Dawson')
    expect(body.assessmentDistricts.filter((d) => d.hiddenFromChecklist).map((d) => d.name)).toEqual(['Executive Committee Screenings'])
    expect(body.assessmentDistricts.every((d) => d.phone)).toBe(true)
  })

  it('serves sectors, triggers and the domain lists', async () => {
    const sectors = await app.getJson<{ sectors: { name: string; nameFr: string }[] }>('/api/projects/sectors')
    expect(sectors.body.sectors.find((s) => s.name === 'Mining - Placer')?.nameFr).toBe('Mines - Placers')
    const triggers = await app.getJson<{ triggers: unknown[] }>('/api/projects/triggers')
    expect(triggers.body.triggers.length).toBeGreaterThan(10)
    const domain = await app.getJson<{
      assessmentOutcomes: { name: string }[]
      projectTypes: unknown[]
      emailMessageTypes: unknown[]
      emailRecipientTypes: { code: string }[]
      drainages: unknown[]
    }>('/api/projects/domain')
    expect(domain.body.assessmentOutcomes.map((o) => o.name)).toContain('56.1(b) Proceed with Terms and Conditions')
    expect(domain.body.projectTypes).toHaveLength(3)
    expect(domain.body.emailRecipientTypes.map((r) => r.code)).toContain('notification-profile')
    expect(Array.isArray(domain.body.drainages)).toBe(true)
  })

  it('answers the health probe, never to be cached', async () => {
    const response = await app.request('/api/health')
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(await response.json()).toEqual({ status: 'OK' })
  })

  it('serves the organization lists by kind', async () => {
    const firstNations = await app.getJson<{ organizations: { publicDisplayName: string; frenchDisplayName: string | null }[] }>(
      '/api/organizations/first-nations',
    )
    expect(firstNations.body.organizations.map((o) => o.publicDisplayName)).toContain("Tr'ondëk Hwëch'in")
    const bodies = await app.getJson<{ organizations: unknown[] }>('/api/organizations/decision-bodies')
    expect(bodies.body.organizations.length).toBeGreaterThan(5)
    const commissions = await app.getJson<{ organizations: { name: string }[] }>('/api/organizations/planning-commissions')
    expect(commissions.body.organizations.map((o) => o.name)).toContain('Dawson Regional Planning Commission')
  })

  it('tells the public address, that a test deployment is not production, and the map types offered', async () => {
    const { body } = await app.getJson('/api/projects/public-base-url')
    expect(body).toEqual({ status: 'OK', publicBaseUrl: 'http://registry.test', production: false, mapLayers: [] })
    const layer = { type: 'satellite', url: 'https://tiles.example/{z}/{x}/{y}.jpg', attribution: 'Imagery', maxZoom: 17 }
    const configured = await startTestApp({ env: { MAP_TILE_LAYERS: JSON.stringify([layer]) } })
    expect((await configured.getJson<{ mapLayers: unknown }>('/api/projects/public-base-url')).body.mapLayers).toEqual([layer])
  })

  it('answers no site message when none is published', async () => {
    const { body } = await app.getJson('/api/site-management/public-display-message')
    expect(body).toEqual({ status: 'OK', message: null })
  })

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await app.request('/api/no-such-thing')
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ status: 'KO', code: 'not-found' })
  })

  it('sends security headers', async () => {
    const response = await app.request('/api/projects/stages')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'")
  })
})
