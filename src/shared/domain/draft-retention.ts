// Spec §6: a draft proposal untouched for six months is deleted. Its drafter is warned by e-mail a
// week before, and the deletion waits until a week has passed since that warning, so no draft goes
// unannounced (one already older when the rule began gets its week too). Editing the draft starts
// the six months again and asks for a new warning next time.

export const DRAFT_KEEP_MONTHS = 6
export const DRAFT_WARNING_DAYS = 7
const DAY_MS = 86_400_000

const monthsBefore = (date: Date, months: number) => {
  const shifted = new Date(date)
  shifted.setUTCMonth(shifted.getUTCMonth() - months)
  return shifted
}

/** The dates the daily cleanup compares a draft's last edit and its warning with. */
export function draftRetentionCutoffs(now: Date): { warnIfEditedBefore: Date; deleteIfEditedBefore: Date; deleteIfWarnedBefore: Date } {
  const deleteIfEditedBefore = monthsBefore(now, DRAFT_KEEP_MONTHS)
  return {
    deleteIfEditedBefore,
    warnIfEditedBefore: new Date(deleteIfEditedBefore.getTime() + DRAFT_WARNING_DAYS * DAY_MS),
    deleteIfWarnedBefore: new Date(now.getTime() - DRAFT_WARNING_DAYS * DAY_MS),
  }
}

/** What the daily cleanup does with a draft today. */
export function draftFate(lastEditedAt: Date, warnedAt: Date | null, now: Date): 'keep' | 'warn' | 'delete' {
  const cut = draftRetentionCutoffs(now)
  const warnedForThisEdit = warnedAt !== null && warnedAt >= lastEditedAt
  if (!warnedForThisEdit) return lastEditedAt < cut.warnIfEditedBefore ? 'warn' : 'keep'
  return lastEditedAt < cut.deleteIfEditedBefore && warnedAt <= cut.deleteIfWarnedBefore ? 'delete' : 'keep'
}

/** The day a draft will be deleted if nobody edits it, for a warning sent now. */
export function draftDeletionDate(lastEditedAt: Date, now: Date): Date {
  const sixMonthsOn = new Date(lastEditedAt)
  sixMonthsOn.setUTCMonth(sixMonthsOn.getUTCMonth() + DRAFT_KEEP_MONTHS)
  return new Date(Math.max(sixMonthsOn.getTime(), now.getTime() + DRAFT_WARNING_DAYS * DAY_MS))
}
