// Writes the reference lists the product ships with. Runs after every migration; upserts, so a
// name corrected here reaches existing installs, and rows added by imports are left alone.
import { getTableColumns, sql } from 'drizzle-orm'
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core'
import { PROJECT_TYPES, STAGES } from '../../shared/domain/stages.ts'
import { stageAudience } from '../../shared/domain/project-visibility.ts'
import type { Database } from './client.ts'
import * as t from './schema/index.ts'
import { ASSESSMENT_DISTRICTS, EXECUTIVE_COMMITTEE_DISTRICT_ID, SECTORS } from './reference/districts-and-sectors.ts'
import { ORGANIZATIONS } from './reference/organizations.ts'
import { PLACER_ACTIVITY_EFFECT_ROWS, PLACER_ACTIVITY_ROWS, PLACER_EFFECT_ROWS, PLACER_FORM2_TYPE } from './reference/placer-catalogue.ts'
import { ASSESSMENT_OUTCOMES, DECISION_KINDS, DOCUMENT_TYPES, EMAIL_MESSAGE_TYPES, EMAIL_RECIPIENT_TYPES, TRIGGERS } from './reference/outcomes-and-types.ts'

async function upsert<T extends PgTable>(db: Database, table: T, rows: T['$inferInsert'][], key: PgColumn[]): Promise<void> {
  if (rows.length === 0) return
  const keyNames = new Set(key.map((c) => c.name))
  const set = Object.fromEntries(
    Object.entries(getTableColumns(table))
      .filter(([property, column]) => !keyNames.has(column.name) && property in (rows[0] as object))
      .map(([property, column]) => [property, sql.raw(`excluded."${column.name}"`)]),
  ) as PgUpdateSetSource<T>
  await db.insert(table).values(rows).onConflictDoUpdate({ target: key, set })
}

export async function ensureReferenceData(db: Database): Promise<void> {
  await upsert(
    db,
    t.projectTypes,
    PROJECT_TYPES.map((p) => ({ id: p.projectTypeId, name: p.name, nameFr: p.nameFr })),
    [t.projectTypes.id],
  )
  await upsert(
    db,
    t.stages,
    STAGES.map((s) => ({
      projectTypeId: s.projectTypeId,
      id: s.stageId,
      code: s.code,
      name: s.name,
      nameFr: s.nameFr,
      order: s.order,
      stageGrouping: s.stageGrouping,
      closed: s.closed,
      audience: stageAudience(s.code),
    })),
    [t.stages.projectTypeId, t.stages.id],
  )
  await upsert(
    db,
    t.assessmentDistricts,
    ASSESSMENT_DISTRICTS.map((d) => ({
      id: d.id,
      name: d.name,
      nameFr: d.nameFr,
      phone: d.phone,
      email: d.email,
      mapServiceName: d.name,
      hiddenFromChecklist: d.id === EXECUTIVE_COMMITTEE_DISTRICT_ID,
      centreLatitude: d.centre[0],
      centreLongitude: d.centre[1],
    })),
    [t.assessmentDistricts.id],
  )
  await upsert(db, t.sectors, [...SECTORS], [t.sectors.id])
  await upsert(
    db,
    t.organizations,
    ORGANIZATIONS.map((o) => ({
      id: o.id,
      kind: o.kind,
      name: o.name,
      publicDisplayName: o.name,
      frenchDisplayName: o.frenchDisplayName ?? null,
      mapServiceName: o.name,
    })),
    [t.organizations.id],
  )
  await upsert(db, t.assessmentOutcomes, ASSESSMENT_OUTCOMES, [t.assessmentOutcomes.id])
  await upsert(db, t.decisionKinds, DECISION_KINDS, [t.decisionKinds.id])
  await upsert(db, t.triggers, TRIGGERS, [t.triggers.id])
  await upsert(
    db,
    t.documentTypes,
    DOCUMENT_TYPES.map(([id, code, name, nameFr]) => ({ id, code, name, nameFr })),
    [t.documentTypes.id],
  )
  await upsert(
    db,
    t.emailMessageTypes,
    EMAIL_MESSAGE_TYPES.map(([id, code, name, nameFr]) => ({ id, code, name, nameFr })),
    [t.emailMessageTypes.id],
  )
  await upsert(
    db,
    t.emailRecipientTypes,
    EMAIL_RECIPIENT_TYPES.map(([id, code, name, nameFr]) => ({ id, code, name, nameFr })),
    [t.emailRecipientTypes.id],
  )
  await ensurePlacerCatalogue(db)
}

/**
 * The placer form's catalogue is written only where there is none yet, never upserted: once
 * installed it is the office's to edit, and a start must not undo their changes.
 */
async function ensurePlacerCatalogue(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const inserted = await tx.insert(t.form2Types).values(PLACER_FORM2_TYPE).onConflictDoNothing().returning({ id: t.form2Types.id })
    if (inserted.length === 0) return
    await tx.insert(t.effects).values(PLACER_EFFECT_ROWS).onConflictDoNothing()
    await tx.insert(t.placerActivities).values(PLACER_ACTIVITY_ROWS).onConflictDoNothing()
    await tx.insert(t.activityEffects).values(PLACER_ACTIVITY_EFFECT_ROWS).onConflictDoNothing()
  })
}
