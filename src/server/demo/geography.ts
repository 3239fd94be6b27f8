// Where demo projects are: named areas around real Yukon localities, grouped by assessment
// district, each with what is usually proposed there (sector weights), the First Nations,
// boards and planning commissions concerned, the drainages, and the creeks, lakes and roads
// titles are made from. Points are drawn inside an area and kept inside a rough outline of Yukon.
import type { Random } from './random.ts'
import type { DistrictKey, SectorKey } from './catalog.ts'
import { COMMUNITIES, insideYukon } from '../../shared/geo/yukon.ts'
import { distanceM } from '../../shared/geo/geodesic.ts'

export interface Area {
  key: string
  /** The locality as titles name it. */
  name: string
  district: DistrictKey
  centre: [latitude: number, longitude: number]
  radiusKm: number
  weight: number
  sectors: [SectorKey, number][]
  firstNations: string[]
  boards?: string[]
  planning?: { name: string; since: number }
  /** Sub-sub drainage names (see drainages.ts). */
  drainages: string[]
  creeks?: string[]
  lakes?: string[]
  rivers?: string[]
  roads?: [name: string, fromKm: number, toKm: number][]
  community: string
}

const TH = "Tr'ondëk Hwëch'in"
const NND = 'First Nation of Na-Cho Nyäk Dun'
const KDFN = 'Kwanlin Dün First Nation'
const TKC = "Ta'an Kwäch'än Council"
const CTFN = 'Carcross/Tagish First Nation'
const CAFN = 'Champagne and Aishihik First Nations'
const LSCFN = 'Little Salmon/Carmacks First Nation'
const SFN = 'Selkirk First Nation'
const KFN = 'Kluane First Nation'
const WRFN = 'White River First Nation'
const TTC = 'Teslin Tlingit Council'
const LFN = 'Liard First Nation'
const RRDC = 'Ross River Dena Council'
const VGFN = 'Vuntut Gwitchin First Nation'
const GTC = "Gwich'in Tribal Council"
const DAWSON_PLAN = { name: 'Dawson Regional Planning Commission', since: 2019 }
const NORTH_PLAN = { name: 'North Yukon Regional Planning Commission', since: 2006 }
const PEEL_PLAN = { name: 'Peel Regional Planning Commission', since: 2005 }

export const AREAS: Area[] = [
  // Dawson
  { key: 'klondike-goldfields', name: 'the Klondike goldfields', district: 'dawson', centre: [63.93, -139.15], radiusKm: 18, weight: 10, sectors: [['placer', 80], ['roads', 6], ['camps', 4], ['forestry', 2], ['power', 1]], firstNations: [TH], boards: ['Dawson District Renewable Resources Council'], planning: DAWSON_PLAN, drainages: ['Bonanza Creek', 'Hunker Creek'], creeks: ['Bonanza Creek', 'Eldorado Creek', 'Hunker Creek', 'Gold Bottom Creek', 'Last Chance Creek', 'Bear Creek', 'Allgold Creek', 'Quartz Creek', 'Lindow Creek', 'Mint Gulch'], roads: [['Bonanza Creek Road', 0, 30], ['Hunker Creek Road', 0, 40], ['Klondike Highway', 680, 712]], community: 'Dawson City' },
  { key: 'indian-river', name: 'the Indian River', district: 'dawson', centre: [63.78, -138.9], radiusKm: 20, weight: 6, sectors: [['placer', 90], ['roads', 5], ['camps', 5]], firstNations: [TH], boards: ['Dawson District Renewable Resources Council'], planning: DAWSON_PLAN, drainages: ['Dominion Creek', 'Sulphur Creek', 'Eureka Creek'], creeks: ['Dominion Creek', 'Sulphur Creek', 'Eureka Creek', 'Black Hills Creek', 'Montana Creek', 'Ophir Creek', 'Gold Run Creek', 'Indian River'], roads: [['Dominion Creek Road', 0, 45]], community: 'Dawson City' },
  { key: 'sixtymile', name: 'Sixtymile', district: 'dawson', centre: [63.98, -140.55], radiusKm: 18, weight: 4, sectors: [['placer', 75], ['quartz', 15], ['roads', 10]], firstNations: [TH], boards: ['Dawson District Renewable Resources Council'], planning: DAWSON_PLAN, drainages: ['Miller Creek', 'Glacier Creek'], creeks: ['Miller Creek', 'Glacier Creek', 'Big Gold Creek', 'Little Gold Creek', 'Bedrock Creek', 'Matson Creek'], roads: [['Top of the World Highway', 60, 105]], community: 'Dawson City' },
  { key: 'fortymile', name: 'the Fortymile River', district: 'dawson', centre: [64.28, -140.4], radiusKm: 18, weight: 2, sectors: [['placer', 80], ['research', 10], ['tourism', 10]], firstNations: [TH], boards: ['Dawson District Renewable Resources Council'], planning: DAWSON_PLAN, drainages: ['Clinton Creek', 'Fortymile River'], creeks: ['Clinton Creek', 'Fortymile River', 'Cassiar Creek', 'Walker Fork'], rivers: ['Fortymile River'], community: 'Dawson City' },
  { key: 'dawson-city', name: 'Dawson City', district: 'dawson', centre: [64.055, -139.42], radiusKm: 5, weight: 5, sectors: [['land', 30], ['water', 10], ['solidWaste', 10], ['telecom', 10], ['tourism', 15], ['transport', 8], ['power', 7], ['agriculture', 5], ['contaminated', 5]], firstNations: [TH], boards: ['Dawson District Renewable Resources Council'], planning: DAWSON_PLAN, drainages: ['Lower Klondike River'], rivers: ['Yukon River', 'Klondike River'], roads: [['Klondike Highway', 708, 714]], community: 'Dawson City' },
  { key: 'klondike-valley', name: 'the Klondike Valley', district: 'dawson', centre: [64.03, -139.0], radiusKm: 12, weight: 4, sectors: [['agriculture', 25], ['land', 30], ['forestry', 15], ['placer', 15], ['aggregate', 10], ['power', 5]], firstNations: [TH], boards: ['Dawson District Renewable Resources Council'], planning: DAWSON_PLAN, drainages: ['Lower Klondike River', 'North Klondike River'], creeks: ['Rock Creek', 'Bear Creek', 'Hunker Creek'], rivers: ['Klondike River'], roads: [['Klondike Highway', 680, 706]], community: 'Dawson City' },
  { key: 'white-gold', name: 'the White Gold district', district: 'dawson', centre: [63.0, -139.4], radiusKm: 28, weight: 5, sectors: [['quartz', 70], ['camps', 15], ['roads', 10], ['placer', 5]], firstNations: [TH, WRFN, SFN], planning: DAWSON_PLAN, drainages: ['Thistle Creek', 'Coffee Creek'], creeks: ['Thistle Creek', 'Kirkman Creek', 'Coffee Creek', 'Independence Creek', 'Ballarat Creek'], community: 'Dawson City' },
  { key: 'dempster', name: 'the Dempster Highway corridor', district: 'dawson', centre: [64.55, -138.3], radiusKm: 25, weight: 3, sectors: [['roads', 30], ['research', 25], ['tourism', 20], ['telecom', 10], ['aggregate', 15]], firstNations: [TH], boards: ['Dawson District Renewable Resources Council'], drainages: ['Blackstone River', 'North Klondike River'], rivers: ['Blackstone River', 'North Klondike River'], roads: [['Dempster Highway', 0, 160]], community: 'Dawson City' },
  { key: 'eagle-plains', name: 'Eagle Plains', district: 'dawson', centre: [66.37, -136.72], radiusKm: 20, weight: 1.5, sectors: [['petroleum', 40], ['roads', 25], ['camps', 15], ['research', 20]], firstNations: [VGFN, TH, GTC, 'Tetlit Gwich’in'], boards: ['North Yukon Renewable Resources Council'], planning: NORTH_PLAN, drainages: ['Eagle River'], rivers: ['Eagle River'], roads: [['Dempster Highway', 360, 410]], community: 'Old Crow' },
  { key: 'old-crow', name: 'Old Crow', district: 'dawson', centre: [67.57, -139.83], radiusKm: 8, weight: 1.5, sectors: [['power', 25], ['land', 25], ['research', 25], ['transport', 15], ['solidWaste', 10]], firstNations: [VGFN], boards: ['North Yukon Renewable Resources Council'], planning: NORTH_PLAN, drainages: ['Old Crow River'], rivers: ['Porcupine River', 'Old Crow River'], community: 'Old Crow' },
  { key: 'north-slope', name: 'the Yukon North Slope', district: 'dawson', centre: [69.1, -138.9], radiusKm: 25, weight: 0.5, sectors: [['research', 80], ['tourism', 20]], firstNations: ['Inuvialuit Game Council', VGFN], drainages: ['Babbage River', 'Firth River'], rivers: ['Babbage River', 'Firth River'], community: 'Old Crow' },
  // Mayo
  { key: 'keno-hill', name: 'Keno Hill', district: 'mayo', centre: [63.92, -135.25], radiusKm: 12, weight: 4, sectors: [['quartz', 60], ['camps', 10], ['contaminated', 10], ['roads', 10], ['power', 5], ['water', 5]], firstNations: [NND], boards: ['Mayo District Renewable Resources Council'], drainages: ['Mayo River'], creeks: ['Lightning Creek', 'Christal Creek', 'Galena Creek'], roads: [['Silver Trail', 60, 112]], community: 'Keno City' },
  { key: 'mayo', name: 'Mayo', district: 'mayo', centre: [63.59, -135.9], radiusKm: 8, weight: 3, sectors: [['land', 30], ['agriculture', 15], ['water', 10], ['solidWaste', 10], ['power', 10], ['telecom', 10], ['forestry', 10], ['transport', 5]], firstNations: [NND], boards: ['Mayo District Renewable Resources Council'], drainages: ['Mayo River', 'Lower Stewart River'], rivers: ['Stewart River', 'Mayo River'], roads: [['Silver Trail', 40, 56]], community: 'Mayo' },
  { key: 'mayo-placer', name: 'the Mayo placer creeks', district: 'mayo', centre: [63.75, -135.55], radiusKm: 15, weight: 4, sectors: [['placer', 85], ['roads', 10], ['camps', 5]], firstNations: [NND], boards: ['Mayo District Renewable Resources Council'], drainages: ['Haggart Creek', 'Mayo River'], creeks: ['Duncan Creek', 'Highet Creek', 'Minto Creek', 'Haggart Creek', 'Lightning Creek', 'Thunder Gulch'], roads: [['Duncan Creek Road', 0, 30]], community: 'Mayo' },
  { key: 'dublin-gulch', name: 'Dublin Gulch', district: 'mayo', centre: [64.02, -135.85], radiusKm: 10, weight: 1.5, sectors: [['quartz', 70], ['roads', 15], ['camps', 15]], firstNations: [NND], boards: ['Mayo District Renewable Resources Council'], drainages: ['Haggart Creek'], creeks: ['Haggart Creek', 'Dublin Gulch', 'Eagle Creek'], community: 'Mayo' },
  { key: 'mcquesten', name: 'the McQuesten River', district: 'mayo', centre: [63.62, -137.3], radiusKm: 20, weight: 3, sectors: [['placer', 70], ['quartz', 15], ['roads', 10], ['agriculture', 5]], firstNations: [NND, TH], boards: ['Mayo District Renewable Resources Council'], drainages: ['McQuesten River'], creeks: ['Clear Creek', 'Barlow Creek', 'Sprague Creek', 'Secret Creek'], rivers: ['McQuesten River'], roads: [['Klondike Highway', 560, 600]], community: 'Stewart Crossing' },
  { key: 'stewart-crossing', name: 'Stewart Crossing', district: 'mayo', centre: [63.38, -136.68], radiusKm: 12, weight: 2, sectors: [['roads', 25], ['aggregate', 20], ['land', 15], ['agriculture', 15], ['placer', 15], ['forestry', 10]], firstNations: [NND, SFN], boards: ['Mayo District Renewable Resources Council'], drainages: ['Lower Stewart River'], rivers: ['Stewart River'], roads: [['Klondike Highway', 525, 545]], community: 'Stewart Crossing' },
  { key: 'pelly-crossing', name: 'Pelly Crossing', district: 'mayo', centre: [62.82, -136.58], radiusKm: 12, weight: 2, sectors: [['land', 25], ['agriculture', 20], ['forestry', 15], ['roads', 15], ['water', 10], ['telecom', 5], ['placer', 10]], firstNations: [SFN], boards: ['Selkirk Renewable Resources Council'], drainages: ['Lower Pelly River'], rivers: ['Pelly River'], roads: [['Klondike Highway', 455, 470]], community: 'Pelly Crossing' },
  { key: 'peel', name: 'the Peel watershed', district: 'mayo', centre: [65.1, -134.7], radiusKm: 35, weight: 1, sectors: [['quartz', 50], ['research', 30], ['tourism', 20]], firstNations: [NND, TH, VGFN, GTC], planning: PEEL_PLAN, drainages: ['Wind River', 'Bonnet Plume River', 'Snake River', 'Hart River'], rivers: ['Wind River', 'Bonnet Plume River', 'Snake River'], community: 'Keno City' },
  // Whitehorse
  { key: 'whitehorse', name: 'Whitehorse', district: 'whitehorse', centre: [60.72, -135.06], radiusKm: 7, weight: 6, sectors: [['land', 30], ['water', 8], ['solidWaste', 7], ['hazardousWaste', 4], ['telecom', 8], ['transport', 6], ['power', 6], ['transmission', 4], ['industrial', 8], ['tourism', 4], ['roads', 5], ['contaminated', 5], ['military', 1]], firstNations: [KDFN, TKC], drainages: ['Lake Laberge'], rivers: ['Yukon River'], roads: [['Alaska Highway', 1410, 1440], ['Mayo Road', 0, 10]], community: 'Whitehorse' },
  { key: 'copper-belt', name: 'the Whitehorse Copper Belt', district: 'whitehorse', centre: [60.63, -135.0], radiusKm: 7, weight: 2, sectors: [['quartz', 35], ['aggregate', 40], ['industrial', 15], ['roads', 10]], firstNations: [KDFN, TKC], drainages: ['Marsh Lake'], roads: [['Alaska Highway', 1415, 1425]], community: 'Whitehorse' },
  { key: 'mount-lorne', name: 'Mount Lorne', district: 'whitehorse', centre: [60.45, -134.85], radiusKm: 10, weight: 2, sectors: [['land', 30], ['agriculture', 25], ['forestry', 20], ['aggregate', 10], ['telecom', 5], ['tourism', 10]], firstNations: [KDFN, CTFN], boards: ['Carcross Tagish Renewable Resources Council'], drainages: ['Wheaton River'], lakes: ['Annie Lake', 'Cowley Lake', 'Lewes Lake'], roads: [['Klondike Highway', 150, 180], ['Annie Lake Road', 0, 20]], community: 'Whitehorse' },
  { key: 'ibex-takhini', name: 'the Ibex Valley', district: 'whitehorse', centre: [60.85, -135.5], radiusKm: 12, weight: 3, sectors: [['agriculture', 35], ['land', 25], ['forestry', 20], ['aggregate', 10], ['power', 5], ['research', 5]], firstNations: [CAFN, KDFN, TKC], drainages: ['Ibex River'], rivers: ['Takhini River', 'Ibex River'], roads: [['Alaska Highway', 1440, 1490], ['Takhini Hot Springs Road', 0, 10]], community: 'Whitehorse' },
  { key: 'laberge', name: 'Lake Laberge', district: 'whitehorse', centre: [61.1, -135.15], radiusKm: 12, weight: 2, sectors: [['agriculture', 30], ['tourism', 25], ['land', 20], ['research', 10], ['forestry', 15]], firstNations: [TKC, KDFN], drainages: ['Lake Laberge'], lakes: ['Lake Laberge', 'Fox Lake'], roads: [['Klondike Highway', 205, 240], ['Mayo Road', 10, 40]], community: 'Whitehorse' },
  { key: 'marsh-lake', name: 'Marsh Lake', district: 'whitehorse', centre: [60.48, -134.3], radiusKm: 12, weight: 2, sectors: [['land', 40], ['tourism', 20], ['water', 15], ['research', 10], ['roads', 15]], firstNations: [CTFN, KDFN], boards: ['Carcross Tagish Renewable Resources Council'], drainages: ['Marsh Lake', 'Tagish Lake'], lakes: ['Marsh Lake', 'Tagish Lake'], roads: [['Alaska Highway', 1350, 1390], ['Tagish Road', 0, 20]], community: 'Whitehorse' },
  { key: 'carcross', name: 'Carcross', district: 'whitehorse', centre: [60.2, -134.68], radiusKm: 9, weight: 2, sectors: [['tourism', 35], ['land', 30], ['water', 10], ['roads', 10], ['transport', 15]], firstNations: [CTFN], boards: ['Carcross Tagish Renewable Resources Council'], drainages: ['Tagish Lake'], lakes: ['Bennett Lake', 'Nares Lake', 'Tagish Lake'], roads: [['Klondike Highway', 100, 120]], community: 'Carcross' },
  { key: 'carmacks', name: 'Carmacks', district: 'whitehorse', centre: [62.1, -136.3], radiusKm: 15, weight: 3, sectors: [['quartz', 30], ['agriculture', 15], ['land', 15], ['placer', 10], ['roads', 10], ['power', 10], ['forestry', 10]], firstNations: [LSCFN], boards: ['Carmacks Renewable Resources Council'], drainages: ['Tatchun Creek', 'Nordenskiold River'], creeks: ['Tatchun Creek', 'Williams Creek', 'Merrice Creek'], rivers: ['Yukon River', 'Nordenskiold River'], roads: [['Klondike Highway', 350, 370], ['Robert Campbell Highway', 0, 20]], community: 'Carmacks' },
  { key: 'braeburn', name: 'Braeburn', district: 'whitehorse', centre: [61.47, -135.78], radiusKm: 15, weight: 1, sectors: [['forestry', 40], ['aggregate', 25], ['agriculture', 15], ['tourism', 20]], firstNations: [TKC, LSCFN], drainages: ['Nordenskiold River'], lakes: ['Braeburn Lake', 'Twin Lakes'], roads: [['Klondike Highway', 270, 300]], community: 'Carmacks' },
  { key: 'big-salmon', name: 'the Big Salmon River', district: 'whitehorse', centre: [61.6, -134.6], radiusKm: 25, weight: 1, sectors: [['placer', 40], ['quartz', 40], ['camps', 20]], firstNations: [TKC, LSCFN, TTC], drainages: ['Big Salmon River'], creeks: ['Livingstone Creek', 'Cottoneva Creek', 'Summit Creek'], rivers: ['Big Salmon River'], community: 'Carmacks' },
  // Haines Junction
  { key: 'haines-junction', name: 'Haines Junction', district: 'hainesJunction', centre: [60.75, -137.51], radiusKm: 8, weight: 3, sectors: [['land', 35], ['water', 10], ['solidWaste', 10], ['agriculture', 15], ['tourism', 15], ['telecom', 5], ['power', 10]], firstNations: [CAFN], boards: ['Alsek Renewable Resources Council'], drainages: ['Kathleen River'], rivers: ['Dezadeash River'], roads: [['Alaska Highway', 1620, 1650], ['Haines Road', 245, 255]], community: 'Haines Junction' },
  { key: 'mendenhall', name: 'the Mendenhall area', district: 'hainesJunction', centre: [60.78, -136.9], radiusKm: 14, weight: 2, sectors: [['agriculture', 40], ['forestry', 30], ['land', 20], ['tourism', 10]], firstNations: [CAFN], boards: ['Alsek Renewable Resources Council'], drainages: ['Aishihik River'], rivers: ['Takhini River'], roads: [['Alaska Highway', 1570, 1610]], community: 'Haines Junction' },
  { key: 'kluane-lake', name: 'Kluane Lake', district: 'hainesJunction', centre: [61.2, -138.7], radiusKm: 15, weight: 2, sectors: [['tourism', 35], ['land', 20], ['research', 20], ['roads', 15], ['power', 10]], firstNations: [KFN, CAFN], boards: ['DAN KEYI Renewable Resources Council'], drainages: ['Kluane River'], lakes: ['Kluane Lake'], roads: [['Alaska Highway', 1700, 1760]], community: 'Destruction Bay' },
  { key: 'burwash', name: 'Burwash Landing', district: 'hainesJunction', centre: [61.45, -139.15], radiusKm: 15, weight: 2, sectors: [['placer', 70], ['quartz', 20], ['roads', 10]], firstNations: [KFN], boards: ['DAN KEYI Renewable Resources Council'], drainages: ['Kluane River'], creeks: ['Burwash Creek', 'Kimberley Creek', 'Arch Creek', 'Gladstone Creek', 'Tatamagouche Creek'], roads: [['Alaska Highway', 1755, 1775]], community: 'Burwash Landing' },
  { key: 'beaver-creek', name: 'Beaver Creek', district: 'hainesJunction', centre: [62.38, -140.85], radiusKm: 10, weight: 1, sectors: [['land', 25], ['roads', 30], ['telecom', 15], ['water', 10], ['tourism', 20]], firstNations: [WRFN], drainages: ['Beaver Creek'], roads: [['Alaska Highway', 1920, 1945]], community: 'Beaver Creek' },
  { key: 'aishihik', name: 'Aishihik Lake', district: 'hainesJunction', centre: [61.3, -137.1], radiusKm: 15, weight: 1, sectors: [['power', 50], ['research', 30], ['tourism', 20]], firstNations: [CAFN], boards: ['Alsek Renewable Resources Council'], drainages: ['Aishihik River'], lakes: ['Aishihik Lake', 'Canyon Lake', 'Otter Lake'], roads: [['Aishihik Road', 0, 100]], community: 'Haines Junction' },
  { key: 'haines-road', name: 'the Haines Road', district: 'hainesJunction', centre: [60.35, -137.0], radiusKm: 15, weight: 1, sectors: [['roads', 40], ['tourism', 30], ['research', 20], ['aggregate', 10]], firstNations: [CAFN], boards: ['Alsek Renewable Resources Council'], drainages: ['Dezadeash Lake'], lakes: ['Dezadeash Lake', 'Kathleen Lake'], roads: [['Haines Road', 150, 230]], community: 'Haines Junction' },
  // Teslin
  { key: 'teslin', name: 'Teslin', district: 'teslin', centre: [60.18, -132.72], radiusKm: 9, weight: 3, sectors: [['land', 35], ['water', 10], ['solidWaste', 10], ['tourism', 15], ['forestry', 15], ['telecom', 5], ['power', 10]], firstNations: [TTC], boards: ['Teslin Renewable Resources Council'], drainages: ['Teslin Lake'], lakes: ['Teslin Lake'], roads: [['Alaska Highway', 1280, 1300]], community: 'Teslin' },
  { key: 'johnsons-crossing', name: "Johnson's Crossing", district: 'teslin', centre: [60.48, -133.3], radiusKm: 12, weight: 2, sectors: [['roads', 25], ['aggregate', 30], ['forestry', 25], ['tourism', 20]], firstNations: [TTC, CTFN], boards: ['Teslin Renewable Resources Council'], drainages: ['Teslin Lake'], lakes: ['Squanga Lake'], roads: [['Alaska Highway', 1340, 1350], ['South Canol Road', 0, 40]], community: 'Teslin' },
  { key: 'nisutlin', name: 'the Nisutlin River', district: 'teslin', centre: [60.45, -132.45], radiusKm: 20, weight: 1.5, sectors: [['tourism', 30], ['research', 30], ['forestry', 20], ['camps', 20]], firstNations: [TTC], boards: ['Teslin Renewable Resources Council'], drainages: ['Nisutlin River'], rivers: ['Nisutlin River'], community: 'Teslin' },
  { key: 'wolf-lake', name: 'Wolf Lake', district: 'teslin', centre: [60.6, -131.6], radiusKm: 20, weight: 1, sectors: [['quartz', 60], ['camps', 25], ['roads', 15]], firstNations: [TTC, LFN], drainages: ['Nisutlin River'], lakes: ['Wolf Lake'], community: 'Teslin' },
  { key: 'jakes-corner', name: "Jake's Corner", district: 'teslin', centre: [60.33, -133.95], radiusKm: 10, weight: 1, sectors: [['aggregate', 40], ['land', 30], ['roads', 30]], firstNations: [CTFN, TTC], boards: ['Carcross Tagish Renewable Resources Council'], drainages: ['Tagish Lake'], lakes: ['Little Atlin Lake'], roads: [['Atlin Road', 0, 40], ['Alaska Highway', 1390, 1400]], community: 'Carcross' },
  // Watson Lake
  { key: 'watson-lake', name: 'Watson Lake', district: 'watsonLake', centre: [60.08, -128.71], radiusKm: 7, weight: 3, sectors: [['land', 30], ['forestry', 15], ['water', 10], ['solidWaste', 10], ['transport', 10], ['power', 10], ['telecom', 10], ['roads', 5]], firstNations: [LFN], drainages: ['Liard River near Watson Lake'], lakes: ['Watson Lake'], roads: [['Alaska Highway', 975, 990], ['Robert Campbell Highway', 0, 10]], community: 'Watson Lake' },
  { key: 'upper-liard', name: 'Upper Liard', district: 'watsonLake', centre: [60.12, -129.25], radiusKm: 14, weight: 2, sectors: [['forestry', 40], ['agriculture', 15], ['land', 15], ['aggregate', 15], ['roads', 15]], firstNations: [LFN], drainages: ['Albert Creek', 'Liard River near Watson Lake'], rivers: ['Liard River'], roads: [['Alaska Highway', 990, 1020]], community: 'Watson Lake' },
  { key: 'rancheria', name: 'Rancheria', district: 'watsonLake', centre: [60.15, -130.5], radiusKm: 16, weight: 2, sectors: [['quartz', 40], ['placer', 30], ['roads', 15], ['camps', 15]], firstNations: [LFN, TTC], drainages: ['Rancheria River'], creeks: ['Logjam Creek', 'Daughney Creek', 'Big Creek', 'Spencer Creek'], rivers: ['Rancheria River'], roads: [['Alaska Highway', 1060, 1140]], community: 'Watson Lake' },
  { key: 'ross-river', name: 'Ross River', district: 'watsonLake', centre: [61.98, -132.45], radiusKm: 15, weight: 2, sectors: [['roads', 30], ['land', 20], ['quartz', 20], ['power', 10], ['water', 10], ['telecom', 10]], firstNations: [RRDC], drainages: ['Ross River'], rivers: ['Pelly River', 'Ross River'], roads: [['Robert Campbell Highway', 360, 380], ['North Canol Road', 0, 40]], community: 'Ross River' },
  { key: 'faro', name: 'Faro', district: 'watsonLake', centre: [62.23, -133.35], radiusKm: 12, weight: 2, sectors: [['contaminated', 40], ['quartz', 25], ['land', 15], ['water', 10], ['tourism', 10]], firstNations: [RRDC, SFN], drainages: ['Lower Pelly River'], rivers: ['Pelly River'], roads: [['Robert Campbell Highway', 410, 430]], community: 'Faro' },
  { key: 'finlayson', name: 'Finlayson Lake', district: 'watsonLake', centre: [61.55, -130.5], radiusKm: 22, weight: 1.5, sectors: [['quartz', 65], ['camps', 20], ['roads', 15]], firstNations: [RRDC, LFN], drainages: ['Finlayson River', 'Frances Lake'], lakes: ['Finlayson Lake'], roads: [['Robert Campbell Highway', 220, 260]], community: 'Ross River' },
  { key: 'macmillan-pass', name: 'Macmillan Pass', district: 'watsonLake', centre: [63.1, -130.45], radiusKm: 14, weight: 1, sectors: [['quartz', 60], ['camps', 20], ['roads', 20]], firstNations: [RRDC], drainages: ['Macmillan River'], rivers: ['Macmillan River'], roads: [['North Canol Road', 200, 230]], community: 'Ross River' },
  { key: 'hyland', name: 'the Hyland River', district: 'watsonLake', centre: [60.9, -128.5], radiusKm: 18, weight: 1, sectors: [['placer', 45], ['forestry', 25], ['quartz', 20], ['roads', 10]], firstNations: [LFN], drainages: ['Hyland River'], creeks: ['Little Hyland River', 'Quartz Creek', 'Ostensibility Creek'], rivers: ['Hyland River'], roads: [['Nahanni Range Road', 0, 60]], community: 'Watson Lake' },
  { key: 'frances-lake', name: 'Frances Lake', district: 'watsonLake', centre: [61.3, -129.4], radiusKm: 15, weight: 0.8, sectors: [['tourism', 50], ['research', 30], ['camps', 20]], firstNations: [LFN, RRDC], drainages: ['Frances Lake'], lakes: ['Frances Lake'], community: 'Watson Lake' },
  // Executive Committee screenings and panel reviews: larger projects
  { key: 'exec-dawson-range', name: 'the Dawson Range', district: 'executive', centre: [62.75, -138.8], radiusKm: 20, weight: 3, sectors: [['quartz', 70], ['roads', 20], ['transmission', 10]], firstNations: [SFN, LSCFN, TH, WRFN], drainages: ['Coffee Creek'], creeks: ['Casino Creek', 'Dip Creek'], community: 'Pelly Crossing' },
  { key: 'exec-white-gold', name: 'the White Gold district', district: 'executive', centre: [62.95, -139.35], radiusKm: 15, weight: 2, sectors: [['quartz', 80], ['roads', 20]], firstNations: [TH, WRFN, SFN], planning: DAWSON_PLAN, drainages: ['Coffee Creek'], creeks: ['Coffee Creek', 'Halfway Creek'], community: 'Dawson City' },
  { key: 'exec-mayo', name: 'the Mayo mining district', district: 'executive', centre: [64.0, -135.8], radiusKm: 15, weight: 2, sectors: [['quartz', 70], ['power', 15], ['roads', 15]], firstNations: [NND], drainages: ['Haggart Creek'], creeks: ['Haggart Creek'], community: 'Mayo' },
  { key: 'exec-finlayson', name: 'the Finlayson district', district: 'executive', centre: [61.45, -130.6], radiusKm: 15, weight: 2, sectors: [['quartz', 80], ['roads', 20]], firstNations: [RRDC, LFN], drainages: ['Finlayson River'], community: 'Ross River' },
  { key: 'exec-minto', name: 'Minto', district: 'executive', centre: [62.6, -137.2], radiusKm: 12, weight: 1.5, sectors: [['quartz', 80], ['roads', 10], ['contaminated', 10]], firstNations: [SFN], drainages: ['Minto Creek'], community: 'Pelly Crossing' },
  { key: 'exec-whitehorse', name: 'the Whitehorse area', district: 'executive', centre: [60.75, -135.1], radiusKm: 15, weight: 2, sectors: [['power', 40], ['transmission', 30], ['land', 15], ['solidWaste', 15]], firstNations: [KDFN, TKC], drainages: ['Lake Laberge', 'Marsh Lake'], community: 'Whitehorse' },
  { key: 'exec-faro', name: 'the Faro mine site', district: 'executive', centre: [62.25, -133.3], radiusKm: 10, weight: 1, sectors: [['contaminated', 80], ['water', 20]], firstNations: [RRDC, SFN], drainages: ['Lower Pelly River'], community: 'Faro' },
  { key: 'exec-eagle-plains', name: 'the Eagle Plain basin', district: 'executive', centre: [66.4, -136.6], radiusKm: 20, weight: 1, sectors: [['petroleum', 70], ['roads', 30]], firstNations: [VGFN, TH, GTC], planning: NORTH_PLAN, drainages: ['Eagle River'], community: 'Old Crow' },
]

const KM_PER_DEGREE = 111.2
const round4 = (n: number) => Math.round(n * 10_000) / 10_000

/** A point inside the area's circle and inside Yukon, to 4 decimals. */
export function pointIn(area: Area, rng: Random): { latitude: number; longitude: number } {
  const [lat0, lon0] = area.centre
  for (let attempt = 0; attempt < 30; attempt++) {
    const r = area.radiusKm * Math.sqrt(rng.next())
    const angle = rng.next() * 2 * Math.PI
    const latitude = round4(lat0 + (r * Math.cos(angle)) / KM_PER_DEGREE)
    const longitude = round4(lon0 + (r * Math.sin(angle)) / (KM_PER_DEGREE * Math.cos((lat0 * Math.PI) / 180)))
    if (insideYukon(latitude, longitude) && latitude > 60.02) return { latitude, longitude }
  }
  return { latitude: lat0, longitude: lon0 }
}

/** A point about `km` away from another in a random direction, kept inside Yukon. */
export function pointNear(from: { latitude: number; longitude: number }, km: number, rng: Random): { latitude: number; longitude: number } {
  for (let attempt = 0; attempt < 20; attempt++) {
    const angle = rng.next() * 2 * Math.PI
    const latitude = round4(from.latitude + (km * Math.cos(angle)) / KM_PER_DEGREE)
    const longitude = round4(from.longitude + (km * Math.sin(angle)) / (KM_PER_DEGREE * Math.cos((from.latitude * Math.PI) / 180)))
    if (insideYukon(latitude, longitude) && latitude > 60.02) return { latitude, longitude }
  }
  return from
}

export function communityDistances(point: { latitude: number; longitude: number }): { name: string; km: number }[] {
  return COMMUNITIES.map(([name, latitude, longitude]) => ({ name, km: Math.round(distanceM([point.longitude, point.latitude], [longitude, latitude]) / 100) / 10 })).sort((a, b) => a.km - b.km)
}

const COMPASS = ['north', 'northeast', 'east', 'southeast', 'south', 'southwest', 'west', 'northwest']

/** "north" … "northwest": the direction from a community to a point. */
export function bearingWord(from: { latitude: number; longitude: number }, to: { latitude: number; longitude: number }): string {
  const dy = to.latitude - from.latitude
  const dx = (to.longitude - from.longitude) * Math.cos((from.latitude * Math.PI) / 180)
  const degrees = (Math.atan2(dx, dy) * 180) / Math.PI
  return COMPASS[Math.round(((degrees + 360) % 360) / 45) % 8]!
}

export function areasOf(district: DistrictKey): Area[] {
  return AREAS.filter((a) => a.district === district)
}
