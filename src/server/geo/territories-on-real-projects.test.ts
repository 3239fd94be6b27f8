// With the real First Nation territories layer, the look-up should name, for the real registry
// projects' points, the Indigenous governments the registry itself lists for them (issue 5: at
// least 95 % of the projects). Reads the shared export and layer; skipped when they are absent.
import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { FIRST_NATIONS } from '../db/reference/organizations.ts'
import { readExport } from '../import/yor/read-export.ts'
import { shapesOf } from '../../shared/geo/geojson.ts'
import { lookupLocation, prepareLayers } from '../../shared/geo/lookup.ts'
import { layerFeatures } from './layer-features.ts'
import { readLayerFile } from './layer-file.ts'

const EXPORT = '../shared/data/yesab-projects.json.gz'
const TERRITORIES = '../shared/geo/first-nation-traditional-territories-yukon-albers.shp.zip'

describe.skipIf(!existsSync(EXPORT) || !existsSync(TERRITORIES))('territories on the real registry projects', () => {
  it('names the registry’s own Indigenous governments for at least 95 % of the projects', async () => {
    const registry = {
      districts: [],
      drainages: [],
      firstNations: FIRST_NATIONS.map((f) => ({ id: f.id, names: [f.name, ...(f.frenchDisplayName ? [f.frenchDisplayName] : [])] })),
    }
    const { features, problems } = layerFeatures('first-nation-territories', await readLayerFile(TERRITORIES), registry)
    expect(problems).toEqual([])
    const layers = prepareLayers(features)
    const idByName = new Map(FIRST_NATIONS.map((f) => [f.name, f.id]))
    const { records } = await readExport(EXPORT)
    let compared = 0
    let named = 0
    for (const record of records as { locations?: { latitude: number; longitude: number }[]; indigenousGovernments?: string[] }[]) {
      const points = (record.locations ?? []).filter(
        (l) =>
          Number.isFinite(l.latitude) && Number.isFinite(l.longitude) && l.latitude >= 59 && l.latitude <= 70 && l.longitude >= -142 && l.longitude <= -123,
      )
      const governments = (record.indigenousGovernments ?? []).map((name) => idByName.get(name)).filter((id): id is string => !!id)
      if (points.length === 0 || governments.length === 0) continue
      const shapes = shapesOf({ type: 'MultiPoint', coordinates: points.map((p) => [p.longitude, p.latitude]) })
      if (!shapes.ok) continue
      compared++
      const found = new Set(lookupLocation(shapes.shapes, layers).firstNations)
      if (governments.some((id) => found.has(id))) named++
    }
    const share = named / compared
    console.info(
      `territories layer: the look-up names one of the registry's own Indigenous governments for ${named} of ${compared} projects (${(share * 100).toFixed(1)} %)`,
    )
    expect(compared).toBeGreaterThan(4000)
    expect(share).toBeGreaterThanOrEqual(0.95)
  })
})
