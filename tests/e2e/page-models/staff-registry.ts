// Registry administration: the Organizations screen and the People's roles panel of a project's
// staff page; and the demo project open to participants' comments only.
import type { APIRequestContext, Locator, Page } from '@playwright/test'

export class OrganizationsScreen {
  readonly page: Page
  readonly form: Locator
  readonly name: Locator
  readonly frenchName: Locator
  readonly email: Locator
  readonly search: Locator
  readonly table: Locator
  readonly done: Locator

  constructor(page: Page) {
    this.page = page
    this.form = page.getByTestId('organization-form')
    this.name = this.form.getByRole('textbox', { name: /^(Name|Nom)$/ })
    this.frenchName = this.form.getByRole('textbox', { name: /^(Name in French|Nom en français)$/ })
    this.email = this.form.getByRole('textbox', { name: /^(E-mail|Courriel)$/ })
    this.search = page.getByRole('searchbox', { name: /^(Name or e-mail|Nom ou courriel)$/ })
    this.table = page.getByTestId('organizations')
    this.done = page.getByTestId('staff-action-done')
  }

  kind(): Locator {
    return this.form.getByRole('combobox', { name: /^(Kind|Type)$/ })
  }

  submit(): Locator {
    return this.form.getByRole('button', { name: /^(Add the organization|Ajouter l’organisation|Save changes|Enregistrer les modifications)$/ })
  }

  /** The radio that lists one kind. */
  show(kind: RegExp): Locator {
    return this.page.getByRole('radio', { name: kind })
  }

  row(name: string): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name: new RegExp(`^${name}`) }) })
  }
}

export class ProjectPeoplePanel {
  readonly panel: Locator
  readonly people: Locator
  readonly search: Locator
  readonly find: Locator
  readonly role: Locator
  readonly organization: Locator
  readonly give: Locator
  readonly done: Locator

  constructor(page: Page) {
    this.panel = page.getByRole('region', { name: /^(People’s roles|Rôles des personnes)$/ })
    this.people = this.panel.getByTestId('project-people')
    this.search = this.panel.getByRole('searchbox', { name: /^(Name or e-mail|Nom ou courriel)$/ })
    this.find = this.panel.getByRole('button', { name: /^(Find|Chercher)$/ })
    this.role = this.panel.getByRole('combobox', { name: /^(Role|Rôle)$/ })
    this.organization = this.panel.getByRole('combobox', { name: /^(For the organization|Pour l’organisation)/ })
    this.give = this.panel.getByRole('button', { name: /^(Give the role|Donner le rôle)$/ })
    this.done = this.panel.getByTestId('staff-action-done')
  }

  /** The found account to choose, by its e-mail address. */
  person(email: string): Locator {
    return this.panel.getByRole('radio', { name: new RegExp(`${email.replace(/[.+]/g, '\\$&')}$`) })
  }
}

/** The demo project open to participants' comments only (and not to the public's), found among the projects of the participant (or their stand-in) whose session `token` is. */
export async function participantsOnlyProject(request: APIRequestContext, token: string): Promise<{ projectId: string; title: string }> {
  const { projects } = (await (await request.get('/api/projects/my', { headers: { Authorization: `Bearer ${token}` } })).json()) as {
    projects: { projectId: string }[]
  }
  for (const { projectId } of projects) {
    const { project } = (await (await request.get(`/api/projects/${projectId}`)).json()) as {
      project: { projectId: string; title: string; openForComments: boolean; openForParticipantComments: boolean }
    }
    if (project.openForParticipantComments && !project.openForComments) return project
  }
  throw new Error('The demo participant has no project open to participants’ comments only')
}
