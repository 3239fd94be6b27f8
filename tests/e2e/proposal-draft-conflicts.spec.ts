// One proposal draft edited in two browsers by the same new proponent (issue 7): a general-form draft
// becomes a conflict the person resolves, keep mine and take theirs both losing nothing unchosen; a
// PDF-upload draft keeps both changes to different fields and asks only for the field both changed.
import { expect, test } from './fixtures'
import { CONFLICT_REPORTED, ProposalForm, serverProposal, tokenOf } from './page-models/proposal-form'

test.describe('two browsers', () => {
  test.use({ allowedConsoleErrors: [CONFLICT_REPORTED] })

  test('the same draft edited in two browsers becomes a conflict; keep mine and take theirs both lose nothing unchosen', async ({
    page,
    request,
    people,
    anotherDevice,
  }) => {
    test.setTimeout(90_000)
    const proponent = await people.newAccount({ firstName: 'Laptop', confirmIn: page })
    await page.goto('/project/add')
    const laptop = new ProposalForm(page)
    await laptop.title.fill('Version from the laptop')
    await laptop.saveDraft.click()
    await expect(laptop.message).toHaveText(/Draft proposal saved/)
    await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}\/edit$/)
    const projectId = laptop.projectId()
    const token = await tokenOf(page)

    // The tablet has never seen the draft: it opens it from the server.
    const tabletPage = await anotherDevice(proponent)
    await tabletPage.goto(`/projects/${projectId}/edit`)
    const tablet = new ProposalForm(tabletPage)
    await expect(tablet.title).toHaveValue('Version from the laptop')
    await tablet.title.fill('Version from the tablet')
    await expect.poll(async () => (await serverProposal(request, token, projectId))?.projectTitle).toBe('Version from the tablet')
    await expect(tablet.status).toHaveText('Synced')

    // The laptop saves over the revision it last saw: a conflict, and both versions are kept.
    await laptop.title.fill('Laptop, edited again')
    await expect(laptop.status).toHaveText('Conflict')
    const conflict = page.getByRole('alert').filter({ hasText: 'this draft was changed elsewhere' })
    // The conflict choice takes the place of the save message, which is no longer true.
    await expect(conflict).toBeVisible()
    await expect(laptop.message).toHaveCount(0)
    // Only the field both changed, labelled with its part and field as the form names them, with both values.
    await expect(conflict.getByTestId('conflict-field')).toHaveCount(1)
    const mine = conflict.getByTestId('conflict-mine')
    await expect(mine.getByRole('heading', { name: 'Part 1: Proponent and contact' })).toBeVisible()
    await expect(mine.getByRole('term')).toHaveText(['Project title'])
    await expect(mine.getByRole('definition')).toHaveText(['Laptop, edited again'])
    await expect(conflict.getByTestId('conflict-theirs').getByRole('definition')).toHaveText(['Version from the tablet'])
    expect((await serverProposal(request, token, projectId))?.projectTitle).toBe('Version from the tablet')

    await conflict.getByRole('button', { name: 'Keep mine' }).click()
    await expect(laptop.status).toHaveText('Synced')
    await expect(laptop.message).toHaveCount(0)
    await expect(laptop.title).toHaveValue('Laptop, edited again')
    expect((await serverProposal(request, token, projectId))?.projectTitle).toBe('Laptop, edited again')

    // Now the tablet is behind: its next edit conflicts, and it takes the laptop's version.
    await tablet.title.fill('Tablet, edited again')
    await expect(tablet.status).toHaveText('Conflict')
    await tabletPage.getByRole('button', { name: 'Take theirs' }).click()
    await expect(tablet.title).toHaveValue('Laptop, edited again')
    await expect(tablet.status).toHaveText('Synced')
    expect((await serverProposal(request, token, projectId))?.projectTitle).toBe('Laptop, edited again')
  })

  test('a PDF-upload draft edited in two browsers keeps both changes to different fields, and asks only for the field both changed', async ({
    page,
    request,
    people,
    anotherDevice,
  }) => {
    test.setTimeout(90_000)
    const proponent = await people.newAccount({ firstName: 'Uploader', confirmIn: page })
    await page.goto('/project/upload')
    const title = page.getByLabel(/^Project title/)
    const status = page.getByTestId('draft-status')
    await title.fill('Upload from the laptop')
    await expect(page).toHaveURL(/\/project\/upload\?draft=/)
    const projectId = new URL(page.url()).searchParams.get('draft')!
    const token = await tokenOf(page)
    await expect(status).toHaveText('Synced', { timeout: 20_000 })

    const tabletPage = await anotherDevice(proponent)
    await tabletPage.goto(`/projects/${projectId}/edit-upload`)
    const tabletTitle = tabletPage.getByLabel(/^Project title/)
    await expect(tabletTitle).toHaveValue('Upload from the laptop')
    await tabletPage.getByLabel(/^Proponent name/).fill('Tablet Mining Ltd.')
    await expect.poll(async () => (await serverProposal(request, token, projectId))?.proponentName).toBe('Tablet Mining Ltd.')
    await expect(tabletPage.getByTestId('draft-status')).toHaveText('Synced')

    // Another field: kept with the tablet's, and the laptop shows the tablet's.
    await title.fill('Upload, edited again')
    await expect(status).toHaveText('Synced')
    await expect(page.getByLabel(/^Proponent name/)).toHaveValue('Tablet Mining Ltd.')
    expect(await serverProposal(request, token, projectId)).toMatchObject({ projectTitle: 'Upload, edited again', proponentName: 'Tablet Mining Ltd.' })

    // The same field, from the tablet now behind: it asks for that field alone.
    await tabletTitle.fill('Upload from the tablet')
    await expect(tabletPage.getByTestId('draft-status')).toHaveText('Conflict')
    const conflict = tabletPage.getByRole('alert').filter({ hasText: 'this draft was changed elsewhere' })
    await expect(conflict.getByTestId('conflict-mine').getByRole('term')).toHaveText(['Project title'])
    await expect(conflict.getByTestId('conflict-mine').getByRole('definition')).toHaveText(['Upload from the tablet'])
    await expect(conflict.getByTestId('conflict-theirs').getByRole('definition')).toHaveText(['Upload, edited again'])
    await conflict.getByRole('button', { name: 'Take theirs' }).click()
    await expect(tabletPage.getByTestId('draft-status')).toHaveText('Synced')
    await expect(tabletTitle).toHaveValue('Upload, edited again')
    await expect(tabletPage.getByLabel(/^Proponent name/)).toHaveValue('Tablet Mining Ltd.')
  })
})
