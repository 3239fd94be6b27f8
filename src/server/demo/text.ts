// Titles, proponents, summaries and activities of demo projects, written from templates per
// sector with the place's real creeks, lakes, rivers, roads and nearest community.
import type { SectorKey } from './catalog.ts'
import type { Area } from './geography.ts'
import { COMMUNITIES } from '../../shared/geo/yukon.ts'
import { bearingWord, communityDistances } from './geography.ts'
import type { Random } from './random.ts'
import { COMPANY_SUFFIXES, COMPANY_WORDS, FIRST_NAMES, LAST_NAMES, MUNICIPALITIES, PROPERTY_NAMES, PUBLIC_PROPONENTS } from './words.ts'

export interface ProjectText {
  title: string
  proponentName: string
  summary: string
  activities: string
}

const GENERIC_CREEKS = ['Bear Creek', 'Moose Creek', 'Boulder Creek', 'Caribou Creek', 'Wolf Creek', 'Rock Creek', 'Spruce Creek', 'Willow Creek']
const SPECIES = [
  'moose',
  'woodland caribou',
  'Dall sheep',
  'grizzly bear',
  'wood bison',
  'Chinook salmon',
  'Arctic grayling',
  'wolverine',
  'collared pika',
  'mountain goat',
  'peregrine falcon',
  'thinhorn sheep',
]
const METALS = ['Gold', 'Copper-Gold', 'Silver-Lead-Zinc', 'Tungsten', 'Zinc-Lead', 'Gold-Silver']

export interface TextContext {
  area: Area
  point: { latitude: number; longitude: number }
  rng: Random
  /** Short text for the bulk of a very large set (keeps seeding fast). */
  brief: boolean
}

export function personName(rng: Random): { firstName: string; lastName: string } {
  return { firstName: rng.pick(FIRST_NAMES), lastName: rng.pick(LAST_NAMES) }
}

/** One of the options that apply (false marks an option that does not fit the place). */
const oneOf = (rng: Random, ...options: (string | false)[]) => rng.pick(options.filter((o): o is string => o !== false))

const company = (rng: Random, kind: keyof typeof COMPANY_SUFFIXES) => `${rng.pick(COMPANY_WORDS)} ${rng.pick(COMPANY_SUFFIXES[kind]!)}`
const person = (rng: Random) => {
  const p = personName(rng)
  return `${p.firstName} ${p.lastName}`
}
const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)
const n = (rng: Random, min: number, max: number, step = 1) => Math.round(rng.int(min, max) / step) * step
const thousands = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',')

function places(ctx: TextContext) {
  const { area, point, rng } = ctx
  const nearest = communityDistances(point)[0]!
  const communityPoint = COMMUNITIES.find(([name]) => name === nearest.name)!
  const direction = bearingWord({ latitude: communityPoint[1], longitude: communityPoint[2] }, point)
  const rivers = area.rivers ?? area.drainages.filter((d) => d.endsWith('River'))
  const road = area.roads ? rng.pick(area.roads) : null
  return {
    community: nearest.name,
    where: nearest.km < 3 ? `in ${nearest.name}` : `about ${Math.max(1, Math.round(nearest.km))} km ${direction} of ${nearest.name}`,
    creek: rng.pick(area.creeks ?? GENERIC_CREEKS),
    lake: area.lakes ? rng.pick(area.lakes) : null,
    river: rng.pick(rivers.length ? rivers : ['Yukon River']),
    road: road ? road[0] : null,
    km: road ? rng.int(road[1], road[2]) : rng.int(1, 40),
    property: rng.pick(PROPERTY_NAMES),
    placeName: area.name.replace(/^the /, ''),
    area: area.name,
    municipality: MUNICIPALITIES[nearest.name],
  }
}

type Template = (ctx: TextContext, p: ReturnType<typeof places>) => { title: string; proponentName: string; summary: string[]; activities: string[] }

const TEMPLATES: Record<SectorKey, Template> = {
  placer: ({ rng }, p) => {
    const claims = rng.int(2, 40)
    const years = rng.pick([5, 5, 10, 10, 10])
    const crew = rng.int(2, 12)
    const water = n(rng, 500, 9000, 100)
    const ponds = rng.int(2, 6)
    const proponentName = rng.chance(0.45) ? person(rng) : company(rng, 'placer')
    return {
      title: rng.pick([
        `${p.creek} Placer Mine`,
        `Placer Mining on ${p.creek}`,
        `${p.creek} Placer Exploration and Mining`,
        `${p.creek} Placer Operation, ${years}-Year Renewal`,
        `Class 4 Placer Mining, ${p.creek}`,
      ]),
      proponentName,
      summary: [
        `${proponentName} proposes a ${years}-year placer mining operation on ${claims} placer claims on ${p.creek}, ${p.where}.`,
        `Overburden would be stripped and stockpiled, pay gravels processed through a ${rng.pick(['wash plant', 'sluice box', 'trommel and sluice'])}, and tailings used to backfill mined-out cuts.`,
        `Process water would be drawn from ${p.creek} at up to ${thousands(water)} m³ per day and treated in ${ponds} settling ponds before release.`,
        `A seasonal camp would house ${crew} people from May to October; fuel would be stored in double-walled tanks away from the creek.`,
      ],
      activities: [
        `Clearing and stripping of up to ${rng.int(2, 25)} ha`,
        `sluicing of up to ${thousands(n(rng, 5000, 120000, 1000))} m³ of pay gravel per season`,
        `construction of ${ponds} settling ponds and a water recycle system`,
        `use of excavators, bulldozers and a loader`,
        `seasonal camp for ${crew} people`,
        `progressive reclamation and recontouring of mined areas`,
      ],
    }
  },
  quartz: ({ rng, area }, p) => {
    const big = area.district === 'executive'
    const metal = rng.pick(METALS)
    const holes = rng.int(8, 120)
    const crew = rng.int(6, 40)
    const proponentName = company(rng, 'quartz')
    if (big) {
      const life = rng.int(8, 25)
      return {
        title: rng.pick([`${p.property} ${metal} Mine`, `${p.property} ${metal} Project`, `${p.property} Mine Expansion`]),
        proponentName,
        summary: [
          `${proponentName} proposes to construct, operate and close the ${p.property} ${metal.toLowerCase()} mine ${p.where}, over a ${life}-year mine life.`,
          `The project includes ${rng.pick(['an open pit', 'two open pits', 'an underground mine', 'an open pit and an underground mine'])}, a ${thousands(n(rng, 2000, 25000, 500))} tonne-per-day mill, a ${rng.pick(['dry-stack', 'lined'])} tailings facility, waste rock storage areas and a ${rng.int(40, 400)}-person camp.`,
          `Access would be by a ${rng.int(20, 130)} km all-season road from the ${p.road ?? 'nearest highway'}, with power from ${rng.pick(['on-site LNG generators', 'a new transmission line', 'diesel generators and solar'])}.`,
          `Closure would include progressive reclamation, water treatment and long-term monitoring.`,
        ],
        activities: [
          `Open pit or underground mining`,
          `ore processing and milling`,
          `tailings and waste rock storage`,
          `water management and treatment`,
          `camp, airstrip and access road`,
          `closure and reclamation`,
        ],
      }
    }
    return {
      title: rng.pick([
        `${p.property} Property Exploration Program`,
        `${p.property} Quartz Exploration, Diamond Drilling`,
        `${p.property} ${metal} Property, Trenching and Drilling`,
        `Bulk Sample at the ${p.property} Property`,
        `${p.property} Project Advanced Exploration`,
      ]),
      proponentName,
      summary: [
        `${proponentName} proposes a ${rng.int(2, 10)}-year exploration program on the ${p.property} property, ${rng.int(20, 900)} quartz claims ${p.where}.`,
        `Work would include up to ${holes} diamond drill holes, ${thousands(n(rng, 200, 4000, 50))} m of excavator trenching, soil sampling and geophysical surveys.`,
        `Crews would be based in a ${crew}-person tent camp supported by helicopter, with ${rng.int(1, 25)} km of existing trail upgraded for tracked equipment.`,
      ],
      activities: [
        `Diamond drilling (up to ${holes} holes)`,
        `excavator trenching`,
        `soil, silt and rock sampling`,
        `${crew}-person exploration camp`,
        `fuel caches of up to ${thousands(n(rng, 4000, 60000, 1000))} L`,
        `helicopter support`,
        `reclamation of drill pads, trenches and trails`,
      ],
    }
  },
  roads: ({ rng }, p) => {
    const proponentName = rng.chance(0.55) ? PUBLIC_PROPONENTS.highways : rng.chance(0.5) ? company(rng, 'contractor') : company(rng, 'quartz')
    const from = p.km
    const to = from + rng.int(2, 25)
    const kind = p.road ? rng.int(0, 4) : rng.int(2, 4)
    const title = [
      `${p.road}, km ${from} to ${to} Reconstruction`,
      `${p.road} km ${from} Culvert Replacement`,
      `Bridge Replacement over ${p.river === 'Yukon River' ? p.creek : p.river}`,
      `Resource Access Road to ${p.creek}`,
      `${capitalize(p.placeName)} Access Trail Upgrade`,
    ][kind]!
    return {
      title,
      proponentName,
      summary: [
        kind <= 1
          ? `${proponentName} proposes to ${kind === 0 ? `reconstruct ${to - from} km of the ${p.road}` : `replace a failing culvert at km ${from} of the ${p.road}`}, ${p.where}.`
          : `${proponentName} proposes to ${kind === 2 ? 'replace a single-lane bridge' : kind === 3 ? `build a ${rng.int(3, 45)} km resource access road` : `upgrade ${rng.int(2, 30)} km of existing trail`} ${p.where}.`,
        `Work includes clearing of the right-of-way, ${rng.pick(['widening and resurfacing', 'grade raising and ditching', 'installation of new culverts', 'placement of riprap at stream crossings'])}, and the use of ${rng.int(1, 3)} borrow sources along the route.`,
        `In-stream work would be timed to avoid fish spawning periods, with sediment and erosion control in place.`,
      ],
      activities: [
        `Right-of-way clearing`,
        `earthworks and grading`,
        `stream crossing works`,
        `borrow pit development`,
        `traffic control`,
        `revegetation of disturbed areas`,
      ],
    }
  },
  land: ({ rng }, p) => {
    const lots = rng.int(1, 60)
    const municipal = p.municipality && rng.chance(0.4)
    const proponentName = municipal ? p.municipality! : rng.chance(0.5) ? PUBLIC_PROPONENTS.community : person(rng)
    const single = proponentName !== p.municipality && proponentName !== PUBLIC_PROPONENTS.community
    return {
      title: single
        ? oneOf(
            rng,
            `Rural Residential Lot Application near ${p.placeName}`,
            !!p.lake && `Land Application for a Cabin at ${p.lake}`,
            `Commercial Lot Application, ${p.placeName}`,
          )
        : rng.pick([
            `${p.community} Country Residential Subdivision`,
            `${capitalize(p.placeName)} Industrial Subdivision, Phase ${rng.int(1, 4)}`,
            `${p.community} Commercial Lot Development`,
            `${capitalize(p.placeName)} Residential Lots`,
          ]),
      proponentName,
      summary: [
        single
          ? `${proponentName} applies for a ${rng.int(1, 65)} ha parcel ${p.where} for a residence, outbuildings and a well.`
          : `${proponentName} proposes to develop ${lots} lots ${p.where}, with roads, power and ${rng.pick(['trucked water', 'a piped water system', 'individual wells'])}.`,
        `Clearing would be limited to building sites and access, with a ${rng.int(15, 100)} m vegetated buffer kept along ${p.creek === 'Bear Creek' ? 'the nearest watercourse' : p.creek}.`,
      ],
      activities: [`Survey and clearing`, `access road construction`, `installation of power and utilities`, `building construction`, `septic systems`],
    }
  },
  camps: ({ rng }, p) => ({
    title: oneOf(
      rng,
      `Seasonal Exploration Camp near ${p.creek}`,
      !!p.lake && `Outfitter Base Camp at ${p.lake}`,
      !!p.road && `Work Camp at km ${p.km}, ${p.road}`,
    ),
    proponentName: rng.chance(0.5) ? company(rng, 'tourism') : company(rng, 'quartz'),
    summary: [
      `A ${rng.int(8, 80)}-person seasonal camp ${p.where}, used from ${rng.pick(['April', 'May', 'June'])} to ${rng.pick(['September', 'October'])}.`,
      `The camp would have tent frames, a kitchen, an incinerator, grey-water sumps and a helicopter pad.`,
    ],
    activities: [`Camp construction`, `water withdrawal for camp use`, `incineration of camp waste`, `fuel storage`, `helicopter pad`],
  }),
  agriculture: ({ rng }, p) => {
    const owner = personName(rng)
    return {
      title: rng.pick([
        `Agricultural Land Application, ${capitalize(p.placeName)}`,
        `Hay and Forage Farm Expansion, ${capitalize(p.placeName)}`,
        `Market Garden and Greenhouse near ${p.community}`,
        `${owner.lastName} Family Farm Clearing`,
      ]),
      proponentName: `${owner.firstName} ${owner.lastName}`,
      summary: [
        `The proponent applies for ${rng.int(15, 160)} ha of agricultural land ${p.where} for ${rng.pick(['hay and forage', 'vegetables and a greenhouse', 'livestock grazing', 'mixed farming'])}.`,
        `Clearing would take place outside the bird nesting season, windrows would be burned under permit, and fencing would follow wildlife-friendly standards.`,
      ],
      activities: [`Land clearing and breaking`, `windrow burning`, `fencing`, `well and irrigation`, `farm buildings`],
    }
  },
  telecom: ({ rng }, p) => ({
    title: oneOf(
      rng,
      `Cellular Tower at ${capitalize(p.placeName)}`,
      !!p.road && `Fibre Optic Line along the ${p.road}`,
      `Microwave Repeater Site near ${capitalize(p.placeName)}`,
    ),
    proponentName: company(rng, 'telecom'),
    summary: [
      `Installation of a ${rng.int(30, 90)} m telecommunications tower with an equipment shelter ${p.where}, powered by ${rng.pick(['grid power', 'solar panels and batteries', 'a propane generator'])}.`,
      `The site would be reached by an existing road; a ${rng.int(20, 60)} m × ${rng.int(20, 60)} m pad would be cleared and fenced.`,
    ],
    activities: [`Site clearing`, `tower foundation and erection`, `equipment shelter`, `power supply`, `fencing`],
  }),
  power: ({ rng }, p) => ({
    title: oneOf(
      rng,
      `${p.community} Solar Array`,
      `Wind Monitoring Tower near ${capitalize(p.placeName)}`,
      `${p.community} Battery Energy Storage`,
      `Diesel Generating Station Upgrade, ${p.community}`,
      !!p.lake && `${p.lake} Hydro Facility Upgrade`,
      `Biomass Heating Plant, ${p.community}`,
    ),
    proponentName: rng.chance(0.5) ? company(rng, 'energy') : (p.municipality ?? PUBLIC_PROPONENTS.emr),
    summary: [
      `The proponent proposes a ${rng.int(1, 40)} MW ${rng.pick(['solar', 'wind', 'storage', 'hydro', 'biomass'])} energy project ${p.where}, connected to the local grid.`,
      `Construction would take ${rng.int(1, 3)} seasons; the site would be fenced and monitored for wildlife interactions.`,
    ],
    activities: [`Site clearing`, `foundations and installation`, `grid connection`, `operation and maintenance`],
  }),
  transmission: ({ rng }, p) => ({
    title: `Transmission Line, ${p.community} to ${capitalize(p.placeName)}`,
    proponentName: company(rng, 'energy'),
    summary: [
      `Construction of a ${rng.int(10, 180)} km ${rng.pick([34.5, 69, 138])} kV transmission line ${p.where}, mostly within existing road rights-of-way.`,
      `Clearing would follow the winter season where possible, with crossings of ${p.river} designed to avoid in-stream work.`,
    ],
    activities: [`Right-of-way clearing`, `pole and conductor installation`, `substation works`, `access trails`],
  }),
  petroleum: ({ rng }, p) => ({
    title: rng.pick([
      `Fuel Storage Facility, ${p.community}`,
      `Seismic Program in ${capitalize(p.placeName)}`,
      `Well Site Reclamation, ${capitalize(p.placeName)}`,
    ]),
    proponentName: company(rng, 'energy'),
    summary: [
      `The project ${p.where} involves ${rng.pick(['bulk fuel storage of up to 500,000 L', 'a 2D seismic survey on existing cut lines', 'reclamation of two historic well sites'])}.`,
      `Work would be done in winter on frozen ground to limit disturbance.`,
    ],
    activities: [`Site preparation`, `fuel handling`, `winter access`, `reclamation`],
  }),
  forestry: ({ rng }, p) => ({
    title: oneOf(
      rng,
      `Timber Harvest Plan, ${capitalize(p.placeName)}`,
      `Fuel Wood Harvest Area near ${p.community}`,
      `FireSmart Fuel Reduction, ${capitalize(p.placeName)}`,
      !!p.road && `Sawlog Harvest along the ${p.road}`,
    ),
    proponentName: rng.chance(0.3) ? PUBLIC_PROPONENTS.wildfire : company(rng, 'forestry'),
    summary: [
      `Harvest of up to ${thousands(n(rng, 500, 20000, 100))} m³ of ${rng.pick(['white spruce', 'lodgepole pine', 'mixed spruce and pine'])} over ${rng.int(40, 600)} ha ${p.where}.`,
      `Cut blocks would be laid out to protect riparian areas and key wildlife habitat, and access roads decommissioned after harvest.`,
    ],
    activities: [`Block layout`, `harvesting`, `road construction and decommissioning`, `hauling`, `site reforestation`],
  }),
  military: ({ rng }, p) => ({
    title: rng.pick([`Canadian Rangers Patrol Exercise near ${capitalize(p.placeName)}`, `Cadet Summer Training Area, ${capitalize(p.placeName)}`]),
    proponentName: PUBLIC_PROPONENTS.dnd,
    summary: [
      `A ${rng.int(3, 14)}-day training exercise ${p.where} involving up to ${rng.int(20, 120)} participants, snowmobiles and temporary camps.`,
      `No live ammunition would be used; all waste would be removed.`,
    ],
    activities: [`Temporary camps`, `over-snow travel`, `navigation training`],
  }),
  aggregate: ({ rng }, p) => ({
    title: oneOf(
      rng,
      !!p.road && `Gravel Pit at km ${p.km}, ${p.road}`,
      `Quarry Expansion near ${p.community}`,
      `Aggregate Extraction, ${capitalize(p.placeName)}`,
    ),
    proponentName: rng.chance(0.4) ? PUBLIC_PROPONENTS.highways : company(rng, 'contractor'),
    summary: [
      `Extraction of up to ${thousands(n(rng, 5000, 200000, 5000))} m³ of gravel from a ${rng.int(2, 20)} ha pit ${p.where}, with crushing and screening on site.`,
      `The pit floor would stay at least 1 m above the water table and the site would be sloped and revegetated on closure.`,
    ],
    activities: [`Clearing and stripping`, `excavation`, `crushing and screening`, `stockpiling`, `reclamation`],
  }),
  industrial: ({ rng }, p) => ({
    title: rng.pick([
      `Concrete Batch Plant, ${capitalize(p.placeName)}`,
      `Sawmill and Log Yard, ${capitalize(p.placeName)}`,
      `Equipment Storage Yard, ${p.community}`,
    ]),
    proponentName: company(rng, 'contractor'),
    summary: [
      `Set-up and operation of an industrial facility ${p.where} on a ${rng.int(1, 10)} ha lot.`,
      `Dust, noise and runoff would be controlled; hours of operation would be limited near residences.`,
    ],
    activities: [`Site preparation`, `plant installation`, `operation`, `storage of materials`],
  }),
  tourism: ({ rng }, p) => ({
    title: oneOf(
      rng,
      !!p.lake && `Wilderness Lodge on ${p.lake}`,
      `Guided Canoe Trips on the ${p.river}`,
      `Backcountry Cabins near ${capitalize(p.placeName)}`,
      `Dog Mushing Trails and Kennel, ${capitalize(p.placeName)}`,
      `Heli-hiking Tours from ${p.community}`,
    ),
    proponentName: company(rng, 'tourism'),
    summary: [
      `${capitalize(rng.pick(['commercial', 'guided', 'seasonal']))} tourism operation ${p.where} for up to ${rng.int(6, 40)} guests at a time.`,
      `The operator would follow bear-safety and leave-no-trace practices and keep camps away from known wildlife areas.`,
    ],
    activities: [`Guided trips`, `camp or cabin use`, `boat or aircraft access`, `waste management`],
  }),
  research: ({ rng }, p) => {
    const species = rng.pick(SPECIES)
    return {
      title: rng.pick([
        `${capitalize(species)} Population Survey, ${capitalize(p.placeName)}`,
        `Permafrost Monitoring Stations, ${capitalize(p.placeName)}`,
        `Hydrometric Station on the ${p.river}`,
        `Fish Sampling Program on ${p.creek}`,
        `Archaeological Survey near ${capitalize(p.placeName)}`,
      ]),
      proponentName: rng.pick([
        PUBLIC_PROPONENTS.environment,
        PUBLIC_PROPONENTS.university,
        PUBLIC_PROPONENTS.eccc,
        PUBLIC_PROPONENTS.parks,
        company(rng, 'consulting'),
      ]),
      summary: [
        `A ${rng.int(1, 5)}-year research program ${p.where} studying ${rng.pick([species, 'permafrost conditions', 'water levels and flows', 'fish populations', 'heritage sites'])}.`,
        `Field work would involve small crews, ${rng.pick(['helicopter access', 'boat access', 'road access'])} and temporary equipment removed at the end of the study.`,
      ],
      activities: [`Field surveys`, `sampling`, `temporary monitoring equipment`, `helicopter or boat access`],
    }
  },
  transport: ({ rng }, p) => ({
    title: oneOf(
      rng,
      `${p.community} Aerodrome Runway Extension`,
      !!p.lake && `Float Plane Dock on ${p.lake}`,
      `Barge Landing on the ${p.river}`,
      `Helipad at ${capitalize(p.placeName)}`,
    ),
    proponentName: rng.chance(0.5) ? PUBLIC_PROPONENTS.highways : company(rng, 'contractor'),
    summary: [
      `Construction of transportation infrastructure ${p.where}, including ${rng.pick(['a gravel runway extension of 300 m', 'a floating dock and ramp', 'a barge landing with riprap', 'a gravel helipad'])}.`,
      `Works near water would use sediment control and follow timing windows for fish.`,
    ],
    activities: [`Earthworks`, `works in or near water`, `lighting and signage`, `operation`],
  }),
  water: ({ rng }, p) => ({
    title: rng.pick([`${p.community} Water Treatment Plant Upgrade`, `${p.community} Sewage Lagoon Expansion`, `New Community Well, ${p.community}`]),
    proponentName: p.municipality ?? PUBLIC_PROPONENTS.community,
    summary: [
      `Upgrade of community water or wastewater infrastructure ${p.where}, serving about ${thousands(n(rng, 100, 28000, 50))} residents.`,
      `Construction would take place over ${rng.int(1, 2)} seasons with effluent and groundwater monitoring.`,
    ],
    activities: [`Construction`, `water withdrawal or discharge`, `monitoring`],
  }),
  contaminated: ({ rng }, p) => ({
    title: rng.pick([
      `Remediation of the Former ${capitalize(p.placeName)} Maintenance Camp`,
      `Soil Remediation at the ${p.community} Fuel Depot`,
      `Historic Mine Site Cleanup near ${capitalize(p.placeName)}`,
    ]),
    proponentName: rng.chance(0.6) ? PUBLIC_PROPONENTS.environment : company(rng, 'consulting'),
    summary: [
      `Remediation of soils contaminated by ${rng.pick(['petroleum hydrocarbons', 'metals from historic milling', 'lead and PCBs'])} ${p.where}.`,
      `About ${thousands(n(rng, 200, 40000, 100))} m³ of soil would be excavated and treated in a lined land treatment facility; groundwater would be monitored for ${rng.int(2, 10)} years.`,
    ],
    activities: [`Excavation`, `soil treatment`, `demolition`, `monitoring`],
  }),
  solidWaste: ({ rng }, p) => ({
    title: rng.pick([`${p.community} Solid Waste Facility Upgrade`, `Transfer Station at ${capitalize(p.placeName)}`, `Landfill Closure, ${p.community}`]),
    proponentName: p.municipality ?? PUBLIC_PROPONENTS.community,
    summary: [
      `Changes to solid waste management ${p.where}, including ${rng.pick(['a lined cell', 'an electric fence against bears', 'a recycling depot', 'closure and capping'])}.`,
      `Leachate and groundwater would be monitored under the facility permit.`,
    ],
    activities: [`Earthworks`, `fencing`, `waste handling`, `monitoring`],
  }),
  hazardousWaste: ({ rng }, p) => ({
    title: rng.pick([`Special Waste Storage Facility, ${p.community}`, `Used Oil Collection Depot, ${capitalize(p.placeName)}`]),
    proponentName: company(rng, 'contractor'),
    summary: [
      `Collection and storage of special wastes ${p.where} before shipment south for disposal.`,
      `Storage would be in a bermed, covered area with spill kits and a response plan.`,
    ],
    activities: [`Storage`, `handling`, `shipping`],
  }),
}

/** The title, proponent and scope text of a project. */
export function projectText(sector: SectorKey, ctx: TextContext): ProjectText {
  const t = TEMPLATES[sector](ctx, places(ctx))
  const summary = ctx.brief ? t.summary.slice(0, 1) : t.summary
  const activities = ctx.brief ? t.activities.slice(0, 3) : t.activities
  return { title: t.title, proponentName: t.proponentName, summary: summary.join(' '), activities: `${activities.join('; ')}.` }
}

/** A big project's name for a panel review or a screening (mines and energy). */
export function majorProjectText(sector: SectorKey, ctx: TextContext): ProjectText {
  return projectText(sector, { ...ctx, brief: false })
}
