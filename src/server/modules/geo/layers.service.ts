// Reference layers in the database: replacing a layer (all or nothing), reading the look-up's
// layers, their version for caches, and placer claims by grant number or all for a device's copy.
import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'
import type { LayerFeature, LayerGeometry, LayerKind } from '../../../shared/geo/lookup.ts'
import type { RegistryNames } from '../../geo/layer-features.ts'

export interface LayerInfo {
  kind: LayerKind
  isDemo: boolean
  source: string
  featureCount: number
  importedAt: string
}

/** A feature as the look-up takes it, its geometry as GeoJSON to 6 decimals (about 0.1 m). */
const FEATURE_COLUMNS = {
  kind: t.referenceFeatures.kind,
  name: t.referenceFeatures.name,
  refId: t.referenceFeatures.refId,
  properties: t.referenceFeatures.properties,
  geometry: sql<string>`ST_AsGeoJSON(${t.referenceFeatures.geom}, 6)`,
}

const asLayerFeature = (row: { kind: LayerKind; name: string; refId: string | null; properties: unknown; geometry: string }): LayerFeature => ({
  ...row,
  properties: row.properties as Record<string, string>,
  geometry: JSON.parse(row.geometry) as LayerGeometry,
})

/** Rows per insert: the geometries of a real layer can be large. */
const BATCH = 200

export function layersService(db: Database) {
  return {
    async registryNames(): Promise<RegistryNames> {
      const districts = await db.select().from(t.assessmentDistricts)
      const firstNations = await db.select().from(t.organizations).where(eq(t.organizations.kind, 'first-nation'))
      const drainages = await db.select().from(t.drainages)
      const names = (...values: (string | null)[]) => values.filter((v): v is string => !!v)
      return {
        districts: districts.map((d) => ({ id: d.id, names: names(d.name, d.nameFr, d.mapServiceName) })),
        firstNations: firstNations.map((o) => ({ id: o.id, names: names(o.name, o.publicDisplayName, o.frenchDisplayName, o.mapServiceName) })),
        drainages: drainages.map((d) => ({ ...d, names: names(d.subSubName) })),
      }
    },

    /** Puts these features in place of the layer of their kind, in one transaction. */
    async replaceLayer(kind: LayerKind, features: LayerFeature[], origin: { isDemo: boolean; source: string; at: Date }): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(t.referenceFeatures).where(eq(t.referenceFeatures.kind, kind))
        for (let i = 0; i < features.length; i += BATCH) {
          await tx.insert(t.referenceFeatures).values(
            features.slice(i, i + BATCH).map((f) => ({
              kind,
              name: f.name,
              refId: f.refId,
              properties: f.properties,
              isDemo: origin.isDemo,
              geom: sql`ST_SetSRID(ST_GeomFromGeoJSON(${JSON.stringify(f.geometry)}), 4326)`,
              importedAt: origin.at,
            })),
          )
        }
        const row = { kind, isDemo: origin.isDemo, source: origin.source, featureCount: features.length, importedAt: origin.at }
        await tx.insert(t.referenceLayers).values(row).onConflictDoUpdate({ target: t.referenceLayers.kind, set: row })
      })
    },

    async layers(): Promise<LayerInfo[]> {
      const rows = await db.select().from(t.referenceLayers).orderBy(t.referenceLayers.kind)
      return rows.map((r) => ({ ...r, importedAt: r.importedAt.toISOString() }))
    },

    /** Changes whenever a layer is replaced: the look-up's cache key and the offline copy's version. */
    async version(): Promise<string> {
      const [row] = await queryRows<{ version: string | null }>(
        db,
        sql`select string_agg(kind || ':' || extract(epoch from imported_at)::text, ',' order by kind) as version from reference_layers`,
      )
      return row?.version ?? 'none'
    },

    /** Every feature the look-up reads (not the placer claims, found by grant number instead). */
    async lookupFeatures(): Promise<LayerFeature[]> {
      const rows = await db
        .select(FEATURE_COLUMNS)
        .from(t.referenceFeatures)
        .where(ne(t.referenceFeatures.kind, 'placer-claims'))
        .orderBy(t.referenceFeatures.kind, t.referenceFeatures.name, t.referenceFeatures.refId)
      return rows.map(asLayerFeature)
    },

    async claims(grantNumbers: string[]): Promise<LayerFeature[]> {
      if (grantNumbers.length === 0) return []
      const rows = await db
        .select(FEATURE_COLUMNS)
        .from(t.referenceFeatures)
        .where(and(eq(t.referenceFeatures.kind, 'placer-claims'), inArray(t.referenceFeatures.name, grantNumbers)))
      return rows.map(asLayerFeature)
    },

    /** Every placer claim as a device keeps it for finding claims with no connection: its grant number and outline only. */
    async claimOutlines(): Promise<Pick<LayerFeature, 'name' | 'geometry'>[]> {
      const rows = await db
        .select({ name: FEATURE_COLUMNS.name, geometry: FEATURE_COLUMNS.geometry })
        .from(t.referenceFeatures)
        .where(eq(t.referenceFeatures.kind, 'placer-claims'))
        .orderBy(t.referenceFeatures.name, t.referenceFeatures.id)
      return rows.map((row) => ({ name: row.name, geometry: JSON.parse(row.geometry) as LayerGeometry }))
    },
  }
}

export type LayersService = ReturnType<typeof layersService>
