// Registry administration (issue 18 item 5): the organizations people act for (First Nations,
// decision bodies, planning commissions) and people's roles on a project.
import * as v from 'valibot'
import { StatusOk } from './common.ts'

export const ADMINISTERED_ORGANIZATION_KINDS = ['first-nation', 'decision-body', 'planning-commission'] as const
/** The project roles staff give and take here; a proponent's comes with the proposal, a lead assessor's with the assignment. */
export const ADMINISTERED_PROJECT_ROLES = ['decision-body', 'participant', 'planning-commission', 'intervenor'] as const

export const StaffOrganization = v.object({
  organizationId: v.string(),
  kind: v.string(),
  name: v.string(),
  publicDisplayName: v.string(),
  frenchDisplayName: v.nullable(v.string()),
  email: v.nullable(v.string()),
  active: v.boolean(),
})
export const StaffOrganizationsResponse = v.object({ status: StatusOk, organizations: v.array(StaffOrganization) })

const Name = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message), v.maxLength(300, 'Keep the name under 300 characters.'))

const OptionalName = v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(300, 'Keep the name under 300 characters.')))

/** What staff write of an organization; its kind is chosen once, when it is added. */
const OrganizationFields = {
  name: Name('Name the organization.'),
  /** The name the public pages show in English; empty shows the name. */
  publicDisplayName: v.optional(OptionalName, null),
  /** The name the public pages show in French; empty shows the English one. */
  frenchDisplayName: OptionalName,
  email: v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(254, 'Keep the e-mail address under 254 characters.'), v.email('Give a valid e-mail address.'))),
}

export const NewOrganization = v.object({
  kind: v.picklist(ADMINISTERED_ORGANIZATION_KINDS, 'Choose First Nation, decision body or planning commission.'),
  ...OrganizationFields,
})
export type NewOrganization = v.InferOutput<typeof NewOrganization>
export const OrganizationChange = v.object(OrganizationFields)
export type OrganizationChange = v.InferOutput<typeof OrganizationChange>
export const OrganizationCreated = v.object({ status: StatusOk, organizationId: v.string() })

export const ProjectPerson = v.object({
  userId: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  role: v.string(),
  organizationId: v.nullable(v.string()),
})
export const ProjectPeopleResponse = v.object({ status: StatusOk, people: v.array(ProjectPerson) })

export const AddProjectPerson = v.object({
  email: v.pipe(v.string(), v.trim(), v.nonEmpty('Give the person’s e-mail address.'), v.maxLength(254)),
  role: v.picklist(ADMINISTERED_PROJECT_ROLES, 'Choose decision body, participant, planning commission or intervenor.'),
  /** The organization the person acts for; decision bodies and planning commissions need one. */
  organizationId: v.nullable(v.pipe(v.string(), v.maxLength(100))),
})
export type AddProjectPerson = v.InferOutput<typeof AddProjectPerson>

export const RemoveProjectPerson = v.object({
  userId: v.pipe(v.string(), v.uuid('Choose a person of the project.')),
  role: v.picklist(ADMINISTERED_PROJECT_ROLES, 'Choose decision body, participant, planning commission or intervenor.'),
})
export type RemoveProjectPerson = v.InferOutput<typeof RemoveProjectPerson>
