// Changing what the office wrote, after it is written: the spec's own assessor (people.ts), signed in
// through the real login, in French on a phone, moves a scheduled hearing to another place; the public Hearings tab
// shows the new place and the activity feed says the hearing changed.
import { expect, test } from './fixtures'
import { panelBeforeHearings } from './page-models/intervenor-pages'

test('an assessor moves a hearing to another place, in French on a phone, and the public reads where it now is @phone', async ({
  people,
  page,
  request,
  account,
  shell,
}) => {
  const { projectId } = await panelBeforeHearings(request, await people.token(await people.standIn('intervenor')))
  const title = `Audience communautaire ${Date.now()}`
  // Its own new place: other runs of the test moved theirs to a club too.
  const place = `Club de curling de Dawson ${Date.now()}`
  const assessor = await people.standIn('assessor')
  const token = await people.token(assessor)
  const hearing = {
    title,
    startDate: '2027-06-15',
    endDate: null,
    time: '19 h',
    location: 'Salle communautaire de Dawson',
    description: '<p>Tout le monde est bienvenu.</p>',
  }
  const created = await request.post(`/api/staff/projects/${projectId}/hearings`, { data: hearing, headers: { Authorization: `Bearer ${token}` } })
  expect(created.ok()).toBe(true)

  await account.logIn(assessor)
  await page.goto(`/staff/projects/${projectId}`)
  await shell.header.getByRole('button', { name: 'Menu', exact: true }).click()
  await shell.switchLanguage('Français')
  const hearings = page.getByTestId('staff-hearings')
  await hearings.getByTestId('staff-hearing').filter({ hasText: title }).getByRole('button', { name: 'Modifier' }).click()
  const form = hearings.getByRole('form', { name: `Modifier ${title}` })
  await expect(form.getByLabel('Premier jour')).toHaveValue('2027-06-15')
  await form.getByLabel('Lieu').fill(place)
  await form.getByRole('button', { name: 'Enregistrer les modifications' }).click()
  await expect(hearings.getByTestId('staff-content-done')).toHaveText(`${title} est enregistré.`)
  await expect(hearings.getByTestId('staff-hearing').filter({ hasText: title })).toContainText(place)

  await page.goto(`/projects/${projectId}/hearings`)
  await expect(page.getByText(place)).toBeVisible()
  await page.goto(`/projects/${projectId}/activity`)
  await expect(page.getByText(`La date, l’heure ou le lieu de ${title} a changé.`)).toBeVisible()
})
