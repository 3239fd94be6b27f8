// Reference lists as the API serves them (spec §7 "Session and reference data").
import * as v from 'valibot'
import { StatusOk } from './common.ts'
import { STAGE_GROUPS } from '../domain/stages.ts'

export const StageItem = v.object({
  stageId: v.string(),
  projectTypeId: v.string(),
  code: v.string(),
  name: v.string(),
  nameFr: v.string(),
  order: v.number(),
  stageGrouping: v.picklist(STAGE_GROUPS),
  closed: v.boolean(),
})
export const StagesResponse = v.object({ status: StatusOk, stages: v.array(StageItem) })

export const AssessmentDistrict = v.object({
  assessmentDistrictId: v.string(),
  name: v.string(),
  nameFr: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  email: v.nullable(v.string()),
  mapServiceName: v.nullable(v.string()),
  hiddenFromChecklist: v.boolean(),
  centre: v.nullable(v.object({ latitude: v.number(), longitude: v.number() })),
})
export const AssessmentDistrictsResponse = v.object({ status: StatusOk, assessmentDistricts: v.array(AssessmentDistrict) })

export const Sector = v.object({ sectorId: v.string(), name: v.string(), nameFr: v.nullable(v.string()) })
export const SectorsResponse = v.object({ status: StatusOk, sectors: v.array(Sector) })

export const Trigger = v.object({ triggerId: v.string(), name: v.string(), nameFr: v.nullable(v.string()), regulationPart: v.string() })
export const TriggersResponse = v.object({ status: StatusOk, triggers: v.array(Trigger) })

const Named = { name: v.string(), nameFr: v.nullable(v.string()) }

export const DomainResponse = v.object({
  status: StatusOk,
  assessmentOutcomes: v.array(v.object({ assessmentOutcomeId: v.string(), ...Named })),
  decisions: v.array(v.object({ decisionId: v.string(), ...Named })),
  projectTypes: v.array(v.object({ projectTypeId: v.string(), ...Named })),
  emailMessageTypes: v.array(v.object({ emailMessageTypeId: v.number(), code: v.string(), ...Named })),
  emailRecipientTypes: v.array(v.object({ emailRecipientTypeId: v.number(), code: v.string(), ...Named })),
  documentTypes: v.array(v.object({ documentTypeId: v.number(), code: v.string(), ...Named })),
  drainages: v.array(
    v.object({
      subSubDrainageId: v.string(),
      majorDrainageName: v.string(),
      subDrainageName: v.string(),
      subSubDrainageName: v.string(),
      majorDrainageNameFr: v.nullable(v.string()),
      subDrainageNameFr: v.nullable(v.string()),
      subSubDrainageNameFr: v.nullable(v.string()),
    }),
  ),
})
export type DomainResponse = v.InferOutput<typeof DomainResponse>

export const Organization = v.object({
  organizationId: v.string(),
  name: v.string(),
  publicDisplayName: v.string(),
  frenchDisplayName: v.nullable(v.string()),
  mapServiceName: v.nullable(v.string()),
})
export const OrganizationsResponse = v.object({ status: StatusOk, organizations: v.array(Organization) })

/** The map types of the spec; each is a tile service the deployment configures (MAP_TILE_LAYERS). */
export const MAP_TYPES = ['roadmap', 'terrain', 'satellite', 'hybrid'] as const
export const MapTileLayer = v.object({
  type: v.picklist(MAP_TYPES, `type must be one of ${MAP_TYPES.join(', ')}`),
  /** A Leaflet URL template: https://…/{z}/{x}/{y}.png */
  url: v.pipe(v.string(), v.regex(/^https?:\/\/\S+\{z\}\S*$/, 'url must be an http(s) address with {z}, {x} and {y}')),
  attribution: v.optional(v.string(), ''),
  maxZoom: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(22)), 18),
})
export type MapTileLayer = v.InferOutput<typeof MapTileLayer>
export const MapTileLayers = v.pipe(v.array(MapTileLayer), v.maxLength(4))

/** The server answers: what the app asks to tell a real connection from a page served by its cache. */
export const HealthResponse = v.object({ status: StatusOk })

/** What readiness checked: the database answered, every migration is applied, the file store answered, the jobs run (here or in a worker). */
export const ReadinessChecks = v.object({
  database: v.picklist(['ok', 'unreachable']),
  migrations: v.picklist(['ok', 'behind', 'unknown']),
  /** Refused: its keys or permissions; missing: its bucket (S3) or DATA_DIR (local). */
  files: v.picklist(['ok', 'unreachable', 'refused', 'missing']),
  jobs: v.picklist(['running', 'starting', 'stopped', 'elsewhere']),
})
export const ReadyResponse = v.object({ status: StatusOk, checks: ReadinessChecks })
export const NotReadyResponse = v.object({ status: v.literal('KO'), code: v.literal('not-ready'), userMessage: v.string(), checks: ReadinessChecks })

export const PublicBaseUrlResponse = v.object({
  status: StatusOk,
  publicBaseUrl: v.string(),
  /** Tile layers offered as map types; the bundled vector basemap is always there. */
  mapLayers: MapTileLayers,
  /** False on every deployment but production: the web app shows its development banner. */
  production: v.boolean(),
})

export const SiteMessage = v.object({
  messageId: v.string(),
  title: v.string(),
  body: v.string(),
  /** The French message; null when staff wrote it in English only. */
  titleFr: v.nullable(v.string()),
  bodyFr: v.nullable(v.string()),
  expiryDate: v.nullable(v.string()),
})
export const SiteMessageResponse = v.object({ status: StatusOk, message: v.nullable(SiteMessage) })
