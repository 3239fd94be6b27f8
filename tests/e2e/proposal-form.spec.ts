// The general proposal form's 8 parts: filling each part, the way Return and Proceed lead (a
// proposal given as a document skips parts 5 to 7), required fields marked only after a submit
// attempt (part 8 pointing back to the incomplete parts, in French on a phone too), the primary
// contact copied from the account and locked, the effects list, Print's
// summary, and the French form.
import { expect, test } from './fixtures'
import { GeneralFormPage } from './page-models/general-form'
import { pdfFile } from './page-models/proposal-form'
import type { Person } from './people'

const NEW_FORM = '/project/add'

test.describe('General proposal form', () => {
  // One account per worker, made by its first test and signed in once: its session is handed to the
  // later ones (people.ts).
  let jordan: Person | undefined
  test.beforeEach(async ({ people, account }) => {
    jordan ??= await people.newAccount({ firstName: 'Jordan', lastName: 'Miller' })
    await account.logIn(jordan)
  })

  test('walks the 8 parts filling them in, and prints the whole form', async ({ page }) => {
    const form = new GeneralFormPage(page)
    await page.goto(NEW_FORM)
    await expect(form.heading).toHaveText(/Part 1\s*Proponent and contact/)
    await expect(form.returnButton()).toHaveCount(0)

    await form.fillPart1({
      projectTitle: 'Bonanza Creek access road',
      proponentName: 'Klondike Gravel Ltd.',
      street: '1102 Front Street',
      city: 'Dawson City',
      province: 'Yukon',
      postalCode: 'Y0B 1G0',
      country: 'Canada',
      contactPhone: '867-555-0142',
    })
    await form.proceed().click()

    await expect(form.heading).toHaveText(/Part 2\s*Regulations and authorizations/)
    await expect(form.heading).toBeFocused()
    await form.field('Part').selectOption({ label: 'Part 6: Transportation' })
    await form.field('Item').fill('12')
    await form.field('Activities').fill('Construction of an all-season road')
    await form.answer('Is the project located in Yukon?', true).check()
    await form.answer('Is the proponent a federal agency?', true).check()
    await form.field('Name of the federal agency').fill('Parks Canada')
    await form.answer(/within 30 m of the high water mark/, false).check()
    await page.getByRole('button', { name: 'Add an authorization' }).click()
    await form.field('Agency type').selectOption({ label: 'Territorial government agency' })
    await form.field('Department').fill('Highways and Public Works')
    await form.field('Authorization').fill('Access permit')
    await page.getByRole('button', { name: 'Add a regulation' }).click()
    await expect(page.getByRole('group', { name: 'Regulation 2' })).toBeVisible()
    await page.getByRole('button', { name: 'Remove regulation 2' }).click()
    await expect(page.getByRole('group', { name: 'Regulation 2' })).toHaveCount(0)
    await form.proceed().click()

    await expect(form.heading).toHaveText(/Part 3\s*Project location/)
    await form.proceed().click()

    await expect(form.heading).toHaveText(/Part 4\s*Proposal format/)
    await page.getByRole('radio', { name: /Fill in the online form/ }).check()
    await form.proceed().click()

    await expect(form.heading).toHaveText(/Part 5\s*Project description/)
    await form.field('Purpose of the project').fill('Reach the placer claims on upper Bonanza Creek all year.')
    await form.field('Project description').fill('A 4 km gravel road with two culverts.')
    await form.proceed().click()

    await expect(form.heading).toHaveText(/Part 6\s*Existing conditions/)
    await form.field('Environmental conditions').fill('Disturbed valley bottom, permafrost on north slopes.')
    await form.field('Socio-economic conditions').fill('Seasonal placer camps nearby.')
    await form.proceed().click()

    await expect(form.heading).toHaveText(/Part 7\s*Effects and mitigations/)
    await form.field('Effect').fill('Sediment in Bonanza Creek')
    await form.field('Mitigation').fill('Silt fences at both culverts')
    await form.field('Significance').fill('Low after mitigation')
    await form.proceed().click()

    await expect(form.heading).toHaveText(/Part 8\s*Additional information and submission/)
    await form.field('Additional information').fill('Work planned for June to September.')
    await expect(form.navItem(1)).toHaveAccessibleName(/completed/)
    await expect(form.navItem(8)).toHaveAccessibleName(/current part/)

    await page.emulateMedia({ media: 'print' })
    await expect(form.nav).toBeHidden()
    const summary = page.getByRole('article')
    await expect(summary.getByRole('heading', { name: 'Bonanza Creek access road', level: 2 })).toBeVisible()
    for (const text of [
      'Klondike Gravel Ltd.',
      '1102 Front Street, Dawson City, Yukon, Y0B 1G0, Canada',
      'Jordan Miller',
      'Part 6: Transportation — item 12 — Construction of an all-season road',
      'Parks Canada',
      'Territorial government agency — Highways and Public Works — Access permit',
      'In the online form',
      'A 4 km gravel road with two culverts.',
      'Silt fences at both culverts',
      'Work planned for June to September.',
    ]) {
      await expect(summary.getByText(text, { exact: false }).first()).toBeVisible()
    }
  })

  test('proceeds from part 4 only once chosen, skips parts 5 to 7 for a document, and returns from 8 to 4', async ({ page }) => {
    const form = new GeneralFormPage(page)
    await page.goto(NEW_FORM)
    await form.jumpTo(4)
    await expect(form.heading).toHaveText(/Part 4/)
    await expect(form.proceed()).toBeDisabled()
    await expect(page.getByText('Choose one to proceed.')).toBeVisible()

    await page.getByRole('radio', { name: /Upload the proposal as a document/ }).check()
    // The proposal may come as several documents: a report and its appendices.
    await page.getByLabel('Proposal documents', { exact: true }).setInputFiles([pdfFile('proposal.pdf'), pdfFile('appendix-a.pdf')])
    await expect(page.getByTestId('draft-document')).toHaveCount(2)
    await page.getByRole('button', { name: 'Remove appendix-a.pdf' }).click()
    await expect(page.getByText('Removed file')).toBeVisible()
    await expect(page.getByTestId('draft-document')).toHaveCount(1)
    await expect(page.getByRole('alert')).toHaveCount(0)
    await expect(form.proceed()).toHaveText('Proceed to part 8')
    await form.proceed().click()
    await expect(form.heading).toHaveText(/Part 8/)
    await expect(form.returnButton()).toHaveText('Return to part 4')
    await form.returnButton().click()
    await expect(form.heading).toHaveText(/Part 4/)

    await page.getByRole('radio', { name: /Fill in the online form/ }).check()
    await expect(form.proceed()).toHaveText('Proceed to part 5')
    await form.jumpTo(8)
    await expect(form.returnButton()).toHaveText('Return to part 7')
    await form.returnButton().click()
    await expect(form.heading).toHaveText(/Part 7/)
    await expect(form.returnButton()).toHaveText('Return to part 6')
  })

  test('marks required fields only after a submit attempt, and part 8 points back to the incomplete parts', async ({ page }) => {
    const form = new GeneralFormPage(page)
    await page.goto(NEW_FORM)
    await form.field('Project title').fill('Half-filled proposal')
    await expect(page.getByText('This field is required')).toHaveCount(0)
    await expect(page.getByRole('alert').filter({ hasText: /required fields/ })).toHaveCount(0)

    await form.jumpTo(8)
    await page.getByRole('button', { name: 'Submit proposal' }).click()
    const previous = page.getByRole('alert').filter({ hasText: 'required fields in previous sections' })
    await expect(previous).toBeVisible()
    await expect(previous.getByRole('button')).toHaveText([
      'Part 1: Proponent and contact',
      'Part 2: Regulations and authorizations',
      'Part 3: Project location',
    ])
    await expect(form.navItem(2)).toHaveAccessibleName(/missing required fields/)
    // Parts 4 to 8 hold nothing required: the rich text keeps its label, and no error describes it.
    const additional = page.getByRole('textbox', { name: 'Additional information' })
    await expect(additional).toHaveAttribute('aria-labelledby', 'gf-additionalInformation-label')
    await expect(additional).not.toHaveAttribute('aria-invalid', 'true')
    await expect(additional).toHaveAccessibleDescription('')

    await previous.getByRole('button', { name: 'Part 1: Proponent and contact' }).click()
    await expect(form.heading).toHaveText(/Part 1/)
    await expect(page.getByRole('alert').filter({ hasText: 'This part is missing required fields' })).toBeVisible()
    await expect(form.field('Project title')).not.toHaveAttribute('aria-invalid', 'true')
    await expect(form.field('Proponent name')).toHaveAttribute('aria-invalid', 'true')
    await expect(form.field('Proponent name')).toHaveAccessibleDescription('This field is required')

    await form.jumpTo(2)
    await expect(form.field('Part')).toHaveAttribute('aria-invalid', 'true')
    await form.field('Part').selectOption({ label: 'Part 1: Mining' })
    await expect(page.getByRole('alert').filter({ hasText: 'This part is missing required fields' })).toHaveCount(0)
    await expect(form.navItem(2)).not.toHaveAccessibleName(/missing required fields/)
  })

  test('in French on a phone, part 8 points back to the incomplete parts after a submit attempt, each link focusing its part @phone', async ({ page }) => {
    const form = new GeneralFormPage(page)
    await page.goto(`${NEW_FORM}/fr`)
    await form.field('Titre du projet').fill('Proposition à moitié remplie')
    await form.jumpTo(8)
    const previous = page.getByRole('alert').filter({ hasText: 'Des champs obligatoires des sections précédentes ne sont pas remplis' })
    await expect(previous).toHaveCount(0)
    await page.getByRole('button', { name: 'Soumettre la proposition' }).click()
    await expect(previous.getByRole('button')).toHaveText([
      'Partie 1 : Promoteur et personne-ressource',
      'Partie 2 : Règlements et autorisations',
      'Partie 3 : Emplacement du projet',
    ])
    await previous.getByRole('button', { name: 'Partie 3 : Emplacement du projet' }).click()
    await expect(form.heading).toHaveText(/Partie 3\s*Emplacement du projet/)
    await expect(form.heading).toBeFocused()
  })

  test('copies the signed-in person as primary contact and locks it; No clears it for someone else', async ({ page }) => {
    const form = new GeneralFormPage(page)
    await page.goto(NEW_FORM)
    await form.answer('Are you the primary contact for this proposal?', true).check()
    await expect(form.field('Contact person')).toHaveValue('Jordan Miller')
    await expect(form.field('Contact email')).toHaveValue(jordan!.email)
    await expect(form.field('Contact person')).not.toBeEditable()
    await expect(form.field('Contact email')).not.toBeEditable()
    await expect(form.field('Contact phone')).toBeEditable()

    await form.answer('Are you the primary contact for this proposal?', false).check()
    await expect(form.field('Contact person')).toHaveValue('')
    await expect(form.field('Contact email')).toHaveValue('')
    await form.field('Contact person').fill('Sam Rivers')
    await expect(form.field('Contact person')).toHaveValue('Sam Rivers')

    await expect(form.field('Proponent email')).toHaveCount(0)
    await page.getByRole('checkbox', { name: /I am an agent/ }).check()
    await expect(form.field('Proponent email')).toBeVisible()
    await expect(page.getByText('No signed consent form is attached yet.')).toBeVisible()
  })

  test('adds and removes effects, and explains significance', async ({ page }) => {
    const form = new GeneralFormPage(page)
    await page.goto(NEW_FORM)
    await form.jumpTo(7)
    const effects = page.getByRole('group', { name: /^Effect \d$/ })
    await expect(effects).toHaveCount(1)
    await form.field('Effect').fill('Dust')
    await page.getByRole('button', { name: 'Add another effect' }).click()
    await page.getByRole('button', { name: 'Add another effect' }).click()
    await expect(effects).toHaveCount(3)
    await page.locator('#gf-effect-1-effect').fill('Noise')
    await page.locator('#gf-effect-2-effect').fill('Traffic')
    await page.getByRole('button', { name: 'Remove effect 2' }).click()
    await expect(effects).toHaveCount(2)
    await expect(page.locator('#gf-effect-0-effect')).toHaveValue('Dust')
    await expect(page.locator('#gf-effect-1-effect')).toHaveValue('Traffic')

    const help = page.getByRole('button', { name: 'Help: Significance' }).first()
    await expect(help).toHaveAttribute('aria-expanded', 'false')
    await help.click()
    await expect(help).toHaveAttribute('aria-expanded', 'true')
    const table = page.getByRole('table')
    await expect(table.getByRole('rowheader')).toHaveText(['Magnitude', 'Likelihood', 'Geographic extent', 'Duration', 'Frequency', 'Timing', 'Reversibility'])
    await help.press('Escape')
    await expect(table).toBeHidden()
  })

  test('shows the French form at /project/add/fr', async ({ page }) => {
    const form = new GeneralFormPage(page)
    await page.goto(`${NEW_FORM}/fr`)
    await expect(form.heading).toHaveText(/Partie 1\s*Promoteur et personne-ressource/)
    await expect(form.field('Nom du promoteur')).toBeVisible()
    await expect(form.field('Titre du projet')).toBeVisible()
    await form.proceed().click()
    await expect(form.heading).toHaveText(/Partie 2\s*Règlements et autorisations/)
    await expect(form.field('Partie').locator('option', { hasText: 'Partie 9 : Eaux' })).toHaveCount(1)
    await expect(form.answer('Le projet est-il situé au Yukon?', true)).toBeVisible()
  })

  test('follows the language switch: the form in French, then in English again', async ({ page, shell }) => {
    const form = new GeneralFormPage(page)
    await page.goto(NEW_FORM)
    await expect(form.heading).toHaveText(/Part 1\s*Proponent and contact/)
    await shell.switchLanguage('Français')
    await expect(form.heading).toHaveText(/Partie 1\s*Promoteur et personne-ressource/)
    await expect(form.field('Nom du promoteur')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Sauvegarder l’ébauche' })).toBeVisible()
    await shell.switchLanguage('English')
    await expect(form.heading).toHaveText(/Part 1\s*Proponent and contact/)
    await expect(form.field('Proponent name')).toBeVisible()
  })

  test('fits a phone: the parts and their fields without sideways scrolling @phone', async ({ page }) => {
    const form = new GeneralFormPage(page)
    await page.goto(NEW_FORM)
    for (const part of [1, 2, 7]) {
      await form.jumpTo(part)
      await expect(form.heading).toHaveText(new RegExp(`Part ${part}`))
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow).toBeLessThanOrEqual(0)
    }
  })
})
