// Demo drainages: real Yukon river basins as major / sub / sub-sub drainage, with French names.
// Ids are name-based, so a second seed of an emptied database gives the same ids; a real layer
// imported later replaces them.
import { stableId } from '../lib/stable-id.ts'

export interface DemoDrainage {
  id: string
  majorName: string
  subName: string
  subSubName: string
  majorNameFr: string
  subNameFr: string
  subSubNameFr: string
}

type Names = [en: string, fr: string]

const YUKON: Names = ['Yukon River', 'fleuve Yukon']
const LIARD: Names = ['Liard River', 'rivière Liard']
const PORCUPINE: Names = ['Porcupine River', 'rivière Porcupine']
const PEEL: Names = ['Peel River', 'rivière Peel']
const ALSEK: Names = ['Alsek River', 'rivière Alsek']
const NORTH_SLOPE: Names = ['Beaufort Sea', 'mer de Beaufort']

const river = (name: string): Names => [`${name} River`, `rivière ${name}`]
const creek = (name: string): Names => [`${name} Creek`, `ruisseau ${name}`]
const lake = (name: string): Names => [`${name} Lake`, `lac ${name}`]

const TREE: [major: Names, sub: Names, subSubs: Names[]][] = [
  [YUKON, river('Klondike'), [creek('Bonanza'), creek('Hunker'), river('North Klondike'), ['Lower Klondike River', 'cours inférieur de la rivière Klondike']]],
  [YUKON, river('Indian'), [creek('Dominion'), creek('Sulphur'), creek('Eureka')]],
  [YUKON, river('Sixtymile'), [creek('Miller'), creek('Glacier')]],
  [YUKON, river('Fortymile'), [creek('Clinton'), river('Fortymile')]],
  [YUKON, river('Stewart'), [river('Mayo'), river('McQuesten'), creek('Haggart'), ['Lower Stewart River', 'cours inférieur de la rivière Stewart']]],
  [YUKON, river('Pelly'), [river('Macmillan'), river('Ross'), ['Lower Pelly River', 'cours inférieur de la rivière Pelly']]],
  [YUKON, river('White'), [river('Donjek'), river('Kluane'), creek('Beaver')]],
  [YUKON, river('Teslin'), [river('Nisutlin'), lake('Teslin')]],
  [YUKON, river('Takhini'), [river('Ibex'), lake('Kusawa')]],
  [YUKON, ['Upper Yukon River', 'cours supérieur du fleuve Yukon'], [lake('Marsh'), lake('Tagish'), ['Lake Laberge', 'lac Laberge'], river('Wheaton')]],
  [
    YUKON,
    ['Central Yukon River', 'cours central du fleuve Yukon'],
    [creek('Tatchun'), river('Nordenskiold'), river('Big Salmon'), creek('Thistle'), creek('Coffee'), creek('Minto')],
  ],
  [
    LIARD,
    ['Upper Liard River', 'cours supérieur de la rivière Liard'],
    [river('Rancheria'), creek('Albert'), ['Liard River near Watson Lake', 'rivière Liard près de Watson Lake']],
  ],
  [LIARD, river('Frances'), [lake('Frances'), river('Finlayson')]],
  [LIARD, river('Hyland'), [river('Hyland')]],
  [PORCUPINE, river('Old Crow'), [river('Old Crow')]],
  [PORCUPINE, river('Bell'), [river('Eagle')]],
  [PEEL, river('Ogilvie'), [river('Ogilvie'), river('Blackstone')]],
  [PEEL, ['Upper Peel River', 'cours supérieur de la rivière Peel'], [river('Wind'), river('Bonnet Plume'), river('Snake'), river('Hart')]],
  [ALSEK, river('Dezadeash'), [river('Aishihik'), river('Kathleen'), lake('Dezadeash')]],
  [NORTH_SLOPE, ['Yukon North Slope', 'versant nord du Yukon'], [river('Babbage'), river('Firth')]],
]

export const DEMO_DRAINAGES: DemoDrainage[] = TREE.flatMap(([major, sub, subSubs]) =>
  subSubs.map(([subSubName, subSubNameFr]) => ({
    id: stableId('drainage', `${major[0]} / ${sub[0]} / ${subSubName}`),
    majorName: major[0],
    subName: sub[0],
    subSubName,
    majorNameFr: major[1],
    subNameFr: sub[1],
    subSubNameFr,
  })),
)

/** The drainage whose sub-sub name is given (the geography names drainages this way). */
export function drainageBySubSub(name: string): DemoDrainage {
  const found = DEMO_DRAINAGES.find((d) => d.subSubName === name)
  if (!found) throw new Error(`No demo drainage ${name}`)
  return found
}
