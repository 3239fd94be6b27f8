// Submitting a proposal as a filled-in PDF: the required fields and the one-file rule, then a
// submission that reaches the registry and lands on My Projects at Proposal Check.
import { expect, test } from './fixtures'
import { anyFile, fillUploadProposal, pdfFile } from './page-models/proposal-form'

test.describe('PDF-upload proposal', () => {
  test('asks an anonymous visitor to log in', async ({ page }) => {
    await page.goto('/project/upload')
    await expect(page).toHaveURL(/\/login\?redirect=/)
  })

  test('marks what is missing, takes one proposal file, and submits to My Projects at Proposal Check', async ({ page, people }) => {
    const title = `PDF proposal ${Date.now()}`
    await people.newAccount({ firstName: 'Uploading', confirmIn: page })
    await page.goto('/project/before-you-begin/step-2')
    await page.getByRole('radio', { name: /Upload a filled PDF/ }).check()
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page).toHaveURL(/\/project\/upload/)
    await expect(page.getByRole('heading', { level: 1, name: 'Upload a proposal' })).toBeVisible()

    await page.getByRole('button', { name: 'Submit', exact: true }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'in order to continue' })).toBeVisible()
    await expect(page.getByText('This field is mandatory')).not.toHaveCount(0)
    await expect(page.getByRole('alert').filter({ hasText: 'Please attach Proposal' })).toBeVisible()

    await page.getByLabel(/^Proponent name/).fill('Klondike Test Mining Ltd.')
    await page.getByLabel(/^Project title/).fill(title)
    await expect(page).toHaveURL(/\/project\/upload\?draft=/)
    const districts = page.getByRole('group', { name: /Assessment districts/ })
    await expect(districts.getByRole('checkbox', { name: 'Executive Committee Screenings' })).toHaveCount(0)
    await districts.getByRole('checkbox', { name: 'Dawson' }).check()

    // The picker takes one file; two dropped at once are refused with the spec's message.
    const dropped = await page.evaluateHandle(() => {
      const data = new DataTransfer()
      for (const name of ['one.pdf', 'two.pdf']) data.items.add(new File([`%PDF-1.7\n% ${name}\n%%EOF\n`], name, { type: 'application/pdf' }))
      return data
    })
    await page.getByText('Drop a file here').dispatchEvent('drop', { dataTransfer: dropped })
    await expect(page.getByRole('alert').filter({ hasText: 'Error: Only one File may be attached.' })).toBeVisible()
    // The filled proposal form is a PDF: a Word file is refused, saying what is taken.
    await page.getByLabel('Attach the proposal').setInputFiles([anyFile('proposal.docx', 'PK\u0003\u0004')])
    await expect(page.getByRole('alert').filter({ hasText: 'proposal.docx cannot be attached here. Only these kinds of file can: .pdf.' })).toBeVisible()
    await page.getByLabel('Attach the proposal').setInputFiles([pdfFile('proposal.pdf')])
    await expect(page.getByTestId('draft-document')).toContainText('proposal.pdf')
    // While the one file is there, nothing offers to add another.
    await expect(page.getByLabel('Attach the proposal')).toHaveCount(0)
    // As on the online form, the page says where the draft stands.
    await expect(page.getByTestId('draft-status')).toHaveText('Synced', { timeout: 20_000 })
    // The first Save draft of a new form says the proposal was saved, even though the draft reached
    // the registry by itself already, and a second later the page is the draft's own address.
    await page.getByRole('button', { name: 'Save draft' }).click()
    await expect(page.getByTestId('upload-message')).toHaveText('Draft proposal saved')
    await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}\/edit-upload$/)
    await expect(page.getByTestId('upload-message')).toHaveText('Draft proposal saved')
    await page.getByRole('button', { name: 'Save draft' }).click()
    await expect(page.getByTestId('upload-message')).toHaveText('Draft saved!')

    await page.getByRole('checkbox', { name: /privacy statement/ }).check()
    await page.getByRole('checkbox', { name: /Terms of Use/ }).check()
    await expect(page.getByText('This field is mandatory')).toHaveCount(0)
    await page.getByRole('button', { name: 'Submit', exact: true }).click()

    await expect(page).toHaveURL('/my-projects', { timeout: 20_000 })
    await expect(page.getByTestId('proposal-submitted')).toContainText(`Your proposal “${title}” was submitted as project`)
    await expect(page.getByTestId('proposal-submitted')).toContainText('It is now at Proposal Check.')
    const card = page.getByTestId('my-project').filter({ hasText: title })
    await expect(card).toContainText('Proposal Check')
  })

  test('asks an agent for the proponent’s email and signed consent form before the proposal goes', async ({ page, people }) => {
    const title = `Agent's PDF proposal ${Date.now()}`
    await people.newAccount({ firstName: 'Acting', confirmIn: page })
    await page.goto('/project/upload')
    await fillUploadProposal(page, title)
    await page.getByRole('group', { name: 'Are you submitting this proposal as an agent for the proponent?' }).getByRole('radio', { name: 'Yes' }).check()

    await page.getByRole('button', { name: 'Submit', exact: true }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'in order to continue' })).toBeVisible()
    await expect(page.getByLabel(/^Proponent email/)).toHaveAccessibleDescription('This field is mandatory')
    await expect(page.getByRole('alert').filter({ hasText: 'As an agent, give the proponent’s email and attach their signed consent form.' })).toBeVisible()
    await expect(page).toHaveURL(/\/project\/upload\?draft=/)

    await page.getByLabel(/^Proponent email/).fill('owner@example.com')
    await page.getByLabel('Attach the consent form').setInputFiles([pdfFile('consent.pdf')])
    await expect(page.getByText('This field is mandatory')).toHaveCount(0)
    await page.getByRole('button', { name: 'Submit', exact: true }).click()
    await expect(page).toHaveURL('/my-projects', { timeout: 20_000 })
    await expect(page.getByTestId('my-project').filter({ hasText: title })).toContainText('Proposal Check')
  })

  test.describe('refused by the registry', () => {
    // The registry's refusals (the file's content, the missing proposal) and the requests made offline.
    test.use({ allowedConsoleErrors: [/status of 415 \(Unsupported Media Type\)|status of 400 \(Bad Request\)|ERR_INTERNET_DISCONNECTED|net::ERR_FAILED/] })

    test('says why a submission did not go: a document refused, then the proposal refused', async ({ page, context, people }) => {
      const title = `Refused PDF proposal ${Date.now()}`
      await people.newAccount({ firstName: 'Refused', confirmIn: page })
      await page.goto('/project/upload')
      await page.getByLabel(/^Proponent name/).fill('Klondike Test Mining Ltd.')
      await page.getByLabel(/^Project title/).fill(title)
      await page
        .getByRole('group', { name: /Assessment districts/ })
        .getByRole('checkbox', { name: 'Dawson' })
        .check()
      await page.getByRole('checkbox', { name: /privacy statement/ }).check()
      await page.getByRole('checkbox', { name: /Terms of Use/ }).check()
      await expect(page.getByTestId('draft-status')).toHaveText('Synced', { timeout: 20_000 })

      // Written in the field: a file named as a PDF that is not one, and the submission queued.
      await context.setOffline(true)
      await page.getByLabel('Attach the proposal').setInputFiles([{ ...anyFile('proposal.pdf', 'A letter, not a PDF.'), mimeType: 'application/pdf' }])
      await page.getByRole('button', { name: 'Submit', exact: true }).click()
      const message = page.getByTestId('upload-message')
      await expect(message).toContainText('Waiting for connection')

      // Back online, the registry reads the file's first bytes and refuses it: nothing is submitted.
      await context.setOffline(false)
      await expect(message).toContainText('Encountered an issue', { timeout: 30_000 })
      await expect(message).toHaveAttribute('role', 'alert')
      await expect(page.getByText('Submitting your proposal…')).toHaveCount(0)
      await expect(page.getByText(/Waiting for connection/)).toHaveCount(0)
      await expect(page).not.toHaveURL(/my-projects/)

      // Submitted again, the registry has no proposal file and refuses the submission.
      await page.getByRole('button', { name: 'Submit', exact: true }).click()
      await expect(message).toContainText('Proposal Was Not Submitted', { timeout: 20_000 })
      await expect(page.getByText('Submitting your proposal…')).toHaveCount(0)
      await expect(page.getByRole('button', { name: 'Submit', exact: true })).toBeEnabled()
    })
  })
})
