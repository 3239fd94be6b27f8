// The placer form's activity, effect and mitigation rules (spec proposals-and-accounts §2 parts 4,
// 5 and 7, §3 "Placer proposal form data"), used by the form's parts and its completeness check.
// - The effects part steps through the effect groups the checked activities bring, in catalogue
//   order, then a last "Other" step for effects the proponent adds (subPartIndex counts the steps).
// - An effect's "none apply" option is exclusive both ways: choosing it clears the others,
//   choosing another clears it.
// A chosen mitigation is kept by its English description (the form's data has no option id), so a
// draft reads the same in either language; one kept in French by an earlier form matches too.
import type { CatalogueEffect, MitigationOption, PlacerCatalogue } from '../schemas/placer-catalogue.ts'
import type { PlacerForm } from '../proposal-form/placer-form.ts'

export interface ProjectActivity {
  activityId: string
  description: string
  checked: boolean
}
export interface OtherProjectActivity {
  name: string
  description: string
  checked: boolean
}
export interface ChosenMitigation {
  description: string
  checked: boolean
  reasoning: string
}
export interface ProjectMitigation {
  effectId: string
  mitigations: ChosenMitigation[]
}
export interface OtherNewMitigation {
  effectName: string
  effectDescription: string
}

/** The form's part 4 and the "at least one activity" rule of §5: a checked standard activity, or a checked other activity with a name. */
export function hasChosenActivity(projectActivities: readonly ProjectActivity[], otherProjectActivities: readonly OtherProjectActivity[]): boolean {
  return projectActivities.some((a) => a.checked) || otherProjectActivities.some((a) => a.checked && a.name.trim() !== '')
}

/** Ticks, unticks or describes a standard activity; an activity not yet in the list joins it. */
export function changeActivity(
  projectActivities: readonly ProjectActivity[],
  activityId: string,
  change: Partial<Omit<ProjectActivity, 'activityId'>>,
): ProjectActivity[] {
  const found = projectActivities.some((a) => a.activityId === activityId)
  if (!found) return [...projectActivities, { activityId, description: '', checked: false, ...change }]
  return projectActivities.map((a) => (a.activityId === activityId ? { ...a, ...change } : a))
}

/** An effect as part 5 groups it: as the catalogue lists it, or as a form keeps it (PlacerEffect). */
export interface GroupedEffect {
  effectId: string
  effectGroup: string
}

/** An activity with the effects it brings: in the catalogue, or as a form keeps it (PlacerActivity). */
export interface EffectBringer {
  activityId: string
  effects: readonly { effectId: string }[]
}

/** One step of part 5: an effect group's effects, in catalogue order; every effect carries its group's texts (more info, French), so the first one gives them. */
export interface EffectGroup<E extends GroupedEffect = CatalogueEffect> {
  effectGroup: string
  effects: [E, ...E[]]
}

/**
 * The effects the checked standard activities bring, grouped by effect group, groups and effects in
 * catalogue order: the groups part 5 steps through (before its final "Other" step), the same from
 * the catalogue the screen shows and from the one a form keeps.
 */
export function effectGroupsFor<E extends GroupedEffect>(
  activities: readonly EffectBringer[],
  effects: readonly E[],
  projectActivities: readonly ProjectActivity[],
): EffectGroup<E>[] {
  const checked = new Set(projectActivities.filter((a) => a.checked).map((a) => a.activityId))
  const brought = new Set(activities.filter((a) => checked.has(a.activityId)).flatMap((a) => a.effects.map((e) => e.effectId)))
  const groups: EffectGroup<E>[] = []
  for (const effect of effects) {
    if (!brought.has(effect.effectId)) continue
    const group = groups.find((g) => g.effectGroup === effect.effectGroup)
    if (group) group.effects.push(effect)
    else groups.push({ effectGroup: effect.effectGroup, effects: [effect] })
  }
  return groups
}

/** The steps of the effects part: one per effect group, then "Other" for new effects. subPartIndex is an index into them. */
export type EffectStep<E extends GroupedEffect = CatalogueEffect> = { kind: 'group'; group: EffectGroup<E> } | { kind: 'other' }

export function effectSteps<E extends GroupedEffect>(groups: readonly EffectGroup<E>[]): EffectStep<E>[] {
  return [...groups.map((group) => ({ kind: 'group' as const, group })), { kind: 'other' as const }]
}

/** The step a stored subPartIndex shows: the activities may have changed since, so it is kept within the steps there are. */
export function effectStepIndex(steps: readonly unknown[], subPartIndex: number): number {
  return Math.min(Math.max(0, Math.trunc(subPartIndex) || 0), steps.length - 1)
}

/** The catalogue option a kept mitigation stands for, by its English or French description. */
export function optionFor(options: readonly MitigationOption[], description: string): MitigationOption | undefined {
  return options.find((o) => o.description === description || (o.descriptionFr !== null && o.descriptionFr === description))
}

/** The mitigations kept for an effect (none yet: an empty list). */
export function mitigationsOf(projectMitigations: readonly ProjectMitigation[], effectId: string): ChosenMitigation[] {
  return projectMitigations.find((m) => m.effectId === effectId)?.mitigations ?? []
}

/** Whether an option is chosen for this effect. */
export function isChosen(projectMitigations: readonly ProjectMitigation[], effectId: string, option: MitigationOption): boolean {
  return mitigationsOf(projectMitigations, effectId).some((m) => m.checked && optionFor([option], m.description) !== undefined)
}

function withMitigations(projectMitigations: readonly ProjectMitigation[], effectId: string, mitigations: ChosenMitigation[]): ProjectMitigation[] {
  return projectMitigations.some((m) => m.effectId === effectId)
    ? projectMitigations.map((m) => (m.effectId === effectId ? { effectId, mitigations } : m))
    : [...projectMitigations, { effectId, mitigations }]
}

/**
 * Chooses or unchooses one of an effect's options. Choosing "none apply" clears every other
 * mitigation of the effect; choosing another clears "none apply". What was written as reasoning stays.
 */
export function chooseMitigation(
  projectMitigations: readonly ProjectMitigation[],
  effect: Pick<CatalogueEffect, 'effectId' | 'mitigationOptions'>,
  option: MitigationOption,
  checked: boolean,
): ProjectMitigation[] {
  const kept = mitigationsOf(projectMitigations, effect.effectId)
  const isThis = (m: ChosenMitigation) => optionFor([option], m.description) !== undefined
  const clears = (m: ChosenMitigation) => {
    if (!checked || isThis(m)) return false
    // Anything kept that is not the "none apply" option counts as another mitigation, also one the catalogue no longer lists.
    const noneApply = optionFor(effect.mitigationOptions, m.description)?.noneApply ?? false
    return option.noneApply ? !noneApply : noneApply
  }
  const mitigations = kept.map((m) => (isThis(m) ? { ...m, description: option.description, checked } : clears(m) ? { ...m, checked: false } : m))
  if (!kept.some(isThis)) mitigations.push({ description: option.description, checked, reasoning: '' })
  return withMitigations(projectMitigations, effect.effectId, mitigations)
}

/** Writes the reasoning given with an option (why none apply, and what will be done instead). */
export function explainMitigation(
  projectMitigations: readonly ProjectMitigation[],
  effectId: string,
  option: MitigationOption,
  reasoning: string,
): ProjectMitigation[] {
  const kept = mitigationsOf(projectMitigations, effectId)
  const mitigations = kept.some((m) => optionFor([option], m.description))
    ? kept.map((m) => (optionFor([option], m.description) ? { ...m, reasoning } : m))
    : [...kept, { description: option.description, checked: false, reasoning }]
  return withMitigations(projectMitigations, effectId, mitigations)
}

export interface ReviewedEffect {
  effect: CatalogueEffect
  /** The chosen mitigations in the order offered; one the catalogue no longer lists comes last, as written. */
  chosen: { option: MitigationOption | null; description: string; reasoning: string }[]
}

export interface ReviewGroup {
  group: EffectGroup
  effects: ReviewedEffect[]
}

/** Part 7: for each effect group shown in part 5, its effects with the mitigations chosen for each. */
export function mitigationReview(groups: readonly EffectGroup[], projectMitigations: readonly ProjectMitigation[]): ReviewGroup[] {
  return groups.map((group) => ({
    group,
    effects: group.effects.map((effect) => {
      const chosen = mitigationsOf(projectMitigations, effect.effectId).filter((m) => m.checked)
      const listed = effect.mitigationOptions.flatMap((option) => {
        const kept = chosen.find((m) => optionFor([option], m.description))
        return kept ? [{ option, description: option.description, reasoning: kept.reasoning }] : []
      })
      const unlisted = chosen
        .filter((m) => !optionFor(effect.mitigationOptions, m.description))
        .map((m) => ({ option: null, description: m.description, reasoning: m.reasoning }))
      return { effect, chosen: [...listed, ...unlisted] }
    }),
  }))
}

/** The new effects of the "Other" step worth showing: those with a name or a description. */
export function namedNewEffects(otherNewMitigations: readonly OtherNewMitigation[]): OtherNewMitigation[] {
  return otherNewMitigations.filter((m) => m.effectName.trim() !== '' || m.effectDescription.trim() !== '')
}

/**
 * What the form keeps of the catalogue it was filled against (its `activities` and `effects`), so
 * the proposal reads the same once the office edits the catalogue: names in the proposal's
 * language, mitigation options by the English descriptions its choices are kept by.
 */
export function catalogueSnapshot(catalogue: PlacerCatalogue, language: 'en' | 'fr'): Pick<PlacerForm, 'activities' | 'effects'> {
  const pick = (en: string, fr: string | null) => (language === 'fr' && fr ? fr : en)
  const keys = (options: readonly MitigationOption[]) => options.map((o) => o.description)
  return {
    activities: catalogue.activities.map((a) => ({
      activityId: a.activityId,
      name: pick(a.name, a.nameFr),
      activityGroup: pick(a.activityGroup, a.activityGroupFr),
      hasTextBox: a.hasTextBox,
      textBoxPlaceholder: a.textBoxPlaceholder === null ? null : pick(a.textBoxPlaceholder, a.textBoxPlaceholderFr),
      effects: a.effects.map((e) => ({ effectId: e.effectId, mitigationOptions: keys(e.mitigationOptions) })),
    })),
    effects: catalogue.effects.map((e) => ({
      effectId: e.effectId,
      name: pick(e.name, e.nameFr),
      description: pick(e.description, e.descriptionFr),
      effectGroup: pick(e.effectGroup, e.effectGroupFr),
      effectGroupMoreInfo: e.effectGroupMoreInfo === null ? null : pick(e.effectGroupMoreInfo, e.effectGroupMoreInfoFr),
      mitigationOptions: keys(e.mitigationOptions),
    })),
  }
}

/**
 * An effect group's name as a reader of a language reads it, from its name as a form keeps it (in
 * the form's language, which may not be the reader's); as kept when the catalogue does not know it.
 */
export function effectGroupNameIn(effects: readonly CatalogueEffect[], kept: string, language: 'en' | 'fr'): string {
  const effect = effects.find((e) => e.effectGroup === kept || e.effectGroupFr === kept)
  if (!effect) return kept
  return language === 'fr' && effect.effectGroupFr ? effect.effectGroupFr : effect.effectGroup
}
