// The placer-mining proposal (issue 19): written with no connection on a tablet across a reload,
// documents in two categories, claims typed and read from a CSV, submitted with its documents when
// the connection returns, received at Proposal Check and read by category on its placer view;
// started from an earlier submission at before-you-begin step 3, its claims typed and from a CSV
// looked up and drawn, a file that is not a CSV and a CSV without claims refused, in French too;
// and a submitted placer proposal read on its project page, where the proposal's address leads to
// the placer view.
import { expect, test } from './fixtures'
import { filledPlacerForm } from '../factories/proposal-factory'
import { GeneralFormPage } from './page-models/general-form'
import { PlacerFormPage } from './page-models/placer-form'
import { newProponent, ProposalForm, serverDocuments, serverProposal, tokenOf } from './page-models/proposal-form'

/** The browser's report of each request that found no network while offline. */
const NO_NETWORK = /ERR_INTERNET_DISCONNECTED|Failed to load resource: net::ERR_FAILED/

const part1 = {
  projectTitle: 'Eldorado Creek placer',
  proponentName: 'Eldorado Gold Ltd.',
  street: '2 Front Street',
  city: 'Dawson City',
  province: 'Yukon',
  postalCode: 'Y0B 1G0',
  country: 'Canada',
  contactPhone: '867-555-0199',
}

test.describe('on a tablet with no connection', () => {
  test.use({ serviceWorkers: 'allow', allowedConsoleErrors: [NO_NETWORK] })

  test('a placer proposal written offline survives a reload, its documents by category and its claims typed and from a CSV, and is submitted with them when the connection returns @tablet', async ({ page, context, request, mail }) => {
    test.setTimeout(180_000)
    await newProponent(page, request, mail, 'Prospector')
    const token = await tokenOf(page)
    await page.goto('/project/add-placer-proposal')
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true)
    // Opened once more with the worker in charge, which keeps the placer catalogue for use offline.
    await page.reload()
    await expect(page.locator('#pf-part-heading')).toBeVisible()
    await context.setOffline(true)
    await page.reload()

    const draft = new ProposalForm(page)
    const parts = new GeneralFormPage(page)
    const placer = new PlacerFormPage(page)
    await expect(placer.heading).toHaveText('Part 1 Proponent details')
    await parts.fillPart1(part1)
    await expect(draft.status).toHaveText('Waiting for connection')

    // Part 2 with no document asks first; then a file in each of two categories, kept on this device.
    await placer.proceed().click()
    await expect(placer.heading).toHaveText('Part 2 Required documents')
    await placer.proceed().click()
    await expect(page.getByRole('alert').filter({ hasText: 'There are no documents uploaded, are you sure you want to proceed to Part 3?' })).toBeVisible()
    await placer.attachIn('Claim Status Report', 'claim-status.pdf')
    await placer.attachIn('Fuel Spill Contingency Plans', 'spill-plan.pdf')
    await expect(placer.category('Claim Status Report').getByTestId('draft-document')).toHaveText([/claim-status\.pdf.*Staged on this device/])
    await expect(placer.category('Fuel Spill Contingency Plans').getByTestId('draft-document')).toHaveText([/spill-plan\.pdf/])
    await placer.proceed().click()
    await expect(placer.heading).toHaveText('Part 3 Location by claims')
    await placer.claims.fill('P 10000-P 10002')
    // A CSV of claims is read on the device with no connection: those not typed yet join the text.
    await placer.uploadClaimsCsv('claims.csv', 'Grant Number\r\nP 10001\r\n"P 10003-P 10004"\r\n')
    await expect(page.getByText('3 claims read from the CSV file: 2 added to the claim grant numbers.')).toBeVisible()
    await expect(placer.claims).toHaveValue('P 10000-P 10002\nP 10003, P 10004')
    await placer.additionalLocationInfo.fill('Upper Eldorado Creek, left limit')
    await draft.keptOnDevice(part1.projectTitle)
    await expect.poll(async () => (await draft.storedForm())?.additionalLocationInfo).toBe('Upper Eldorado Creek, left limit')
    const projectId = draft.projectId()

    // Reloaded with no connection: the draft, its part, its claims and its files in their categories are all there.
    await page.reload()
    await expect(placer.heading).toHaveText('Part 3 Location by claims')
    await expect(placer.claims).toHaveValue('P 10000-P 10002\nP 10003, P 10004')
    expect(await draft.storedForm()).toMatchObject({ claimParsed: ['P 10000', 'P 10001', 'P 10002', 'P 10003', 'P 10004'], version: 3 })
    await parts.jumpTo(2)
    await expect(placer.category('Claim Status Report').getByTestId('draft-document')).toHaveText([/claim-status\.pdf.*Staged on this device/])
    await expect(placer.category('Fuel Spill Contingency Plans').getByTestId('draft-document')).toHaveText([/spill-plan\.pdf.*Staged on this device/])
    await parts.jumpTo(3)

    // Part 4 with no activity asks first, then the person adds one.
    await placer.proceed().click()
    await expect(placer.heading).toHaveText('Part 4 Project activities')
    await placer.proceed().click()
    await expect(page.getByRole('alert').filter({ hasText: 'You must select or add at least one activity to continue' })).toBeVisible()
    await placer.addActivity('Sluicing', 'Up to 50 m³ a day')
    await placer.proceed().click()
    await expect(placer.heading).toHaveText('Part 5 Adverse effects and mitigations: Other')
    await placer.addEffect('Dust on the access road', 'Water the road in dry weather')
    await placer.returnButton().click()
    await expect(placer.heading).toHaveText('Part 4 Project activities')
    await parts.jumpTo(8)
    await expect(placer.heading).toHaveText('Part 8 Submit information')
    await page.getByRole('button', { name: 'Submit proposal' }).click()
    await expect(draft.message).toContainText('Waiting for connection: your proposal will be submitted when the connection returns.')
    expect(await serverProposal(request, token, projectId)).toBeNull()

    // The connection returns: it goes without the person doing anything, and lands at Proposal Check.
    await context.setOffline(false)
    await expect(page).toHaveURL('/my-projects', { timeout: 30_000 })
    await expect(page.getByTestId('proposal-submitted')).toContainText(`Your proposal “${part1.projectTitle}” was submitted as project`)
    const onServer = await serverProposal(request, token, projectId)
    expect(onServer).toMatchObject({ projectTitle: part1.projectTitle, kind: 'placer', submitted: true })
    expect(JSON.parse(onServer!.form1)).toMatchObject({ version: 3, claimString: 'P 10000-P 10002\nP 10003, P 10004', otherProjectActivities: [{ name: 'Sluicing', checked: true }] })
    const documents = (await serverDocuments(request, token, projectId)).map((d) => [d.fileName, d.documentType]).sort()
    expect(documents).toEqual([
      ['claim-status.pdf', 'Claim Status Report'],
      ['spill-plan.pdf', 'Fuel Spill Contingency Plans'],
    ])

    // Its placer view lists its documents by category.
    await page.goto(`/projects/${projectId}/documents/form2`)
    const category = (name: string) => page.getByTestId('placer-document-category').filter({ has: page.getByRole('heading', { name, exact: true }) })
    await expect(category('Claim Status Report').getByTestId('document')).toHaveText([/claim-status\.pdf/])
    await expect(category('Fuel Spill Contingency Plans').getByTestId('document')).toHaveText([/spill-plan\.pdf/])
  })
})

test('a new placer proposal starts from an earlier submission, looks up its claims typed and from a CSV, refuses a file that is no CSV, and reads in French; the earlier one reads on its project page', async ({ page, request, mail, shell }) => {
  test.setTimeout(120_000)
  await newProponent(page, request, mail, 'Returning')
  const token = await tokenOf(page)
  const earlierId = crypto.randomUUID()
  const earlier = filledPlacerForm(earlierId, { isAgent: false, proponentEmail: '', projectTitle: 'Bonanza Creek 2025', claimString: 'P 10000', assessmentDistricts: [], firstNations: [], settlementLands: [] })
  const body = { projectId: earlierId, projectTitle: earlier.projectTitle, proponentName: earlier.proponentName, isAgent: false, assessmentDistricts: [], firstNations: [], kind: 'placer', uploadedByForm2: true, form1: JSON.stringify(earlier) }
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
  await expect(page.getByRole('alert').filter({ hasText: 'The CSV file could not be read' })).toContainText('Only a CSV file can be read as a list of placer claims.')
  await expect(placer.claims).toHaveValue('P 10000-P 10002, P 99999\nP 10003')
  await expect.poll(async () => ((await draft.storedForm())?.assessmentDistricts as string[] | undefined)?.length ?? 0, { timeout: 20_000 }).toBeGreaterThan(0)

  // In French, the parts read in French.
  await shell.switchLanguage('Français')
  await expect(placer.heading).toHaveText('Partie 3 Emplacement par claims')
  await expect(parts.navItem(5)).toContainText('Effets négatifs et mesures d’atténuation')
  // A CSV that names no claim says why, in French.
  await placer.uploadClaimsCsv('proprietaires.csv', 'Owner,Recorded\nA. Miner,2024-05-01\n')
  await expect(page.getByRole('alert').filter({ hasText: 'Le fichier CSV n’a pas pu être lu' })).toContainText('Aucun numéro de concession de claim n’a été trouvé. Placez-les dans une colonne intitulée « Grant Number ».')
  await shell.switchLanguage('English')

  // The earlier submission's proposal reads in the placer view, where the proposal's address leads.
  await page.goto(`/projects/${earlierId}/documents/proposal`)
  await expect(page).toHaveURL(`/projects/${earlierId}/documents/form2`)
  await expect(page.getByRole('heading', { name: 'Placer mining proposal', level: 2 })).toBeVisible()
  await expect(page.getByText(/Test pits/)).toBeVisible()
})
