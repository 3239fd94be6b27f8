// Intervenors of a panel review (spec public-registry §2, §4 "Intervenor application", §6, §9;
// proposals-and-accounts §2 "Intervenor application screen"): who may apply, when an accepted
// intervenor may add their submissions, and the due date of hearing material. Shared so the
// screen offers exactly what the server takes.
import { yukonDay } from './dates.ts'
import { findStage, PROJECT_TYPE } from './stages.ts'

/** Spec §9: intervenor hearing material is due this many days before the hearing. */
export const HEARING_MATERIAL_DAYS = 14

const DAY_MS = 86_400_000
/** Yukon has been UTC−7 all year since 2020 (dates.ts). */
const YUKON_OFFSET = '-07:00'

export interface ApplicationFacts {
  projectTypeId: string
  panelDisplay: { showApplyToBeIntervenor: boolean }
}

/** Spec §2: "Apply as an Intervenor" on a panel review the office opened to applications. */
export function intervenorApplicationsOpen(p: ApplicationFacts): boolean {
  return p.projectTypeId === PROJECT_TYPE.panelReview && p.panelDisplay.showApplyToBeIntervenor
}

/** Whether the reader is offered "Apply as an Intervenor": not once the office accepted them as one (they add submissions instead). */
export function offersIntervenorApplication(p: ApplicationFacts & { userRoles: readonly string[] }): boolean {
  return intervenorApplicationsOpen(p) && !p.userRoles.includes('intervenor')
}

export interface SubmissionFacts {
  projectTypeId: string
  stageId: string
  /** The caller's roles on the project; an accepted intervenor has 'intervenor'. */
  userRoles: readonly string[]
}

export type SubmissionRefusal = 'not-intervenor' | 'not-before-hearings'

/** Spec §6: only an accepted intervenor, only in the panel review's comment period before the hearings. */
export function intervenorSubmissionRefusal(p: SubmissionFacts): SubmissionRefusal | null {
  if (!p.userRoles.includes('intervenor')) return 'not-intervenor'
  if (p.projectTypeId !== PROJECT_TYPE.panelReview || findStage(p.projectTypeId, p.stageId)?.code !== 'COMMENT_BEFORE_HEARINGS') return 'not-before-hearings'
  return null
}

/** Whether the intervenor's Add Document shows. */
export function showsIntervenorSubmission(p: SubmissionFacts): boolean {
  return intervenorSubmissionRefusal(p) === null
}

/** Noon, Yukon time, of a calendar day: a date that reads as that day wherever it is formatted in Yukon time. */
function yukonNoon(day: string): Date {
  return new Date(`${day}T12:00:00${YUKON_OFFSET}`)
}

/** The last day hearing material for a hearing starting then is taken: 14 calendar days before it, in Yukon. */
export function hearingMaterialDueDate(hearingStart: Date): Date {
  const day = yukonDay(hearingStart)
  return yukonNoon(new Date(Date.parse(day) - HEARING_MATERIAL_DAYS * DAY_MS).toISOString().slice(0, 10))
}

export type HearingMaterialCheck = { ok: true } | { ok: false; reason: 'undated' } | { ok: false; reason: 'late'; dueDate: Date }

/** Material for a hearing is taken until the end of its due day (Yukon time), and only once the hearing has a date. */
export function checkHearingMaterial(hearing: { startDate: Date | null }, now: Date): HearingMaterialCheck {
  if (!hearing.startDate) return { ok: false, reason: 'undated' }
  const dueDate = hearingMaterialDueDate(hearing.startDate)
  return yukonDay(now) <= yukonDay(dueDate) ? { ok: true } : { ok: false, reason: 'late', dueDate }
}
