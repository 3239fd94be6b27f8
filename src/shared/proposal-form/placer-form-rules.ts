// The rules of the placer-mining form (spec proposals-and-accounts §4 "Placer form", §5 "Placer
// form"): what a submit needs (the same list in the browser and in the server's refusal), each
// part's state for the side navigation, the effect groups part 5 steps through (subPartIndex, then
// a final "Other" group), where Return and Proceed lead, and the two proceeds that ask first (part
// 2 with no documents, part 4 with no activity). Messages show only after a submit attempt; the
// functions say what is wrong, the form decides when to show it.
import { agentMissing } from './agent-requirements.ts'
import type { AgentRequirement } from './agent-requirements.ts'
import { part1MissingFields } from './general-form-rules.ts'
import type { Part1Field, PartMarker } from './general-form-rules.ts'
import { effectGroupsFor, effectStepIndex, effectSteps, hasChosenActivity } from '../domain/placer-effects.ts'
import type { EffectGroup } from '../domain/placer-effects.ts'
import { PLACER_FORM_PARTS } from './placer-form.ts'
import type { PlacerEffect, PlacerForm } from './placer-form.ts'
import { PLACER_REQUIREMENT_PARTS } from './requirement-parts.ts'

/** What the form cannot see in its JSON: the files kept beside it. */
export interface PlacerAttachments {
  /** Required documents (part 2), of any category. */
  documents: number
  /** Signed agent-consent forms. */
  agentConsentFiles: number
}

export const NO_PLACER_ATTACHMENTS: PlacerAttachments = { documents: 0, agentConsentFiles: 0 }

/** What a placer submit may lack: a part 1 field, an agent's email or consent form, a location (claims or other details), an activity. */
export type PlacerRequirement = Part1Field | AgentRequirement | 'claimsOrLocation' | 'activity'

const blank = (value: string) => value.trim() === ''

/** Part 3 for a submit: claims typed or other location details given. */
export const hasPlacerLocation = (form: PlacerForm) => !blank(form.claimString) || !blank(form.additionalLocationInfo)

/** Part 4: a standard activity checked, or an activity of the proponent's own checked and named. */
export const hasPlacerActivity = (form: PlacerForm) => hasChosenActivity(form.projectActivities, form.otherProjectActivities)

/** Part 3 complete (spec §5): claims read from the text and at least one assessment district found for them. */
export const isPlacerPart3Complete = (form: PlacerForm) => form.claimParsed.length > 0 && form.assessmentDistricts.length > 0

/** What a submit still needs, browser and server alike. */
export function placerMissing(form: PlacerForm, attachments: PlacerAttachments): PlacerRequirement[] {
  const missing: PlacerRequirement[] = [...part1MissingFields(form), ...agentMissing(form, attachments.agentConsentFiles)]
  if (!hasPlacerLocation(form)) missing.push('claimsOrLocation')
  if (!hasPlacerActivity(form)) missing.push('activity')
  return missing
}

/**
 * A part lacks what a submit needs ('missing'), holds something worth a look though a submit may go
 * ('warning': no documents in part 2; claims not found or no district for them in part 3), or is fine.
 */
export function placerPartState(
  form: PlacerForm,
  part: number,
  attachments: PlacerAttachments,
  refusedParts: readonly number[] = [],
): 'ok' | 'warning' | 'missing' {
  const required = placerMissing(form, attachments)
  if (refusedParts.includes(part) || required.some((name) => PLACER_REQUIREMENT_PARTS[name] === part)) return 'missing'
  if (part === 2 && attachments.documents === 0) return 'warning'
  if (part === 3 && !isPlacerPart3Complete(form)) return 'warning'
  return 'ok'
}

/** The parts before part 8 that lack what a submit needs, which part 8 lists after an attempt. */
export function placerPartsMissingRequired(form: PlacerForm, attachments: PlacerAttachments, refusedParts: readonly number[] = []): number[] {
  return Array.from({ length: PLACER_FORM_PARTS - 1 }, (_, index) => index + 1).filter(
    (part) => placerPartState(form, part, attachments, refusedParts) === 'missing',
  )
}

/** The side navigation's mark for a part: parts below the current one count as completed unless they need attention; after a submit attempt a part that lacks what it needs is in danger. */
export function placerPartMarker(
  form: PlacerForm,
  part: number,
  attachments: PlacerAttachments,
  submitAttempted: boolean,
  refusedParts: readonly number[] = [],
): PartMarker {
  if (part === form.part) return 'current'
  const state = placerPartState(form, part, attachments, refusedParts)
  if (submitAttempted && state === 'missing') return 'danger'
  if (part < form.part) return state === 'ok' ? 'completed' : 'warning'
  return 'upcoming'
}

/** Each part's required-fields banner: after a submit attempt, on a part that lacks what a submit needs. */
export function placerShowsRequiredBanner(
  form: PlacerForm,
  part: number,
  attachments: PlacerAttachments,
  submitAttempted: boolean,
  refusedParts: readonly number[] = [],
): boolean {
  return submitAttempted && placerPartState(form, part, attachments, refusedParts) === 'missing'
}

/**
 * The effect groups part 5 steps through, from the catalogue the form keeps (the same rule as the
 * screen's, shared/domain/placer-effects). The final "Other" group (new effects the proponent
 * names) comes after them and is not listed here: part 5 has placerEffectGroups(form).length + 1 sub-parts.
 */
export const placerEffectGroups = (form: PlacerForm): EffectGroup<PlacerEffect>[] => effectGroupsFor(form.activities, form.effects, form.projectActivities)

/** Index of part 5's last sub-part, the "Other" group. */
export const lastSubPart = (form: PlacerForm) => placerEffectGroups(form).length

/** The sub-part of part 5 shown: the activities may have changed since subPartIndex was stored. */
const shownSubPart = (form: PlacerForm) => effectStepIndex(effectSteps(placerEffectGroups(form)), form.subPartIndex)

/** Where the form is: a part, and in part 5 the effect group. */
export interface PlacerStep {
  part: number
  subPartIndex: number
}

/** Where 'Return' leads, or null on part 1: part 5 steps back through its groups to part 4, part 6 returns to part 5's last group. */
export function previousPlacerStep(form: PlacerForm): PlacerStep | null {
  if (form.part <= 1) return null
  const shown = shownSubPart(form)
  if (form.part === 5 && shown > 0) return { part: 5, subPartIndex: shown - 1 }
  if (form.part === 6) return { part: 5, subPartIndex: lastSubPart(form) }
  return { part: form.part - 1, subPartIndex: 0 }
}

/** Where 'Proceed' leads, or null after part 8: part 5 steps through its groups, from the last to part 6. */
export function nextPlacerStep(form: PlacerForm): PlacerStep | null {
  if (form.part >= PLACER_FORM_PARTS) return null
  if (form.part === 5 && shownSubPart(form) < lastSubPart(form)) return { part: 5, subPartIndex: shownSubPart(form) + 1 }
  return { part: form.part + 1, subPartIndex: 0 }
}

/**
 * Why Proceed asks before it goes (a second click goes on): part 2 with no document attached
 * ('no-documents'), part 4 with no activity ('no-activity'); null when it goes at once.
 */
export function proceedWarning(form: PlacerForm, attachments: PlacerAttachments): 'no-documents' | 'no-activity' | null {
  if (form.part === 2 && attachments.documents === 0) return 'no-documents'
  if (form.part === 4 && !hasPlacerActivity(form)) return 'no-activity'
  return null
}
