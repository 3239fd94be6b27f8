// The placer form's catalogue as the API serves it (spec proposals-and-accounts §3 "Activity" and
// "Effect", §7 GET /api/form-2-types/{typeId} and GET /api/effects): English texts with their
// French beside them, as the other reference lists carry nameFr; French is null where the office
// has not written it, and readers then see the English.
import * as v from 'valibot'
import { StatusOk } from './common.ts'

/** The form-2 type whose activities the placer form lists. */
export const PLACER_FORM2_TYPE_ID = 'placer'

const French = v.nullable(v.string())

export const MitigationOption = v.object({
  mitigationOptionId: v.string(),
  description: v.string(),
  descriptionFr: French,
  /** "None of these apply": choosing it clears the others, choosing another clears it. */
  noneApply: v.boolean(),
})
export type MitigationOption = v.InferOutput<typeof MitigationOption>

export const CatalogueEffect = v.object({
  effectId: v.string(),
  name: v.string(),
  nameFr: French,
  description: v.string(),
  descriptionFr: French,
  effectGroup: v.string(),
  effectGroupFr: French,
  effectGroupMoreInfo: v.nullable(v.string()),
  effectGroupMoreInfoFr: French,
  mitigationOptions: v.array(MitigationOption),
})
export type CatalogueEffect = v.InferOutput<typeof CatalogueEffect>

export const CatalogueActivity = v.object({
  activityId: v.string(),
  name: v.string(),
  nameFr: French,
  activityGroup: v.string(),
  activityGroupFr: French,
  hasTextBox: v.boolean(),
  textBoxPlaceholder: v.nullable(v.string()),
  textBoxPlaceholderFr: French,
  /** The effects the activity brings, in catalogue order, with the options offered for each. */
  effects: v.array(v.object({ effectId: v.string(), mitigationOptions: v.array(MitigationOption) })),
})
export type CatalogueActivity = v.InferOutput<typeof CatalogueActivity>

export const Form2TypeResponse = v.object({
  status: StatusOk,
  form2TypeId: v.string(),
  name: v.string(),
  nameFr: French,
  activities: v.array(CatalogueActivity),
})

export const EffectsResponse = v.object({ status: StatusOk, effects: v.array(CatalogueEffect) })

/** What the placer form's activity and effect parts are drawn from. */
export interface PlacerCatalogue {
  activities: CatalogueActivity[]
  effects: CatalogueEffect[]
}
