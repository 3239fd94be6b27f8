// Submitting a proposal draft (issue 7): submitted with no connection, it goes when the connection
// returns and lands on My Projects at Proposal Check; a submission the registry refuses because its
// location file was removed on another device says why, marks part 3 and no longer lists the file,
// and a file removed elsewhere is gone from the draft when its form opens again.
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { NO_NETWORK } from './persistent-browser'
import { GeneralFormPage, tagishCabin } from './page-models/general-form'
import { pdfFile, ProposalForm, serverProposal, tokenOf } from './page-models/proposal-form'
import type { People } from './people'

test.describe('submitting', () => {
  // With no connection the session check and the location look-ups find no network.
  test.use({ allowedConsoleErrors: [NO_NETWORK] })

  test('a proposal submitted with no connection goes when the connection returns, and lands on My Projects at Proposal Check', async ({
    page,
    context,
    request,
    people,
  }) => {
    test.setTimeout(90_000)
    await people.newAccount({ firstName: 'Submitter', confirmIn: page })
    await page.goto('/project/add')
    const form = new ProposalForm(page)
    await new GeneralFormPage(page).fillPart1(tagishCabin('Tagish Lake cabin'))
    await page.getByRole('button', { name: 'Proceed to part 2' }).click()
    await page.locator('#gf-regulation-0-part').selectOption({ index: 1 })
    await page.getByRole('button', { name: 'Proceed to part 3' }).click()
    await page.getByRole('button', { name: 'Add a polygon' }).click()
    const districts = page.getByRole('group', { name: 'Assessment districts' })
    await expect(districts.getByRole('checkbox', { checked: true }).first()).toBeVisible({ timeout: 20_000 })
    await expect(form.status).toHaveText('Synced')
    const projectId = form.projectId()
    const token = await tokenOf(page)

    await context.setOffline(true)
    await form.submit.click()
    await expect(form.message).toContainText('your proposal will be submitted when the connection returns')
    await expect(form.status).toHaveText('Waiting for connection')
    expect((await serverProposal(request, token, projectId))?.submitted).toBe(false)

    await context.setOffline(false)
    await expect(page).toHaveURL(/\/my-projects$/, { timeout: 30_000 })
    await expect(page.getByTestId('proposal-submitted')).toContainText('Tagish Lake cabin')
    await expect(page.getByTestId('proposal-submitted')).toContainText('Proposal Check')
    const card = page.getByTestId('my-project').filter({ hasText: 'Tagish Lake cabin' })
    await expect(card).toContainText('Proposal Check')
    expect(await serverProposal(request, token, projectId)).toMatchObject({ submitted: true, projectTitle: 'Tagish Lake cabin' })
  })
})

/**
 * A new proponent's general-form draft complete to part 3 by a location file and a district chosen
 * by hand (no shape drawn), synced, with that file on the registry; and a way to remove the file as
 * another device of the same person would.
 */
async function draftWithLocationFile(page: Page, request: APIRequestContext, people: People, name: string) {
  await people.newAccount({ firstName: name, confirmIn: page })
  await page.goto('/project/add')
  const form = new ProposalForm(page)
  const parts = new GeneralFormPage(page)
  await parts.fillPart1(tagishCabin('Tagish Lake boathouse'))
  await parts.proceed().click()
  await parts.field('Part').selectOption({ index: 1 })
  await parts.proceed().click()
  // Part 3 is complete with a location file and a district chosen by hand, no shape drawn.
  await page.getByLabel(/^Location files/).setInputFiles(pdfFile('boathouse-site-plan.pdf'))
  await page.getByRole('group', { name: 'Assessment districts' }).getByRole('checkbox', { name: 'Whitehorse' }).check()
  await expect(form.status).toHaveText('Synced', { timeout: 20_000 })
  const projectId = form.projectId()
  const token = await tokenOf(page)
  const authorization = { Authorization: `Bearer ${token}` }
  const locationFiles = async () => {
    const answer = await request.get(`/api/projects/${projectId}/documents/proposal-location`, { headers: authorization })
    return answer.ok() ? ((await answer.json()) as { documents: { documentId: string; fileName: string }[] }).documents : []
  }
  await expect.poll(async () => (await locationFiles()).map((d) => d.fileName), { timeout: 20_000 }).toEqual(['boathouse-site-plan.pdf'])
  const listedHere = page.getByTestId('draft-document').filter({ hasText: 'boathouse-site-plan.pdf' })
  await expect(listedHere).toHaveCount(1)

  const removeElsewhere = async () => {
    const [locationFile] = await locationFiles()
    const removed = await request.post('/api/projects/remove-project-document', {
      headers: authorization,
      data: { projectId, documentId: locationFile!.documentId },
    })
    expect(removed.ok()).toBe(true)
  }
  return { form, parts, projectId, token, listedHere, removeElsewhere }
}

test.describe('a submission the registry refuses', () => {
  // The registry's answer to the submit, as the browser logs it.
  test.use({ allowedConsoleErrors: [/status of 400 \(Bad Request\)/] })

  test('a proposal whose location file was removed elsewhere is not submitted: the form says why, marks part 3 and no longer lists the file, after a reload too', async ({
    page,
    request,
    people,
  }) => {
    const { form, parts, projectId, token, listedHere, removeElsewhere } = await draftWithLocationFile(page, request, people, 'Refused')
    // The same person removes the file from another device: this browser still lists it, and its
    // own check lets the submit go; the registry counts the files it holds, and refuses.
    await removeElsewhere()
    await form.submit.click()

    const refused = 'Proposal was not Submitted. Some required fields are missing: the parts marked in the navigation show what to fill in.'
    await expect(form.message).toContainText(refused, { timeout: 20_000 })
    await expect(form.message).toHaveAttribute('role', 'alert')
    await expect(page.getByText('Submitting your proposal…')).toHaveCount(0)
    await expect(form.submit).toBeEnabled()
    await expect(page).not.toHaveURL(/my-projects/)
    expect(await serverProposal(request, token, projectId)).toMatchObject({ submitted: false, projectTitle: 'Tagish Lake boathouse' })
    // The registry's answer names part 3, and this device learns the file is gone from the registry.
    const missingHere = page.getByRole('alert').filter({ hasText: 'This part is missing required fields' })
    await expect(missingHere).toBeVisible()
    await expect(listedHere).toHaveCount(0, { timeout: 20_000 })

    // The refusal is kept with the draft: reopened, the form still says so, and nothing went.
    await page.reload()
    await expect(form.message).toContainText(refused)
    await expect(form.status).toHaveText('Error: Some required fields are missing: the parts marked in the navigation show what to fill in.')
    await expect(missingHere).toBeVisible()
    await expect(page.getByLabel(/^Location files/)).toBeAttached()
    await expect(listedHere).toHaveCount(0)
    await expect(form.submit).toBeEnabled()
    // Elsewhere in the form, the navigation and part 8 point back to part 3.
    await parts.jumpTo(8)
    await expect(parts.navItem(3)).toHaveAccessibleName(/missing required fields/)
    await expect(page.getByRole('alert').filter({ hasText: 'There are required fields in previous sections' })).toContainText('Part 3: Project location')
    expect((await serverProposal(request, token, projectId))?.submitted).toBe(false)
  })

  test('a file removed on another device is gone from the draft when its form opens again, before any submit', async ({ page, request, people }) => {
    const { form, parts, listedHere, removeElsewhere } = await draftWithLocationFile(page, request, people, 'Reopened')
    await removeElsewhere()
    await page.reload()
    await expect(listedHere).toHaveCount(0, { timeout: 20_000 })
    // Part 3 now lacks its location by this device's own check, before anything is sent to be refused.
    await parts.jumpTo(8)
    await expect(parts.navItem(3)).toHaveAccessibleName(/needs attention/)
    await expect(form.status).toHaveText('Synced')
  })
})
