// Contracts of My Projects, follow/hide and the user's organizations.
import { contract } from '../../http/openapi.ts'
import * as m from '../../../shared/schemas/my-projects.ts'

const tags = ['My projects']
const login = { 401: 'Not logged in, or the session has ended' }
const toggle = { ...login, 404: 'No visible project has that id' }

export const routes = {
  my: contract({ tags, summary: 'Projects the caller follows or has a role on, newest change first', ok: m.MyProjectsResponse, errors: login }),
  following: contract({ tags, summary: 'Ids of the projects the caller follows', ok: m.ProjectIdsResponse, errors: login }),
  hidden: contract({ tags, summary: 'Ids of the projects the caller has hidden', ok: m.ProjectIdsResponse, errors: login }),
  follow: contract({ tags, summary: 'Follow a project: status OK, or "KO - reason"', ok: m.ToggleResponse, errors: toggle }),
  unfollow: contract({ tags, summary: 'Stop following a project', ok: m.ToggleResponse, errors: toggle }),
  hide: contract({ tags, summary: 'Hide a project from My Projects (decision bodies): OK or "KO - reason"', ok: m.ToggleResponse, errors: toggle }),
  unhide: contract({ tags, summary: 'Show a hidden project again', ok: m.ToggleResponse, errors: toggle }),
  isFollowing: contract({ tags, summary: 'Whether the caller follows the project', ok: m.FollowingResponse, errors: toggle }),
  myOrganizations: contract({ tags, summary: 'Organizations the caller belongs to', ok: m.MyOrganizationsResponse, errors: login }),
}
