// The office's review of a comment (issue 18): the public copy made from the original by
// withholding passages, each with its reason.
export const WITHHOLD_REASONS = ['personal-information', 'profanity', 'threat', 'other'] as const
export type WithholdReason = (typeof WITHHOLD_REASONS)[number]

/** How the public copy names a withheld passage's reason. */
export const WITHHELD_LABEL: Record<WithholdReason, string> = {
  'personal-information': 'personal information',
  profanity: 'profanity',
  threat: 'threat',
  other: 'other',
}

/** A passage of the original, by character offsets [start, end), withheld from the public copy. */
export interface Redaction {
  start: number
  end: number
  reason: WithholdReason
}

/** Why a set of passages cannot be withheld, or null when it can. */
export function redactionProblem(original: string, redactions: readonly Redaction[]): string | null {
  const sorted = [...redactions].sort((a, b) => a.start - b.start)
  let end = 0
  for (const r of sorted) {
    if (!Number.isInteger(r.start) || !Number.isInteger(r.end) || r.start < 0 || r.end > original.length || r.start >= r.end) {
      return 'A withheld passage is not part of the comment.'
    }
    if (r.start < end) return 'Withheld passages may not overlap.'
    end = r.end
  }
  return null
}

/** A piece of a comment's public copy: text as written, or a withheld passage's reason (the reader's page says it in their language). */
export type PublicCopyPart = { text: string } | { withheld: WithholdReason }

/** The public copy in pieces: the original's text between withheld passages, and each passage's reason. */
export function publicCopyParts(original: string, redactions: readonly Redaction[]): PublicCopyPart[] {
  const parts: PublicCopyPart[] = []
  let at = 0
  for (const r of [...redactions].sort((a, b) => a.start - b.start)) {
    if (r.start > at) parts.push({ text: original.slice(at, r.start) })
    parts.push({ withheld: r.reason })
    at = r.end
  }
  if (at < original.length) parts.push({ text: original.slice(at) })
  return parts
}

/** The public copy the registry keeps and real clients read: each withheld passage replaced by "[withheld: reason]", in English. */
export function publicCopy(original: string, redactions: readonly Redaction[]): string {
  return publicCopyParts(original, redactions)
    .map((part) => ('text' in part ? part.text : `[withheld: ${WITHHELD_LABEL[part.withheld]}]`))
    .join('')
}

/**
 * A published comment's public copy in pieces for its reader's page, or null when it has no
 * withheld passage or its text is not the copy made from them (an imported comment, or one
 * published with its own text): the page shows redactedComment as it is.
 */
export function publishedParts(comment: { original: string; redactions: readonly Redaction[]; redactedComment: string | null }): PublicCopyPart[] | null {
  if (comment.redactions.length === 0 || comment.redactedComment !== publicCopy(comment.original, comment.redactions)) return null
  return publicCopyParts(comment.original, comment.redactions)
}

/** How long the link e-mailed after a rejection lets its author edit and resubmit the comment. */
export const RESUBMIT_LINK_DAYS = 30

/** A rejected comment's author may edit and resubmit it, unless it was rejected as a threat. */
export const mayResubmitAfter = (reason: WithholdReason): reason is Exclude<WithholdReason, 'threat'> => reason !== 'threat'

export interface WithheldGroup {
  reason: WithholdReason
  count: number
}

/**
 * What a project's Comments tab says of the comments it does not show: how many were withheld, and
 * how many for each reason, in the reasons' fixed order, leaving out reasons with none.
 */
export function withheldByReason(counts: readonly WithheldGroup[]): { total: number; groups: WithheldGroup[] } {
  const groups = WITHHOLD_REASONS.map((reason) => ({ reason, count: counts.filter((c) => c.reason === reason).reduce((n, c) => n + c.count, 0) })).filter(
    (g) => g.count > 0,
  )
  return { total: groups.reduce((n, g) => n + g.count, 0), groups }
}
