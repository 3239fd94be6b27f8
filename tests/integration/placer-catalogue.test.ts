import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { ensureInstalledData } from '../../src/server/db/prepare.ts'
import * as t from '../../src/server/db/schema/index.ts'
import { SHIPPED_PLACER_CATALOGUE } from '../../src/server/db/reference/placer-catalogue.ts'
import type { CatalogueActivity, CatalogueEffect } from '../../src/shared/schemas/placer-catalogue.ts'

let app: TestApp
beforeAll(async () => {
  app = await startTestApp()
})

type Form2Type = { status: string; form2TypeId: string; name: string; nameFr: string | null; activities: CatalogueActivity[] }

const activities = async () => (await app.getJson<Form2Type>('/api/form-2-types/placer')).body.activities
const effects = async () => (await app.getJson<{ effects: CatalogueEffect[] }>('/api/effects')).body.effects

describe('the placer catalogue', () => {
  it('lists the placer activities in their groups, in English and French, with their text boxes', async () => {
    const { status, body } = await app.getJson<Form2Type>('/api/form-2-types/placer')
    expect(status).toBe(200)
    expect(body).toMatchObject({ status: 'OK', form2TypeId: 'placer', name: 'Placer mining', nameFr: 'Exploitation de placers' })
    const names = body.activities.map((a) => a.name)
    for (const name of [
      'Stripping and overburden removal',
      'Sluicing (washing plant)',
      'Settling ponds',
      'Water withdrawal (pumping)',
      'Work camp',
      'Fuel storage and handling',
      'Stream diversion',
      'Building or upgrading access roads',
      'Clearing trees and brush',
      'Equipment crossing watercourses',
      'Reclamation and recontouring',
    ])
      expect(names).toContain(name)
    for (const a of body.activities) {
      expect(a.nameFr, a.name).toBeTruthy()
      expect(a.activityGroupFr, a.name).toBeTruthy()
      expect(a.hasTextBox, a.name).toBe(a.textBoxPlaceholder !== null)
      expect(a.textBoxPlaceholderFr !== null, a.name).toBe(a.hasTextBox)
      expect(a.effects.length, a.name).toBeGreaterThan(0)
    }
    const groups = body.activities.map((a) => a.activityGroup)
    // Activities of one group stay together, in the catalogue's order.
    expect(groups.filter((g, i) => g !== groups[i - 1])).toEqual([
      'Site preparation',
      'Mining and processing',
      'Water management',
      'Camp and support',
      'Access',
      'Reclamation and closure',
    ])
    const diversion = body.activities.find((a) => a.name === 'Stream diversion')!
    expect(diversion).toMatchObject({ nameFr: 'Dérivation d’un cours d’eau', activityGroupFr: 'Gestion de l’eau', hasTextBox: true })
  })

  it('gives each activity the effects it brings, in catalogue order, with their mitigation options', async () => {
    const [list, all] = await Promise.all([activities(), effects()])
    const byId = new Map(all.map((e) => [e.effectId, e]))
    const order = all.map((e) => e.effectId)
    for (const a of list) {
      const ids = a.effects.map((e) => e.effectId)
      expect(
        [...ids].sort((x, y) => order.indexOf(x) - order.indexOf(y)),
        a.name,
      ).toEqual(ids)
      for (const e of a.effects) expect(e.mitigationOptions).toEqual(byId.get(e.effectId)!.mitigationOptions)
    }
    const fuel = list.find((a) => a.name === 'Fuel storage and handling')!
    expect(fuel.effects.map((e) => byId.get(e.effectId)!.name)).toContain('Fuel, oil or other contaminants reaching water')
    const sluicing = list.find((a) => a.name === 'Sluicing (washing plant)')!
    expect(sluicing.effects.map((e) => byId.get(e.effectId)!.effectGroup)).toEqual(
      expect.arrayContaining(['Fish and fish habitat', 'Water quality and quantity']),
    )
  })

  it('lists the effects by group, each in English and French, with one exclusive "none apply" option last', async () => {
    const { status, body } = await app.getJson<{ status: string; effects: CatalogueEffect[] }>('/api/effects')
    expect(status).toBe(200)
    expect(body.status).toBe('OK')
    const groups = body.effects.map((e) => e.effectGroup)
    expect(groups.filter((g, i) => g !== groups[i - 1])).toEqual([
      'Fish and fish habitat',
      'Water quality and quantity',
      'Wildlife and wildlife habitat',
      'Vegetation, soils and permafrost',
      'Heritage resources',
      'Land use and access',
      'Traditional use',
      'Air quality and noise',
      'Health and safety',
    ])
    for (const e of body.effects) {
      for (const text of [e.nameFr, e.descriptionFr, e.effectGroupFr, e.effectGroupMoreInfo, e.effectGroupMoreInfoFr]) expect(text, e.name).toBeTruthy()
      expect(e.mitigationOptions.length, e.name).toBeGreaterThan(2)
      expect(
        e.mitigationOptions.filter((o) => o.noneApply),
        e.name,
      ).toHaveLength(1)
      expect(e.mitigationOptions.at(-1)!.noneApply, e.name).toBe(true)
      for (const o of e.mitigationOptions) expect(o.descriptionFr, o.description).toBeTruthy()
      expect(new Set(e.mitigationOptions.map((o) => o.mitigationOptionId)).size).toBe(e.mitigationOptions.length)
    }
    expect(body.effects.find((e) => e.name === 'Sediment reaching fish-bearing water')?.nameFr).toBe('Sédiments atteignant des eaux où vivent des poissons')
  })

  it('is public reference data: the same answer for everyone, cacheable for anonymous requests', async () => {
    const response = await app.request('/api/effects')
    expect(response.headers.get('Cache-Control')).not.toBe('no-store')
    expect(response.headers.get('Vary')).toContain('Authorization')
  })

  it('answers 404 for a form-2 type it does not have', async () => {
    const { status, body } = await app.getJson<{ code: string; userMessage: string }>('/api/form-2-types/general')
    expect(status).toBe(404)
    expect(body).toMatchObject({ code: 'not-found', userMessage: 'No form-2 type has that id.' })
  })

  it('answers the catalogue the registry ships, on an install the office has not edited', async () => {
    expect({ activities: await activities(), effects: await effects() }).toEqual(SHIPPED_PLACER_CATALOGUE)
  })

  it('keeps the office’s edits when the server starts again', async () => {
    const [first] = await effects()
    const sluicing = (await activities()).find((a) => a.name === 'Sluicing (washing plant)')!
    await app.db.update(t.effects).set({ name: 'Sediment in fish water', nameFr: 'Sédiments dans l’eau des poissons' }).where(eq(t.effects.id, first!.effectId))
    await app.db.delete(t.activityEffects).where(eq(t.activityEffects.activityId, sluicing.activityId))
    await ensureInstalledData(app.db)
    expect((await effects())[0]).toMatchObject({ name: 'Sediment in fish water', nameFr: 'Sédiments dans l’eau des poissons' })
    expect((await activities()).find((a) => a.name === 'Sluicing (washing plant)')!.effects).toEqual([])
  })
})
