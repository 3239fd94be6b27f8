// The search's statements keep the plan made for their values however often they run. A prepared
// statement (the embedded database's statement cache, decision 0050) switches to a generic plan
// after five runs when PostgreSQL guesses it is as cheap, and for a map polygon the generic plan
// guessed wrong by fifty times at 100,000 projects (decision 0084).
import { beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { createProject } from '../factories/project-factory.ts'
import { queryRows } from '../../src/server/db/client.ts'
import { ASSESSMENT_DISTRICTS, SECTORS } from '../../src/server/db/reference/districts-and-sectors.ts'
import { inSearch, searchFilters, searchStatement } from '../../src/server/modules/projects/project-search.ts'
import type { SearchQuery } from '../../src/shared/schemas/project.ts'

let app: TestApp
const dawson = ASSESSMENT_DISTRICTS[0]!.id
const placer = SECTORS.find((s) => s.name === 'Mining - Placer')!.id
const yukon = '-146.5 59.8,-122.5 59.8,-122.5 67.8,-146.5 67.8,-146.5 59.8'
const goldfields = '-139.45 64.05,-139.0 64.02,-138.75 63.85,-138.95 63.7,-139.35 63.78,-139.45 64.05'
/** More runs than PostgreSQL makes custom plans for before it weighs a generic one. */
const RUNS = 7

/** The shapes the home page sends: text, filters, a viewport, a drawn shape, all combined; open projects or all; a page or all. */
const SHAPES: SearchQuery[] = [
  { textSearch: 'placer', limit: 500 },
  { textSearch: 'creek', sectors: [placer], districts: [dawson], includeCompleteWithdrawn: 'yes' },
  { textSearch: 'placer', sort: 'relevance', minYear: 2015, maxYear: 2024 },
  { polygon: yukon, limit: 500 },
  { polygon: yukon, includeCompleteWithdrawn: 'yes' },
  { polygon: goldfields, includeCompleteWithdrawn: 'yes', limit: 500 },
  { textSearch: 'bonanza', polygon: goldfields, sectors: [placer], includeCompleteWithdrawn: 'yes', limit: 500 },
  { minYear: 2018, stageGroups: ['adequacy', 'decision'], limit: 500 },
]

const toQuery = (shape: SearchQuery) =>
  Object.entries(shape)
    .map(([key, value]) => `${key}=${encodeURIComponent(Array.isArray(value) ? value.join(',') : String(value))}`)
    .join('&')

const literal = (value: unknown) => (typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`)

/**
 * The plan of the shape's statement prepared under a name, at its first run and after RUNS runs,
 * inside the search's own transaction (inSearch) as the server runs it.
 */
async function plansOf(shape: SearchQuery): Promise<{ first: string; later: string }> {
  const { statement, matchesText } = searchStatement(searchFilters(shape))
  const query = new PgDialect().sqlToQuery(statement)
  const execute = `execute search_plan(${query.params.map(literal).join(', ')})`
  return inSearch(app.db, matchesText, async (tx) => {
    const explain = async () => (await queryRows<{ 'QUERY PLAN': string }>(tx, sql.raw(`explain ${execute}`))).map((r) => r['QUERY PLAN']).join('\n')
    await tx.execute(sql.raw(`prepare search_plan as ${query.sql}`))
    try {
      const first = await explain()
      for (let run = 0; run < RUNS; run += 1) await tx.execute(sql.raw(execute))
      return { first, later: await explain() }
    } finally {
      await tx.execute(sql.raw('deallocate search_plan'))
    }
  })
}

beforeAll(async () => {
  app = await startTestApp()
  const places = [
    { latitude: 63.95, longitude: -139.3 },
    { latitude: 60.7, longitude: -135.05 },
    { latitude: 64.1, longitude: -139.5 },
    { latitude: 61.2, longitude: -138.5 },
  ]
  for (const [i, place] of places.entries()) {
    await createProject(app.db, {
      title: i % 2 ? 'Bonanza Creek placer mine' : 'Gravel road upgrade',
      stageCode: i === 2 ? 'DECISION_DOCUMENT_ISSUED' : 'SEEKING_VIEWS',
      year: 2015 + i * 2,
      assessmentDistrictIds: [dawson],
      sectorIds: [placer],
      locations: [place],
    })
  }
})

describe('the search plans each run for its values (decision 0084)', () => {
  it.each(SHAPES.map((shape) => [toQuery(shape), shape] as const))(`%s keeps its first plan after ${RUNS} runs`, async (_name, shape) => {
    const { first, later } = await plansOf(shape)
    // A generic plan differs at least where it shows the parameters ($1 …) instead of their values.
    expect(later).toBe(first)
  })

  it('the server answers each shape many times without a statement switching to a generic plan', async () => {
    for (const shape of SHAPES) {
      const answers = new Set<string>()
      for (let run = 0; run < RUNS; run += 1) {
        const response = await app.request(`/api/projects/search?${toQuery(shape)}`)
        expect(response.status).toBe(200)
        answers.add(await response.text())
      }
      expect(answers.size).toBe(1)
    }
    // The embedded database's statement cache names the statements it keeps prepared; node-postgres
    // leaves them unnamed, planned at every run.
    const generic = await queryRows<{ statement: string }>(
      app.db,
      sql`select statement from pg_prepared_statements where statement like 'with %project_search ps%' and generic_plans > 0`,
    )
    expect(generic).toEqual([])
  })
})
