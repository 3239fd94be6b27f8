// Registry administration as the spec's own administrator (people.ts) signed in through the real
// login: add an organization, give a new account the participant role on the project open to participants'
// comments for it, which the person sees at once (Add a Comment), and take the role away again;
// on a desktop and a phone. The screens in French with their validation messages; an organization
// edited. A manager has neither screen.
import type { Browser } from '@playwright/test'
import { expect, test } from './fixtures'
import { Account } from './page-models/account'
import { OrganizationsScreen, ProjectPeoplePanel, participantsOnlyProject } from './page-models/staff-registry'
import type { Person } from './people'

const unique = (name: string) => `${name} ${Date.now()}-${Math.floor(Math.random() * 1e6)}`

/** The person's own browser, signed in, on the project's page. */
async function asPerson(browser: Browser, baseURL: string, person: Person, projectId: string) {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await new Account(page).logIn(person)
  await page.goto(`/projects/${projectId}`)
  return { context, page }
}

for (const device of ['desktop', 'phone'] as const) {
  const tag = device === 'phone' ? ' @phone' : ''
  test(`an administrator adds an organization and gives a person a role on a project for it, which the person sees, then takes it away${tag}`, async ({
    page,
    people,
    account,
    shell,
    browser,
    baseURL,
    request,
  }) => {
    test.slow()
    const project = await participantsOnlyProject(request, await people.token(await people.standIn('participant')))
    const kaska = await people.newAccount({ firstName: 'Kaska', lastName: 'Applicant' })
    const { email } = kaska
    const name = unique('Kwanlin Test Council')

    await account.logIn(await people.standIn('administrator'))
    const menu = shell.header.getByRole('button', { name: 'Menu', exact: true })
    if (await menu.isVisible()) await menu.click()
    await shell.navLink('Staff').click()
    await page.getByRole('navigation', { name: 'Staff workspace' }).getByRole('link', { name: 'Organizations' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Organizations')

    const organizations = new OrganizationsScreen(page)
    await expect(organizations.show(/^First Nations \(\d+\)$/)).toBeChecked()
    await organizations.kind().selectOption({ label: 'First Nation' })
    await organizations.name.fill(name)
    await organizations.frenchName.fill(`Conseil ${name}`)
    await organizations.submit().click()
    await expect(organizations.done).toHaveText(`${name} is added.`)
    await organizations.search.fill(name)
    await expect(organizations.row(name)).toContainText(`Conseil ${name}`)

    await page.goto(`/staff/projects/${project.projectId}`)
    const roles = new ProjectPeoplePanel(page)
    await roles.search.fill(email)
    await roles.find.click()
    await roles.person(email).check()
    await roles.role.selectOption({ label: 'Participant' })
    await expect(roles.panel).toContainText('comments while a comment period is open to participants only')
    await roles.organization.selectOption({ label: name })
    await roles.give.click()
    await expect(roles.done).toHaveText(`${email} is now Participant on this project.`)
    await expect(roles.people.getByRole('listitem').filter({ hasText: email })).toContainText(`Participant · ${name}`)

    // The person may comment at once: the period is open to participants only.
    const person = await asPerson(browser, baseURL!, kaska, project.projectId)
    await expect(person.page.getByRole('heading', { level: 1 })).toHaveText(project.title)
    await expect(person.page.getByRole('link', { name: 'Add a Comment' })).toBeVisible()

    await roles.panel.getByRole('button', { name: `Take the role Participant away from ${email}` }).click()
    await expect(roles.done).toHaveText(`${email} is no longer Participant on this project.`)
    await expect(roles.people).not.toContainText(email)
    await person.page.reload()
    await expect(person.page.getByText('Public Comment period is currently closed for this project.')).toBeVisible()
    await expect(person.page.getByRole('link', { name: 'Add a Comment' })).toHaveCount(0)
    await person.context.close()
  })
}

test.describe('in French', () => {
  // The same name again is refused (409), which the browser reports for the request.
  test.use({ allowedConsoleErrors: [/status of 409 \(Conflict\) \(http:\/\/localhost:\d+\/api\/staff\/organizations\)/] })

  test('organizations and people’s roles are in French, with their validation messages; an organization is edited', async ({
    page,
    people,
    account,
    shell,
    request,
  }) => {
    const participant = await people.standIn('participant')
    const project = await participantsOnlyProject(request, await people.token(participant))
    const name = unique('Conseil de test')
    await account.logIn(await people.standIn('administrator'))
    await page.goto('/staff/organizations')
    await shell.switchLanguage('Français')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Organisations')

    const organizations = new OrganizationsScreen(page)
    await organizations.kind().selectOption({ label: 'Commission d’aménagement' })
    await organizations.email.fill('pas une adresse')
    await organizations.submit().click()
    await expect(organizations.form).toContainText('Nommez l’organisation.')
    await expect(organizations.form).toContainText('Indiquez une adresse courriel valide.')
    await expect(organizations.name).toHaveAttribute('aria-invalid', 'true')

    await organizations.name.fill(name)
    await organizations.email.fill('bureau@conseil.example')
    await organizations.submit().click()
    await expect(organizations.done).toHaveText(`L’organisation ${name} est ajoutée.`)
    await expect(organizations.show(/^Commissions d’aménagement \(\d+\)$/)).toBeChecked()

    // The same name again is refused under the name.
    await organizations.kind().selectOption({ label: 'Commission d’aménagement' })
    await organizations.name.fill(name.toUpperCase())
    await organizations.submit().click()
    await expect(organizations.form).toContainText('Une organisation de ce type porte déjà ce nom.')

    await organizations
      .row(name)
      .getByRole('button', { name: `Modifier ${name}` })
      .click()
    await expect(organizations.name).toBeFocused()
    await expect(organizations.email).toHaveValue('bureau@conseil.example')
    await organizations.frenchName.fill(`${name} (fr)`)
    await organizations.submit().click()
    await expect(organizations.done).toHaveText(`L’organisation ${name} est enregistrée.`)
    await expect(organizations.row(name)).toContainText(`${name} (fr)`)

    await organizations
      .row(name)
      .getByRole('button', { name: `Retirer ${name}` })
      .click()
    await expect(organizations.row(name)).toContainText('Retirée')
    await organizations
      .row(name)
      .getByRole('button', { name: `Rétablir ${name}` })
      .click()
    await expect(organizations.done).toHaveText(`L’organisation ${name} figure de nouveau sur les listes.`)

    // A planning commission role needs its commission.
    await page.goto(`/staff/projects/${project.projectId}`)
    const roles = new ProjectPeoplePanel(page)
    await roles.search.fill(participant.email)
    await roles.find.click()
    await roles.person(participant.email).check()
    await roles.role.selectOption({ label: 'Commission d’aménagement' })
    await roles.give.click()
    await expect(roles.panel).toContainText('Choisissez l’organisation pour laquelle la personne agit.')
    await expect(roles.organization.getByRole('option', { name })).toHaveCount(1)
  })
})

test('a manager has neither the organizations nor people’s roles', async ({ page, people, account, request }) => {
  const project = await participantsOnlyProject(request, await people.token(await people.standIn('participant')))
  await account.logIn(await people.standIn('manager'))
  await page.goto(`/staff/projects/${project.projectId}`)
  await expect(page.getByRole('region', { name: 'Comment period' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'People’s roles' })).toHaveCount(0)
  await expect(page.getByRole('navigation', { name: 'Staff workspace' }).getByRole('link', { name: 'Organizations' })).toHaveCount(0)
  await page.goto('/staff/organizations')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page needs the administrator role')
})
