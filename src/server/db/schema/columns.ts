// Column builders shared by the tables: ids, timestamps, the revision users' writes name, and
// PostGIS geometries (always SRID 4326, written and read through SQL functions, never parsed here).
import { customType, integer, timestamp, uuid } from 'drizzle-orm/pg-core'

export const id = () => uuid('id').primaryKey().defaultRandom()

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

/** For rows that users edit: a write names the revision it started from. */
export const editable = () => ({
  revision: integer('revision').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export type GeometryKind = 'Point' | 'Geometry' | 'MultiPolygon'

/** A PostGIS geometry; values go in and out as EWKT or through ST_ functions in SQL. */
export const geometry = (name: string, kind: GeometryKind) =>
  customType<{ data: string; driverData: string }>({
    dataType: () => `geometry(${kind},4326)`,
  })(name)

export const tstz = (name: string) => timestamp(name, { withTimezone: true })

export const tsvector = (name: string) => customType<{ data: string }>({ dataType: () => 'tsvector' })(name)
