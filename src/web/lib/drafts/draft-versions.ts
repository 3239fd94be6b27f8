// A proposal draft's form and summary as the field-by-field merge reads them (shared/proposal-form/
// merge-fields, decision 0060): the fields a save changed since its base, the draft once a save
// answered with the registry's merged copy, and the version a conflict's choices make.
import { changedFields, rebase, resolveConflict } from '../../../shared/proposal-form/merge-fields'
import type { ProposalVersion } from '../../../shared/proposal-form/merge-fields'
import type { ProposalOnServer } from '../../../shared/schemas/proposal'
import type { DraftKind, DraftSummary, DraftVersionRecord } from '../db/drafts-store'
import { DraftUnreadable, migrateDraft } from './draft-migrations'

export const summaryOf = (proposal: ProposalOnServer): DraftSummary => ({
  projectTitle: proposal.projectTitle,
  proponentName: proposal.proponentName,
  isAgent: proposal.isAgent,
  assessmentDistricts: proposal.assessmentDistricts,
  firstNations: proposal.firstNations,
  language: proposal.language,
})

/** The registry's copy as this device keeps a draft. */
export const recordOf = (proposal: ProposalOnServer): DraftVersionRecord => ({
  form: migrateDraft(proposal.kind, proposal.form1),
  summary: summaryOf(proposal),
})

function versionOf(kind: DraftKind, { form, summary }: DraftVersionRecord): ProposalVersion {
  const { language: _language, ...project } = summary
  return { form: migrateDraft(kind, form) as Record<string, unknown>, project }
}

const recordFrom = ({ form, project }: ProposalVersion, language: DraftSummary['language']): DraftVersionRecord => ({
  form,
  summary: {
    ...project,
    assessmentDistricts: [...project.assessmentDistricts],
    firstNations: [...project.firstNations],
    language,
  },
})

/** The fields changed from `base` to `now`; undefined when the base is not known (every field counts then). */
export function fieldsChanged(kind: DraftKind, base: DraftVersionRecord | null | undefined, now: DraftVersionRecord): string[] | undefined {
  if (!base) return undefined
  try {
    return changedFields(kind, versionOf(kind, base), versionOf(kind, now))
  } catch (error) {
    // A base no migration reads: the save names no fields, and the server compares them all.
    if (error instanceof DraftUnreadable) return undefined
    throw error
  }
}

/** The draft here once the save of `sent` answered with the registry's merged copy: what was edited here since stays. */
export function rebased(
  kind: DraftKind,
  {
    sent,
    local,
    saved,
  }: {
    sent: DraftVersionRecord
    local: DraftVersionRecord
    saved: DraftVersionRecord
  },
): DraftVersionRecord {
  return recordFrom(
    rebase(kind, {
      sent: versionOf(kind, sent),
      local: versionOf(kind, local),
      saved: versionOf(kind, saved),
    }),
    local.summary.language,
  )
}

/** The version the person's choices in a conflict make, to save over the registry's copy. */
export function resolved(
  kind: DraftKind,
  {
    base,
    mine,
    theirs,
  }: {
    base: DraftVersionRecord | null | undefined
    mine: DraftVersionRecord
    theirs: DraftVersionRecord
  },
  choices: Readonly<Record<string, 'mine' | 'theirs'>>,
): DraftVersionRecord {
  return recordFrom(
    resolveConflict(
      kind,
      {
        base: base ? versionOf(kind, base) : null,
        mine: versionOf(kind, mine),
        saved: versionOf(kind, theirs),
      },
      choices,
    ),
    mine.summary.language,
  )
}
