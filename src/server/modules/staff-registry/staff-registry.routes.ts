// Contracts of registry administration: organizations and people's roles on projects. Administrators only.
import * as v from 'valibot'
import { contract } from '../../http/openapi.ts'
import * as s from '../../../shared/schemas/staff-registry.ts'
import { StatusOk } from '../../../shared/schemas/common.ts'

const tags = ['Staff']
const staff = {
  403: 'An assessor or a manager: registry administration is for administrators (code staff-role)',
  404: 'Not staff (the workspace does not exist for them), or no such organization, project or role',
}
const write = { ...staff, 400: 'A value is missing or not valid', 409: 'Already there' }
const done = v.object({ status: StatusOk })

export const routes = {
  organizations: contract({
    tags,
    summary: 'First Nations, decision bodies and planning commissions, removed ones too',
    ok: s.StaffOrganizationsResponse,
    errors: staff,
  }),
  addOrganization: contract({ tags, summary: 'Add a First Nation, decision body or planning commission', ok: s.OrganizationCreated, errors: write }),
  editOrganization: contract({
    tags,
    summary: 'Change an organization’s names (English, public, French) and e-mail address; its kind stays',
    ok: done,
    errors: write,
  }),
  removeOrganization: contract({ tags, summary: 'Take an organization off the lists (it stays on the records that name it)', ok: done, errors: staff }),
  restoreOrganization: contract({
    tags,
    summary: 'Put a removed organization back on the lists',
    ok: done,
    errors: { ...staff, 409: 'Another organization of its kind on the lists has its name' },
  }),
  people: contract({
    tags,
    summary: 'The decision bodies, participants, planning commissions and intervenors of a project',
    ok: s.ProjectPeopleResponse,
    errors: staff,
  }),
  addPerson: contract({ tags, summary: 'Give an account a role on a project, for an organization where the role needs one', ok: done, errors: write }),
  removePerson: contract({ tags, summary: 'Take a role on a project away from an account', ok: done, errors: staff }),
}
