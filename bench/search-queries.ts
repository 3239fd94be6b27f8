// The search benchmark's query mix (search.bench.ts): realistic searches of the home page (text,
// text + filters, a map polygon, all three), each kind with limit=500 and without a limit, six in
// ten with includeCompleteWithdrawn=yes. Apart from the benchmark's run so that the mix can be read
// (and changed) as data; `npx tsx bench/search.bench.ts --list` prints it.
import { ASSESSMENT_DISTRICTS, SECTORS } from '../src/server/db/reference/districts-and-sectors.ts'
import { FIRST_NATIONS } from '../src/server/db/reference/organizations.ts'
import { PROJECT_TYPE } from '../src/shared/domain/stages.ts'

const district = (name: (typeof ASSESSMENT_DISTRICTS)[number]['name']) => ASSESSMENT_DISTRICTS.find((d) => d.name === name)!.id
const sector = (name: string) => SECTORS.find((s) => s.name === name)!.id
const firstNation = (name: string) => FIRST_NATIONS.find((f) => f.name === name)!.id
const placer = sector('Mining - Placer')
const quartz = sector('Mining - Quartz')
const roads = sector('Transportation - Roads, Access Roads and Trails')
const land = sector('Residential, Commercial, and Industrial Land Development')
const tourism = sector('Recreation and Tourism')
const forestry = sector('Forestry')
const trondek = firstNation("Tr'ondëk Hwëch'in")
const kwanlin = firstNation('Kwanlin Dün First Nation')

/** Map viewports as the home page sends them (closed rings of "longitude latitude"). */
export const VIEWPORTS = {
  yukon: '-146.5 59.8,-122.5 59.8,-122.5 67.8,-146.5 67.8,-146.5 59.8',
  klondike: '-140 63.7,-138.5 63.7,-138.5 64.3,-140 64.3,-140 63.7',
  dawsonCity: '-139.6 63.98,-139.25 63.98,-139.25 64.13,-139.6 64.13,-139.6 63.98',
  whitehorse: '-135.5 60.55,-134.6 60.55,-134.6 60.9,-135.5 60.9,-135.5 60.55',
  mayoKeno: '-136.5 63.4,-134.8 63.4,-134.8 64.1,-136.5 64.1,-136.5 63.4',
  watsonLake: '-129.6 59.9,-128 59.9,-128 60.3,-129.6 60.3,-129.6 59.9',
  kluane: '-138.2 60.55,-137 60.55,-137 61,-138.2 61,-138.2 60.55',
  southernLakes: '-136 59.9,-132.5 59.9,-132.5 61.3,-136 61.3,-136 59.9',
  whiteGold: '-140.3 62.6,-138.5 62.6,-138.5 63.4,-140.3 63.4,-140.3 62.6',
  /** A drawn shape rather than a viewport: the goldfields south-east of Dawson. */
  goldfields: '-139.45 64.05,-139.0 64.02,-138.75 63.85,-138.95 63.7,-139.35 63.78,-139.45 64.05',
}

export type Params = Record<string, string | number>
export const all = { includeCompleteWithdrawn: 'yes' } as const

/** Words a person would type, from the demo vocabulary (src/server/demo/text.ts, words.ts, geography.ts). */
const TEXT: Params[] = [
  { textSearch: 'placer' },
  { textSearch: 'Bonanza Creek', ...all },
  { textSearch: 'Klondike' },
  { textSearch: "Tr'ondëk Hwëch'in" },
  { textSearch: 'Kwanlin Dün', ...all },
  { textSearch: 'quartz exploration' },
  { textSearch: 'gravel', ...all },
  { textSearch: 'Whitehorse' },
  { textSearch: 'Hunker Creek Road', ...all },
  { textSearch: 'Tombstone' },
  { textSearch: 'Valérie', ...all },
  { textSearch: 'mines' },
  { textSearch: 'exploitation', ...all },
  { textSearch: 'culvert replacement' },
  { textSearch: '2021-0150', ...all },
  { textSearch: '20190042', ...all },
  { textSearch: '2024-0100' },
  { textSearch: '0150', ...all },
  { textSearch: 'Aurora Minerals' },
  { textSearch: 'Government of Yukon Highways', ...all },
  { textSearch: 'Copper King' },
  { textSearch: 'wood bison', ...all },
  { textSearch: 'Midnight Dome lodge' },
  { textSearch: 'Dawson City', ...all },
]

const TEXT_FILTERS: Params[] = [
  { textSearch: 'placer', minYear: 2015, maxYear: 2020, ...all },
  { textSearch: 'creek', sectors: placer, districts: district('Dawson') },
  { textSearch: 'road', sectors: `${roads},${land}`, minYear: 2020, ...all },
  { textSearch: 'exploration', stageGroups: 'adequacy,evaluation', projectTypes: PROJECT_TYPE.evaluation },
  { textSearch: 'Whitehorse', districts: `${district('Whitehorse')},${district('Teslin')}`, ...all },
  { textSearch: "Tr'ondëk", fns: trondek, ...all },
  { textSearch: 'Klondike', stageGroups: 'decision', minYear: 2022 },
  { textSearch: 'lodge', sectors: tourism, districts: district('Haines Junction'), ...all },
  { textSearch: 'quartz', projectTypes: PROJECT_TYPE.screening, maxYear: 2012, ...all },
  { textSearch: 'timber harvest', sectors: forestry, minYear: 2010, maxYear: 2018, ...all },
  { textSearch: '2023', districts: district('Mayo'), ...all },
  { textSearch: 'Kwanlin Dün', fns: kwanlin, stageGroups: 'evaluation,recommendation' },
]

const POLYGON: Params[] = [
  { polygon: VIEWPORTS.yukon },
  { polygon: VIEWPORTS.yukon, ...all },
  { polygon: VIEWPORTS.klondike },
  { polygon: VIEWPORTS.klondike, ...all },
  { polygon: VIEWPORTS.dawsonCity, ...all },
  { polygon: VIEWPORTS.whitehorse },
  { polygon: VIEWPORTS.whitehorse, ...all },
  { polygon: VIEWPORTS.mayoKeno, ...all },
  { polygon: VIEWPORTS.watsonLake },
  { polygon: VIEWPORTS.kluane, ...all },
  { polygon: VIEWPORTS.southernLakes },
  { polygon: VIEWPORTS.whiteGold, ...all },
  { polygon: VIEWPORTS.goldfields, ...all },
]

const COMBINED: Params[] = [
  { textSearch: 'placer', polygon: VIEWPORTS.klondike, minYear: 2018, ...all },
  { textSearch: 'Bonanza', polygon: VIEWPORTS.goldfields, sectors: placer, ...all },
  { textSearch: 'road', polygon: VIEWPORTS.whitehorse, districts: district('Whitehorse') },
  { textSearch: 'exploration', polygon: VIEWPORTS.whiteGold, stageGroups: 'adequacy,evaluation,recommendation' },
  { textSearch: 'Tombstone', polygon: VIEWPORTS.yukon, fns: trondek, ...all },
  { textSearch: 'gravel', polygon: VIEWPORTS.southernLakes, sectors: `${land},${roads}`, minYear: 2015, maxYear: 2024, ...all },
  { textSearch: 'quartz', polygon: VIEWPORTS.mayoKeno, projectTypes: PROJECT_TYPE.evaluation, ...all },
  { textSearch: 'Watson Lake', polygon: VIEWPORTS.watsonLake, minYear: 2020 },
  { textSearch: 'creek', polygon: VIEWPORTS.yukon, sectors: quartz, stageGroups: 'evaluation', ...all },
  { textSearch: 'lodge', polygon: VIEWPORTS.kluane, sectors: tourism, ...all },
]

export interface Kind {
  name: string
  queries: string[]
}

export const encode = (params: Params) =>
  Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
    .join('&')

export const KINDS: Kind[] = (
  [
    ['text', TEXT],
    ['text + filters', TEXT_FILTERS],
    ['polygon', POLYGON],
    ['text + filters + polygon', COMBINED],
  ] as const
).flatMap(([name, list]) => [
  { name: `${name}, limit=500`, queries: list.map((p) => `/api/projects/search?${encode({ ...p, limit: 500 })}`) },
  { name: `${name}, no limit`, queries: list.map((p) => `/api/projects/search?${encode(p)}`) },
])
