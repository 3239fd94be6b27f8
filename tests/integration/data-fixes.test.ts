// The data fixes a start applies once per database (decision 0098): proposals saved before their
// part 3 shapes and placer claims were kept get them from their stored form, where the map, the
// map search and notification areas find the project; nothing else is touched.
import { beforeEach, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { eq, inArray, sql } from 'drizzle-orm'
import * as t from '../../src/server/db/schema/index.ts'
import { queryRows } from '../../src/server/db/client.ts'
import { applyDataFixes, appliedDataFixes } from '../../src/server/db/data-fixes.ts'
import { completeUploadForm, DAWSON_POLYGON, filledPlacerForm } from '../factories/proposal-factory.ts'
import { app, dawson, fields, post, useProposalsApp } from './proposals-app.ts'
import { RACERS, releasedTogether } from './race.ts'

useProposalsApp()

/** A box around part 3's polygon (DAWSON_POLYGON's first corner). */
const DAWSON_BOX = sql`ST_MakeEnvelope(-139.45, 64.05, -139.41, 64.07, 4326)`

const shapesOf = (projectId: string) =>
  app.db
    .select({ type: t.projectShapes.locationType, builtFrom: t.projectShapes.builtFrom, claimNumber: t.projectShapes.claimNumber })
    .from(t.projectShapes)
    .where(eq(t.projectShapes.projectId, projectId))
    .orderBy(t.projectShapes.position)

/** Whether the project's search row lies in the box around DAWSON_POLYGON, as a map search by that box finds it. */
const foundInDawsonBox = async (projectId: string) => {
  const [row] = await app.db
    .select({ found: sql<boolean>`coalesce(ST_Intersects(${t.projectSearch.geom}, ${DAWSON_BOX}), false)` })
    .from(t.projectSearch)
    .where(eq(t.projectSearch.projectId, projectId))
  return row?.found
}

/** A proposal as saved before shapes were kept: its form has them, project_shapes none. */
const savedBeforeShapesWereKept = async (body: ReturnType<typeof fields> & { kind?: string }) => {
  expect((await post('/api/projects/create-proposal', body)).status).toBe(200)
  await app.db.delete(t.projectShapes).where(eq(t.projectShapes.projectId, body.projectId))
  return body.projectId
}

const generalProposal = () => savedBeforeShapesWereKept(fields(randomUUID()))

const placerProposal = () => {
  const projectId = randomUUID()
  const form1 = JSON.stringify(filledPlacerForm(projectId, { isAgent: false, proponentEmail: '', assessmentDistricts: [dawson], firstNations: [] }))
  return savedBeforeShapesWereKept({ ...fields(projectId), firstNations: [], kind: 'placer', form1 })
}

beforeEach(async () => {
  await app.db.delete(t.dataFixes)
})

describe('the data fix of proposals’ shapes', () => {
  it('gives a proposal saved before shapes were kept the shapes of its form, found by a map search by a box, and a placer claim its number', async () => {
    const general = await generalProposal()
    const placer = await placerProposal()
    expect(await shapesOf(general)).toEqual([])
    expect(await foundInDawsonBox(general)).toBe(false)

    expect(await applyDataFixes(app.db)).toEqual(['proposal-shapes'])

    expect(await shapesOf(general)).toEqual([{ type: 'polygon', builtFrom: 'manual', claimNumber: null }])
    expect(await foundInDawsonBox(general)).toBe(true)
    expect(await shapesOf(placer)).toEqual([{ type: 'polygon', builtFrom: 'claim', claimNumber: 'P 12000' }])
  })

  it('leaves a project with shapes of its own as they are, and gives a PDF upload none', async () => {
    const own = await generalProposal()
    await app.db.insert(t.projectShapes).values({ projectId: own, position: 0, locationType: 'point', builtFrom: 'staff', geom: 'SRID=4326;POINT(-135 60.7)' })
    const upload = randomUUID()
    await savedBeforeShapesWereKept({ ...fields(upload), kind: 'upload', form1: JSON.stringify(completeUploadForm(upload)) })
    // Even with a general form's shapes in it, an upload's form is not read for shapes (decision 0011).
    await app.db
      .update(t.proposalForms)
      .set({ form1: sql`${t.proposalForms.form1} || ${JSON.stringify({ projectCoordinates: [DAWSON_POLYGON] })}::jsonb` })
      .where(eq(t.proposalForms.projectId, upload))

    await applyDataFixes(app.db)

    expect(await shapesOf(own)).toEqual([{ type: 'point', builtFrom: 'staff', claimNumber: null }])
    expect(await shapesOf(upload)).toEqual([])
  })

  it('is applied once: recorded, a second start does nothing', async () => {
    await applyDataFixes(app.db)
    const later = await generalProposal()

    expect(await applyDataFixes(app.db)).toEqual([])

    expect(await shapesOf(later)).toEqual([])
    expect((await appliedDataFixes(app.db)).map((f) => f.name)).toEqual(['proposal-shapes'])
  })

  it('fixes a registry of more proposals than one part holds, each once', async () => {
    const model = await generalProposal()
    const copies = Array.from({ length: 450 }, () => randomUUID())
    // Copies of the proposal's project and form rows, as a registry's older proposals are.
    for (const table of ['projects', 'proposal_forms']) {
      const key = table === 'projects' ? 'id' : 'project_id'
      const columns = (
        await queryRows<{ name: string }>(
          app.db,
          sql`select column_name as name from information_schema.columns where table_name = ${table} and is_generated = 'NEVER' and column_name <> ${key}`,
        )
      ).map((c) => `"${c.name}"`)
      await app.db.execute(
        sql.raw(`insert into ${table} (${key}, ${columns.join(', ')}) select c, ${columns.map((c) => `m.${c}`).join(', ')}
          from ${table} m, unnest('{${copies.join(',')}}'::uuid[]) c where m.${key} = '${model}'`),
      )
    }

    expect(await applyDataFixes(app.db)).toEqual(['proposal-shapes'])

    const [kept] = await app.db
      .select({ projects: sql<number>`count(distinct ${t.projectShapes.projectId})::int`, shapes: sql<number>`count(*)::int` })
      .from(t.projectShapes)
      .where(inArray(t.projectShapes.projectId, [model, ...copies]))
    expect(kept).toEqual({ projects: 451, shapes: 451 })
  })

  it('is applied once by starts at the same moment, each proposal given its shapes once', async () => {
    const proposals = [await generalProposal(), await placerProposal(), await generalProposal()]

    const outcomes = await releasedTogether(RACERS, () => applyDataFixes(app.db))

    expect(outcomes.filter((applied) => applied.length > 0)).toEqual([['proposal-shapes']])
    for (const projectId of proposals) expect(await shapesOf(projectId)).toHaveLength(1)
    expect(await appliedDataFixes(app.db)).toHaveLength(1)
  })
})
