// My Projects, follow and hide, and the user's organizations (spec public-registry §2, §3, §7).
import * as v from 'valibot'
import { StatusOk } from './common.ts'
import { STAGE_GROUPS } from '../domain/stages.ts'
import { PROPOSAL_KINDS } from './proposal.ts'

/** Role codes; the web app shows their names ("Proponent or Agent", "Follower" …). */
export const USER_ROLE_CODES = ['proponent-agent', 'decision-body', 'planning-commission', 'intervenor', 'participant', 'follower'] as const

export const MyProject = v.object({
  projectId: v.string(),
  projectNumber: v.nullable(v.string()),
  title: v.string(),
  proponentName: v.string(),
  lastUpdated: v.string(),
  /** When the proposal was submitted; null for drafts and for projects that came in another way. */
  submittedAt: v.nullable(v.string()),
  projectTypeId: v.string(),
  stageId: v.string(),
  stageGrouping: v.picklist(STAGE_GROUPS),
  isActive: v.boolean(),
  isDraft: v.boolean(),
  uploadedByForm2: v.boolean(),
  /** Which form the proposal was written in, to open a draft in it; null when none was used. */
  formKind: v.nullable(v.picklist(PROPOSAL_KINDS)),
  isProponentOrAgent: v.boolean(),
  hasForm1: v.boolean(),
  /** The submitted form as JSON text, for proponents (the placer form reuses it). */
  form1: v.nullable(v.string()),
  userRoles: v.array(v.picklist(USER_ROLE_CODES)),
  hidden: v.boolean(),
})
export type MyProject = v.InferOutput<typeof MyProject>
export const MyProjectsResponse = v.object({ status: StatusOk, projects: v.array(MyProject) })

export const ProjectIdsResponse = v.object({ status: StatusOk, projectIds: v.array(v.string()) })

/** "OK", or "KO - reason" as the spec's follow/hide answers. */
export const ToggleResponse = v.object({ status: v.string(), code: v.optional(v.string()) })
export const FollowingResponse = v.object({ status: StatusOk, following: v.boolean() })

export const MyOrganizationsResponse = v.object({
  status: StatusOk,
  organizations: v.array(v.object({ organizationId: v.string(), name: v.string(), publicDisplayName: v.string() })),
})
