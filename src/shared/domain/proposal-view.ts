// Which read-only view shows a project's proposal (spec public-registry §2: "chooses form2 if the
// proposal was uploaded as form 2, form1 if a form1 exists, otherwise the documents list"): the
// placer form's view never shows a general form, nor the other way round.

export type ProposalView = 'form1' | 'form2' | null

export function proposalView(project: { form1: string | null; uploadedByForm2: boolean }): ProposalView {
  if (!project.form1) return null
  return project.uploadedByForm2 ? 'form2' : 'form1'
}
