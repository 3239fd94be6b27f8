// Which earlier proposals a new placer proposal may start from (spec proposals-and-accounts §2
// step 3, §4 "Placer prefill"): the user's submitted placer proposals that carry their first form,
// where the user is the Proponent/Agent. Drafts are left out. Newest submission first.

export interface PrefillCandidate {
  projectId: string
  projectNumber: string | null
  title: string
  isDraft: boolean
  uploadedByForm2: boolean
  isProponentOrAgent: boolean
  hasForm1: boolean
  form1: string | null
  submittedAt: string | null
}

export function placerPrefillChoices<P extends PrefillCandidate>(projects: readonly P[]): P[] {
  return projects
    .filter((p) => p.uploadedByForm2 && p.hasForm1 && p.form1 !== null && !p.isDraft && p.isProponentOrAgent)
    .sort((a, b) => (b.submittedAt ?? '').localeCompare(a.submittedAt ?? ''))
}
