// Intervenors of a panel review, signed in through the real login as new applicants or as the
// spec's own intervenor (people.ts): the application's three views (the form with its download,
// drop zone, contact note and deadline; received; already applied), the office accepting it, and
// an accepted intervenor's submission from the project page; on a phone, and in French. The panel
// review is found among the intervenor's projects.
import { expect, test } from './fixtures'
import { testHook } from './test-hooks'
import { acceptedApplication, ApplicationPage, panelBeforeHearings } from './page-models/intervenor-pages'
import { pdfFile } from './page-models/proposal-form'

test.describe('applying to be an intervenor', () => {
  test('sends a visitor to log in and back, takes the filled form, says it was received, then that they applied; once accepted, they add hearing material', async ({
    people,
    page,
    request,
    account,
    projectPage,
    baseURL,
  }) => {
    const project = await panelBeforeHearings(request, await people.token(await people.standIn('intervenor')))
    const morgan = await people.newAccount({ firstName: 'Morgan', lastName: 'Applicant' })
    const application = new ApplicationPage(page)

    await projectPage.goto(project.projectId)
    await page.getByRole('link', { name: 'Apply as an Intervenor' }).click()
    await expect(page).toHaveURL(/\/login/)
    await account.logInHere(morgan.email, morgan.password)
    await expect(page).toHaveURL(`/apply-to-be-intervenor/${project.projectId}`)

    await expect(page.getByRole('heading', { name: 'Apply as an Intervenor', level: 1 })).toBeVisible()
    await expect(page.getByText(/^Applications are due by /)).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Questions about applying' })).toBeVisible()
    await expect(page.getByText('Monday to Friday, 8:00 am to 4:30 pm')).toBeVisible()
    // The form to fill is a real PDF made for this project.
    const form = await request.get((await application.formLink.getAttribute('href'))!)
    expect(form.headers()['content-type']).toBe('application/pdf')
    expect((await form.body()).subarray(0, 5).toString()).toBe('%PDF-')

    // Both agreements first (issue 29 item 9): the application is the applicant's words sent to the registry.
    await expect(application.submit).toBeDisabled()
    await application.agree()
    await application.submit.click()
    await expect(page.getByRole('alert')).toHaveText('Error: Please attach Application.')
    await application.attach('morgan-application.pdf')
    await expect(page.getByTestId('chosen-file')).toHaveText(/morgan-application\.pdf/)
    const applied = page.waitForResponse((r) => r.url().endsWith('/api/projects/apply-to-be-intervenor'))
    await application.submit.click()
    const { intervenorId } = (await (await applied).json()) as { intervenorId: string }
    await expect(page.getByRole('heading', { name: 'Application received' })).toBeVisible()

    await page.reload()
    await expect(page.getByRole('heading', { name: 'Application submitted' })).toBeVisible()
    await expect(application.submit).toHaveCount(0)

    // The office accepts the application: the intervenor adds material for the next hearing.
    await testHook(baseURL!, 'intervenors/accept', { intervenorId })
    await projectPage.goto(project.projectId)
    // An intervenor now: offered Add Document, no longer Apply as an Intervenor (issue 29 item 9).
    await expect(page.getByRole('button', { name: 'Add Document' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Apply as an Intervenor' })).toHaveCount(0)
    await page.getByRole('button', { name: 'Add Document' }).click()
    const upload = page.getByRole('button', { name: 'Upload', exact: true })
    await page.locator('main input[type=file]').setInputFiles(pdfFile('hearing-brief.pdf'))
    await page.getByLabel('Description').fill('Hearing brief on caribou')
    const kind = page.getByLabel('This document is')
    const hearing = kind.locator('option:not([disabled])', { hasText: 'Hearing material for' }).first()
    await kind.selectOption({ label: (await hearing.textContent())! })
    await expect(upload).toBeDisabled()
    await page.getByLabel(/I agree to the privacy statement/).check()
    await page.getByLabel(/I agree to the Terms of Use/).check()
    await upload.click()
    await expect(page.getByTestId('toast')).toContainText('Uploaded File: hearing-brief.pdf')
  })

  test('tells an accepted intervenor they applied, and takes their written submission @phone', async ({
    people,
    page,
    request,
    account,
    projectPage,
    baseURL,
  }) => {
    const intervenor = await people.standIn('intervenor')
    const token = await people.token(intervenor)
    const project = await panelBeforeHearings(request, token)
    await acceptedApplication(request, baseURL!, token, project.projectId)
    await account.logIn(intervenor)
    await new ApplicationPage(page).goto(project.projectId)
    await expect(page.getByRole('heading', { name: 'Application submitted' })).toBeVisible()

    await page.getByRole('link', { name: 'Back to the project' }).click()
    await expect(projectPage.title).toBeVisible()
    await page.getByRole('button', { name: 'Add Document' }).click()
    // The hearings' long names in the list do not widen the page past the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    await page.locator('main input[type=file]').setInputFiles(pdfFile('written-submission.pdf'))
    await page.getByLabel(/I agree to the privacy statement/).check()
    await page.getByLabel(/I agree to the Terms of Use/).check()
    await page.getByRole('button', { name: 'Upload', exact: true }).click()
    await expect(page.getByTestId('toast')).toContainText('Uploaded File: written-submission.pdf')
    await expect(page.getByRole('button', { name: 'Add Document' })).toBeVisible()
  })

  test('is in French for a French reader', async ({ people, page, request, shell }) => {
    const project = await panelBeforeHearings(request, await people.token(await people.standIn('intervenor')))
    const camille = await people.newAccount({ firstName: 'Camille', lastName: 'Applicant' })
    await page.goto('/login')
    await shell.switchLanguage('Français')
    await page.getByLabel('Courriel').fill(camille.email)
    await page.getByLabel(/^Mot de passe/).fill(camille.password)
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click()
    await page.waitForFunction(() => localStorage.getItem('registry.session') !== null)
    const application = new ApplicationPage(page)
    await application.goto(project.projectId)
    await expect(page.getByRole('heading', { name: 'Demander le statut d’intervenant', level: 1 })).toBeVisible()
    await expect(application.formLink).toHaveAttribute('href', `/api/projects/${project.projectId}/intervenor-application-form?language=fr`)
    await expect(page.getByText('du lundi au vendredi, de 8 h à 16 h 30')).toBeVisible()
    // The deadline is written the French way, not as the server's English.
    await expect(page.getByText(/^Les demandes doivent être reçues au plus tard le \d{2} \S+ \d{4} \d{2} h \d{2}\.$/)).toBeVisible()
    await application.agree()
    await application.submit.click()
    await expect(page.getByRole('alert')).toHaveText('Erreur : veuillez joindre la demande.')
    await application.attach('demande.pdf')
    await application.submit.click()
    await expect(page.getByRole('heading', { name: 'Demande reçue' })).toBeVisible()
  })
})
