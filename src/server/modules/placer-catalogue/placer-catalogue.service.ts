// Reads the placer form's catalogue (db/schema/reference.ts) into the API's shapes.
import { asc, eq, inArray } from 'drizzle-orm'
import * as v from 'valibot'
import type { Database } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'
import { MitigationOption } from '../../../shared/schemas/placer-catalogue.ts'
import type { CatalogueActivity, CatalogueEffect } from '../../../shared/schemas/placer-catalogue.ts'

const MitigationOptions = v.array(MitigationOption)

function toEffect(row: typeof t.effects.$inferSelect): CatalogueEffect {
  return {
    effectId: row.id,
    name: row.name,
    nameFr: row.nameFr,
    description: row.description,
    descriptionFr: row.descriptionFr,
    effectGroup: row.effectGroup,
    effectGroupFr: row.effectGroupFr,
    effectGroupMoreInfo: row.effectGroupMoreInfo,
    effectGroupMoreInfoFr: row.effectGroupMoreInfoFr,
    mitigationOptions: v.parse(MitigationOptions, row.mitigationOptions),
  }
}

export function placerCatalogueService(db: Database) {
  async function effects(): Promise<CatalogueEffect[]> {
    const rows = await db.select().from(t.effects).orderBy(asc(t.effects.position), asc(t.effects.name))
    return rows.map(toEffect)
  }

  return {
    effects,

    /** A form-2 type with its activities in catalogue order, or null when there is no such type. */
    async form2Type(typeId: string): Promise<{ form2TypeId: string; name: string; nameFr: string | null; activities: CatalogueActivity[] } | null> {
      const [type] = await db.select().from(t.form2Types).where(eq(t.form2Types.id, typeId))
      if (!type) return null
      const activities = await db
        .select()
        .from(t.placerActivities)
        .where(eq(t.placerActivities.form2TypeId, typeId))
        .orderBy(asc(t.placerActivities.position), asc(t.placerActivities.name))
      const links =
        activities.length === 0
          ? []
          : await db
              .select()
              .from(t.activityEffects)
              .where(
                inArray(
                  t.activityEffects.activityId,
                  activities.map((a) => a.id),
                ),
              )
      const brought = new Map<string, Set<string>>()
      for (const link of links) brought.set(link.activityId, (brought.get(link.activityId) ?? new Set()).add(link.effectId))
      const allEffects = await effects()
      return {
        form2TypeId: type.id,
        name: type.name,
        nameFr: type.nameFr,
        activities: activities.map((a) => ({
          activityId: a.id,
          name: a.name,
          nameFr: a.nameFr,
          activityGroup: a.activityGroup,
          activityGroupFr: a.activityGroupFr,
          hasTextBox: a.hasTextBox,
          textBoxPlaceholder: a.textBoxPlaceholder,
          textBoxPlaceholderFr: a.textBoxPlaceholderFr,
          effects: allEffects.filter((e) => brought.get(a.id)?.has(e.effectId)).map((e) => ({ effectId: e.effectId, mitigationOptions: e.mitigationOptions })),
        })),
      }
    },
  }
}
