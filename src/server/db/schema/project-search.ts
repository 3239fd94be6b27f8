// The search's read model: one narrow row per project holding what the project search filters on,
// counts and lists (number, listing flags, stage grouping, year, classification ids, locations and
// one geometry of all its points and shapes), so that a search reads one table instead of joining
// seven. Rows are written only by the database itself: triggers on projects, their linked rows,
// stages and outcomes note the projects touched, and each transaction rebuilds their rows when it
// commits (migrations 0004, 0005). The text vectors are copied here too, so that text and the
// other conditions meet in one narrow table: joining 20,000 text matches of a common word back from
// projects cost more than the rest of the search together.
import { sql } from 'drizzle-orm'
import { bigint, boolean, customType, index, integer, json, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { geometry, tsvector } from './columns.ts'
import { projects } from './projects.ts'

export const projectSearch = pgTable(
  'project_search',
  {
    projectId: uuid('project_id')
      .primaryKey()
      .references(() => projects.id, { onDelete: 'cascade' }),
    projectNumber: text('project_number'),
    /** The public may find it: it has a number and its stage's audience is the public (not a draft, a proposal at Proposal Check nor deleted). */
    listed: boolean('listed').notNull(),
    /** Its stage is not closed and its outcome is not a withdrawal (shown without includeCompleteWithdrawn). */
    open: boolean('open').notNull(),
    stageGrouping: text('stage_grouping'),
    projectTypeId: text('project_type_id').notNull(),
    stageId: text('stage_id').notNull(),
    outcomeId: text('outcome_id'),
    year: integer('year').notNull(),
    title: text('title').notNull(),
    proponentName: text('proponent_name').notNull(),
    districtIds: text('district_ids').array().notNull(),
    sectorIds: text('sector_ids').array().notNull(),
    drainageIds: text('drainage_ids').array().notNull(),
    firstNationIds: text('first_nation_ids').array().notNull(),
    /** The valid points as the search lists them, in their order. */
    locations: json('locations').$type<{ latitude: number; longitude: number }[]>().notNull(),
    /** Every valid point and every shape of the project as one collection; null when it has none. */
    geom: geometry('geom', 'Geometry'),
    /** projects.search of a listed project: what a search over every project matches text on. */
    search: tsvector('search'),
    /**
     * projects.search, copied only for the listed projects whose stage is not closed (the open ones,
     * and the withdrawn ones still in an open stage): what the searches limited to those match text on.
     */
    currentSearch: tsvector('current_search'),
    /**
     * When the row was last rebuilt, at the commit of the transaction that touched the project or
     * anything its public page shows (migration 0037): what the public API's updatedSince reads.
     */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** It was listed once: when it no longer is, the public API tells mirrors it was withdrawn (a tombstone). */
    everListed: boolean('ever_listed').notNull().default(false),
    /**
     * The project as a search lists it (a ProjectSummary as compact JSON text, keys in the order the
     * API has always sent them), written with the row so that a search copies it rather than building
     * it: building 99,000 of them was most of a search over the whole territory (decision 0084).
     */
    summary: text('summary')
      .notNull()
      .generatedAlwaysAs(
        sql`'{"projectId":"' || project_id::text || '","projectNumber":' || registry_json_text(project_number) || ',"title":' || registry_json_text(title) || ',"proponentName":' || registry_json_text(proponent_name) || ',"projectTypeId":' || registry_json_text(project_type_id) || ',"stageId":' || registry_json_text(stage_id) || ',"stageGrouping":' || registry_json_text(stage_grouping) || ',"locations":' || locations::text || '}'`,
      ),
  },
  (t) => [
    index('project_search_geom_idx').using('gist', t.geom),
    index('project_search_open_idx')
      .on(sql`${t.projectNumber} desc`)
      .where(sql`${t.listed} and ${t.open}`),
    // A search with completed and withdrawn projects reads its page in this order and stops at its limit.
    index('project_search_listed_idx')
      .on(sql`${t.projectNumber} desc`)
      .where(sql`${t.listed}`),
    index('project_search_text_idx')
      .using('gin', t.search)
      .where(sql`${t.search} is not null`),
    index('project_search_current_text_idx')
      .using('gin', t.currentSearch)
      .where(sql`${t.currentSearch} is not null`),
    // The public API's walks, by number and by update time (keyset on the key and the id).
    index('project_search_number_idx')
      .on(t.projectNumber, t.projectId)
      .where(sql`${t.everListed}`),
    index('project_search_updated_idx')
      .on(t.updatedAt, t.projectId)
      .where(sql`${t.everListed}`),
  ],
)

const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' })

/** Projects whose search row the current transactions must rebuild when they commit. */
export const projectSearchPending = pgTable('project_search_pending', {
  projectId: uuid('project_id').primaryKey(),
})

/** One row per writing transaction, whose deferred trigger rebuilds the pending rows at commit. */
export const projectSearchFlush = pgTable('project_search_flush', {
  transactionId: xid8('transaction_id').primaryKey(),
})

/**
 * How many listed projects with a geometry there are, by whether they are open and by their
 * districts: what a search by a viewport holding (nearly) the whole territory counts, minus the few
 * projects it leaves out, instead of reading 99,000 rows (decision 0095). Kept by statement triggers
 * on project_search (migration 0042), each transaction adding its changes on one of 16 slots (as
 * report_month_sums does) so that concurrent writers rarely wait on one row; a count is the sum over
 * the slots.
 */
export const projectSearchCounts = pgTable(
  'project_search_counts',
  {
    slot: smallint('slot').notNull(),
    open: boolean('open').notNull(),
    districtIds: text('district_ids').array().notNull(),
    projects: bigint('projects', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.slot, t.open, t.districtIds] })],
)
