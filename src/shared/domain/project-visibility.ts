// Who may see a project at all, by its stage (spec proposals-and-accounts §1, §6, "proposals are
// posted after 24 to 48 hours of review"): a draft is its author's alone until it is submitted; a
// submitted proposal at Proposal Check is its Proponent/Agent's and the staff's until staff accept
// it; a deleted project is nobody's; a project in any other stage is public once it has a number.
// The server stores each stage's audience in its stages table, where its queries and the search's
// read model take it from (docs/decisions/0018).

export const PROJECT_AUDIENCES = ['public', 'proponent-and-staff', 'author', 'nobody'] as const
export type ProjectAudience = (typeof PROJECT_AUDIENCES)[number]

const NOT_PUBLIC: Readonly<Record<string, ProjectAudience>> = { DRAFT: 'author', PROPOSAL_CHECK: 'proponent-and-staff', DELETED: 'nobody' }

/** Who sees the projects in a stage, by its code (the same in every project type). */
export function stageAudience(code: string): ProjectAudience {
  return NOT_PUBLIC[code] ?? 'public'
}

export function isPublicStage(code: string): boolean {
  return stageAudience(code) === 'public'
}

/** What the caller is to the project; null for an anonymous visitor. */
export interface ProjectRelation {
  isStaff: boolean
  /** Created it (a draft's only reader). */
  isAuthor: boolean
  isProponentOrAgent: boolean
}

export function canSeeProject(project: { stageCode: string; projectNumber: string | null }, who: ProjectRelation | null): boolean {
  switch (stageAudience(project.stageCode)) {
    case 'public':
      return project.projectNumber !== null
    case 'proponent-and-staff':
      return who !== null && (who.isStaff || who.isProponentOrAgent)
    case 'author':
      return who?.isAuthor ?? false
    case 'nobody':
      return false
  }
}
