// A placer-mining proposal (issue 19) started from an earlier submission at before-you-begin step 3,
// its claims typed and from a CSV looked up and drawn, a file that is not a CSV and a CSV without
// claims refused, in French too; a submitted placer proposal read on its project page, where the
// proposal's address leads to the placer view; and after a refused submit attempt, part 8 pointing
// back to the parts a submit still needs, in English and in French on a phone.
import { expect, test } from './fixtures'
import { filledPlacerForm } from '../factories/proposal-factory'
import { GeneralFormPage } from './page-models/general-form'
import { PlacerFormPage } from './page-models/placer-form'
import { ProposalForm, tokenOf } from './page-models/proposal-form'

test('a new placer proposal starts from an earlier submission, looks up its claims typed and from a CSV, refuses a file that is no CSV, and reads in French; the earlier one reads on its project page', async ({
  page,
  request,
  people,
  shell,
}) => {
  test.setTimeout(120_000)
  await people.newAccount({ firstName: 'Returning', confirmIn: page })
  const token = await tokenOf(page)
  const earlierId = crypto.randomUUID()
  const earlier = filledPlacerForm(earlierId, {
    isAgent: false,
    proponentEmail: '',
    projectTitle: 'Bonanza Creek 2025',
    claimString: 'P 10000',
    assessmentDistricts: [],
    firstNations: [],
    settlementLands: [],
  })
  const body = {
    projectId: earlierId,
    projectTitle: earlier.projectTitle,
    proponentName: earlier.proponentName,
    isAgent: false,
    assessmentDistricts: [],
    firstNations: [],
    kind: 'placer',
    uploadedByForm2: true,
    form1: JSON.stringify(earlier),
  }
  const headers = { Authorization: `Bearer ${token}` }
  expect((await request.post('/api/projects/create-proposal', { headers, data: body })).ok()).toBe(true)
  const submitted = await request.post('/api/projects/submit-proposal', { headers, data: { ...body, revision: 1 } })
  expect(submitted.ok(), await submitted.text()).toBe(true)

  await page.goto('/project/before-you-begin/step-3-placer')
  await page.getByTestId('placer-prefill-row').filter({ hasText: 'Bonanza Creek 2025' }).getByRole('button', { name: 'Use this proposal' }).click()
  await expect(page).toHaveURL('/project/add-placer-proposal')
  const parts = new GeneralFormPage(page)
  const placer = new PlacerFormPage(page)
  await expect(parts.field('Project title')).toHaveValue('Bonanza Creek 2025')
  await parts.field('Project title').fill('Bonanza Creek 2026')
  await expect(page).toHaveURL(/draft=/)
  const draft = new ProposalForm(page)
  // The new proposal is a project of its own: nothing of the old one's id comes along.
  expect(draft.projectId()).not.toBe(earlierId)
  await draft.keptOnDevice('Bonanza Creek 2026')
  expect(JSON.stringify(await draft.storedForm())).not.toContain(earlierId)

  // Its claims, looked up with the connection: found, drawn, and the location filled in for them.
  await parts.jumpTo(3)
  await expect(placer.claims).toHaveValue('P 10000')
  await placer.claims.fill('P 10000-P 10002, P 99999')
  await expect(page.getByText('3 claims found and drawn on the map.')).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: 'Claims not found:' })).toContainText('P 99999')
  // A CSV of claims joins them, looked up and drawn as typed ones; a file that is not a CSV is refused.
  await placer.uploadClaimsCsv('claims.csv', 'Grant Number,Claim Name\nP 10003,Upper\n')
  await expect(placer.claims).toHaveValue('P 10000-P 10002, P 99999\nP 10003')
  await expect(page.getByText('4 claims found and drawn on the map.')).toBeVisible()
  await placer.uploadClaimsCsv('claims.kml', '<kml xmlns="http://www.opengis.net/kml/2.2"/>')
  await expect(page.getByRole('alert').filter({ hasText: 'The CSV file could not be read' })).toContainText(
    'Only a CSV file can be read as a list of placer claims.',
  )
  await expect(placer.claims).toHaveValue('P 10000-P 10002, P 99999\nP 10003')
  await expect.poll(async () => ((await draft.storedForm())?.assessmentDistricts as string[] | undefined)?.length ?? 0, { timeout: 20_000 }).toBeGreaterThan(0)

  // In French, the parts read in French.
  await shell.switchLanguage('Français')
  await expect(placer.heading).toHaveText('Partie 3 Emplacement par claims')
  await expect(parts.navItem(5)).toContainText('Effets négatifs et mesures d’atténuation')
  // A CSV that names no claim says why, in French.
  await placer.uploadClaimsCsv('proprietaires.csv', 'Owner,Recorded\nA. Miner,2024-05-01\n')
  await expect(page.getByRole('alert').filter({ hasText: 'Le fichier CSV n’a pas pu être lu' })).toContainText(
    'Aucun numéro de concession de claim n’a été trouvé. Placez-les dans une colonne intitulée « Grant Number ».',
  )
  await shell.switchLanguage('English')

  // The earlier submission's proposal reads in the placer view, where the proposal's address leads.
  await page.goto(`/projects/${earlierId}/documents/proposal`)
  await expect(page).toHaveURL(`/projects/${earlierId}/documents/form2`)
  await expect(page.getByRole('heading', { name: 'Placer mining proposal', level: 2 })).toBeVisible()
  await expect(page.getByText(/Test pits/)).toBeVisible()
})

const MISSING_PARTS = {
  en: {
    title: 'Project title',
    submit: 'Submit proposal',
    alert: 'There are required fields in previous sections that are not filled in:',
    parts: ['Part 1: Proponent details', 'Part 3: Location by claims', 'Part 4: Project activities'],
    part4: 'Part 4 Project activities',
  },
  fr: {
    title: 'Titre du projet',
    submit: 'Soumettre la proposition',
    alert: 'Des champs obligatoires des sections précédentes ne sont pas remplis :',
    parts: ['Partie 1 : Renseignements sur le promoteur', 'Partie 3 : Emplacement par claims', 'Partie 4 : Activités du projet'],
    part4: 'Partie 4 Activités du projet',
  },
}
for (const language of ['en', 'fr'] as const) {
  const words = MISSING_PARTS[language]
  test(`after a submit attempt part 8 points back to the parts a submit still needs, not to part 2 without documents, each link focusing its part${language === 'fr' ? ', in French on a phone @phone' : ''}`, async ({
    page,
    people,
    shell,
  }) => {
    await people.newAccount({ firstName: 'Prospector', confirmIn: page })
    if (language === 'fr') {
      // The phone's header is drawn once its Menu is.
      await expect(shell.menuButton).toBeVisible()
      await shell.switchLanguage('Français')
    }
    await page.goto('/project/add-placer-proposal')
    const parts = new GeneralFormPage(page)
    const placer = new PlacerFormPage(page)
    await parts.field(words.title).fill('Half-filled placer')
    await parts.jumpTo(8)
    const previous = page.getByRole('alert').filter({ hasText: words.alert })
    await expect(previous).toHaveCount(0)
    await page.getByRole('button', { name: words.submit }).click()
    await expect(previous.getByRole('button')).toHaveText(words.parts)
    await previous.getByRole('button', { name: words.parts[2] }).click()
    await expect(placer.heading).toHaveText(words.part4)
    await expect(placer.heading).toBeFocused()
  })
}
