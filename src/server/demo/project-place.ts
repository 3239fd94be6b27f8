// Where a demo project is and what it is about: the area (weighted by district, executive-committee
// areas for screenings and panel reviews) and the sectors, with the neighbouring district a linear
// project may cross. Apart from the planning (projects.ts) so that the weights read on their own.
import type { DistrictKey, SectorKey } from './catalog.ts'
import type { Area } from './geography.ts'
import { AREAS, areasOf } from './geography.ts'
import type { Special, TypeKey } from './project-plan.ts'
import type { Random } from './random.ts'

const DISTRICT_WEIGHTS: [DistrictKey, number][] = [
  ['dawson', 30],
  ['mayo', 16],
  ['whitehorse', 26],
  ['hainesJunction', 9],
  ['teslin', 7],
  ['watsonLake', 12],
]

export function chooseArea(typeKey: TypeKey, rng: Random, special: Special | null): Area {
  if (special?.kind === 'draft') {
    const key = special.form === 'placer' ? 'klondike-goldfields' : special.form === 'general' ? 'ibex-takhini' : 'mayo'
    return AREAS.find((a) => a.key === key)!
  }
  if (typeKey !== 'evaluation') {
    const candidates = areasOf('executive')
    if (typeKey === 'panel')
      return rng.weighted(candidates.filter((a) => a.sectors.some(([s]) => s === 'quartz' || s === 'power')).map((a) => [a, a.weight] as const))
    return rng.weighted(candidates.map((a) => [a, a.weight] as const))
  }
  const district = rng.weighted(DISTRICT_WEIGHTS)
  return rng.weighted(areasOf(district).map((a) => [a, a.weight] as const))
}

export function chooseSectors(area: Area, typeKey: TypeKey, rng: Random, special: Special | null): SectorKey[] {
  let primary: SectorKey
  if (special?.kind === 'draft') primary = special.form === 'placer' ? 'placer' : special.form === 'general' ? 'agriculture' : 'land'
  else if (typeKey === 'panel') primary = rng.weighted(area.sectors.filter(([s]) => s === 'quartz' || s === 'power'))
  else primary = rng.weighted(area.sectors)
  const sectors: SectorKey[] = [primary]
  if (rng.chance(0.12)) {
    const other = rng.weighted(area.sectors)
    if (other !== primary) sectors.push(other)
  }
  if (primary === 'placer' && rng.chance(0.1) && !sectors.includes('roads')) sectors.push('roads')
  if (primary === 'quartz' && rng.chance(0.15) && !sectors.includes('camps')) sectors.push('camps')
  return sectors
}

export const LINEAR: SectorKey[] = ['roads', 'transmission', 'telecom']
export const NEIGHBOUR: Partial<Record<DistrictKey, DistrictKey>> = {
  dawson: 'mayo',
  mayo: 'whitehorse',
  whitehorse: 'teslin',
  teslin: 'watsonLake',
  hainesJunction: 'whitehorse',
  watsonLake: 'teslin',
}
