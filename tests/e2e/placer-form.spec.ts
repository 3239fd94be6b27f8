// The placer-mining proposal (issue 19): written with no connection on a tablet across a reload,
// documents in two categories, claims typed and read from a CSV, submitted with its documents when
// the connection returns, received at Proposal Check and read by category on its placer view; its
// activities and mitigations written offline across a reload and a browser restart; part 5 stepped
// through every effect group of the catalogue then Other, with "none apply" exclusive both ways;
// the same draft edited on two devices becoming a conflict the person resolves; written and
// submitted on a phone in French; started from an earlier submission at before-you-begin step 3,
// its claims typed and from a CSV looked up and drawn, a file that is not a CSV and a CSV without
// claims refused, in French too; and a submitted placer proposal read on its project page, where
// the proposal's address leads to the placer view; after a refused submit attempt, part 8 pointing
// back to the parts a submit still needs, in English and in French on a phone.
import { expect, test } from './fixtures'
import { filledPlacerForm } from '../factories/proposal-factory'
import { GeneralFormPage } from './page-models/general-form'
import { PlacerFormPage } from './page-models/placer-form'
import { loggedInElsewhere, newProponent, ProposalForm, serverDocuments, serverProposal, tokenOf } from './page-models/proposal-form'
import { NO_NETWORK, PersistentBrowser } from './persistent-browser'

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

/** Two activities that bring effects of every group of the shipped catalogue, and those groups in the catalogue's order. */
const CAMP_AND_ROAD = ['Work camp', 'Building or upgrading access roads']
const EVERY_GROUP = [
  'Fish and fish habitat',
  'Water quality and quantity',
  'Wildlife and wildlife habitat',
  'Vegetation, soils and permafrost',
  'Heritage resources',
  'Land use and access',
  'Traditional use',
  'Air quality and noise',
  'Health and safety',
]
/** The one effect of the fish group that a road brings, and two of its options. */
const SEDIMENT = 'Sediment reaching fish-bearing water'
const SETTLING = 'Route all process water through settling ponds before it returns to the stream'
const part5 = (group: string) => `Part 5 Adverse effects and mitigations: ${group}`

test.describe('on a tablet with no connection', () => {
  test.use({ serviceWorkers: 'allow', allowedConsoleErrors: [NO_NETWORK] })

  test('a placer proposal written offline survives a reload, its documents by category and its claims typed and from a CSV, and is submitted with them when the connection returns @tablet', async ({
    page,
    context,
    request,
    mail,
  }) => {
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
    expect(JSON.parse(onServer!.form1)).toMatchObject({
      version: 3,
      claimString: 'P 10000-P 10002\nP 10003, P 10004',
      otherProjectActivities: [{ name: 'Sluicing', checked: true }],
    })
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

  test('a complete placer proposal written offline survives a reload and a browser restart (documents in two categories, claims typed and from a CSV, activities, effects through every group and Other) and is submitted when the connection returns @tablet', async ({
    request,
    mail,
    launchOptions,
    baseURL,
    locale,
    extraHTTPHeaders,
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
  }, testInfo) => {
    test.setTimeout(240_000)
    const browser = new PersistentBrowser(testInfo.outputPath('profile'), {
      launchOptions,
      baseURL,
      locale,
      extraHTTPHeaders,
      viewport,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
    })
    let page = await browser.open()
    try {
      await newProponent(page, request, mail, 'Prospector')
      const token = await tokenOf(page)
      await page.goto('/project/add-placer-proposal')
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true)
      // Opened once more with the worker in charge, which keeps the placer catalogue for use offline.
      await page.reload()
      await new GeneralFormPage(page).jumpTo(4)
      await expect(new PlacerFormPage(page).activity('Work camp')).toBeVisible()
      await expect.poll(() => new PlacerFormPage(page).keptClaims(), { timeout: 20_000 }).toBeGreaterThan(0)

      // No connection from here on: the whole proposal is written in the field.
      await browser.setOffline(true)
      await page.reload()
      let draft = new ProposalForm(page)
      let parts = new GeneralFormPage(page)
      let placer = new PlacerFormPage(page)
      await expect(placer.heading).toHaveText('Part 1 Proponent details')
      await parts.fillPart1(part1)
      await expect(draft.status).toHaveText('Waiting for connection')
      await parts.jumpTo(2)
      await placer.attachIn('Claim Status Report', 'claim-status.pdf')
      await placer.attachIn('Fuel Spill Contingency Plans', 'spill-plan.pdf')
      await parts.jumpTo(3)
      await placer.claims.fill('P 10000-P 10002')
      await placer.uploadClaimsCsv('claims.csv', 'Grant Number\r\nP 10001\r\nP 10003\r\n')
      await expect(placer.claims).toHaveValue('P 10000-P 10002\nP 10003')
      // Found on the device, which kept the claims layer while the form was open online.
      await expect(page.getByText('4 claims found and drawn on the map.')).toBeVisible()
      await placer.additionalLocationInfo.fill('Upper Eldorado Creek, left limit')
      await parts.jumpTo(4)
      for (const activity of CAMP_AND_ROAD) await placer.activity(activity).check()
      await placer.proceed().click()
      await expect(placer.heading).toHaveText(part5(EVERY_GROUP[0]!))
      await placer.mitigation(SEDIMENT, SETTLING).check()
      // Through every group to Other, where a new effect of the person's own is added.
      for (const group of EVERY_GROUP) {
        await expect(placer.heading).toHaveText(part5(group))
        await placer.proceed().click()
      }
      await expect(placer.heading).toHaveText(part5('Other'))
      await placer.addEffect('Dust on the access road', 'Water the road in dry weather')
      await placer.effectGroups.getByRole('button', { name: EVERY_GROUP[0], exact: true }).click()
      await draft.keptOnDevice(part1.projectTitle)
      await expect.poll(async () => JSON.stringify((await draft.storedForm())?.projectMitigations)).toContain(SETTLING)
      const projectId = draft.projectId()

      // Reloaded with no connection: the part, the group and what was chosen are all there.
      await page.reload()
      await expect(placer.heading).toHaveText(part5(EVERY_GROUP[0]!))
      await expect(placer.mitigation(SEDIMENT, SETTLING)).toBeChecked()

      // The browser closes and starts again, still with no connection.
      page = await browser.restart()
      await page.goto(`/project/add-placer-proposal?draft=${projectId}`)
      draft = new ProposalForm(page)
      parts = new GeneralFormPage(page)
      placer = new PlacerFormPage(page)
      await expect(placer.heading).toHaveText(part5(EVERY_GROUP[0]!))
      await expect(placer.mitigation(SEDIMENT, SETTLING)).toBeChecked()
      await parts.jumpTo(2)
      await expect(placer.category('Claim Status Report').getByTestId('draft-document')).toHaveText([/claim-status\.pdf.*Staged on this device/])
      await expect(placer.category('Fuel Spill Contingency Plans').getByTestId('draft-document')).toHaveText([/spill-plan\.pdf.*Staged on this device/])
      await parts.jumpTo(3)
      await expect(placer.claims).toHaveValue('P 10000-P 10002\nP 10003')
      await expect(placer.additionalLocationInfo).toHaveValue('Upper Eldorado Creek, left limit')
      await parts.jumpTo(4)
      for (const activity of CAMP_AND_ROAD) await expect(placer.activity(activity)).toBeChecked()
      expect(await draft.storedForm()).toMatchObject({ claimParsed: ['P 10000', 'P 10001', 'P 10002', 'P 10003'], version: 3 })
      expect(await serverProposal(request, token, projectId)).toBeNull()

      await parts.jumpTo(8)
      await page.getByRole('button', { name: 'Submit proposal' }).click()
      await expect(draft.message).toContainText('Waiting for connection: your proposal will be submitted when the connection returns.')
      expect(await serverProposal(request, token, projectId)).toBeNull()

      // The connection returns: it goes without the person doing anything, and lands at Proposal Check.
      await browser.setOffline(false)
      await expect(page).toHaveURL('/my-projects', { timeout: 30_000 })
      await expect(page.getByTestId('proposal-submitted')).toContainText(`Your proposal “${part1.projectTitle}” was submitted as project`)
      const onServer = await serverProposal(request, token, projectId)
      expect(onServer).toMatchObject({ projectTitle: part1.projectTitle, kind: 'placer', submitted: true })
      const form1 = JSON.parse(onServer!.form1) as {
        projectActivities: { checked: boolean }[]
        projectMitigations: { mitigations: { description: string; checked: boolean }[] }[]
      }
      expect(form1).toMatchObject({ version: 3, claimString: 'P 10000-P 10002\nP 10003', additionalLocationInfo: 'Upper Eldorado Creek, left limit' })
      expect(form1.projectActivities.filter((a) => a.checked)).toHaveLength(2)
      expect(form1.projectMitigations.flatMap((m) => m.mitigations)).toContainEqual(expect.objectContaining({ description: SETTLING, checked: true }))
      expect(JSON.parse(onServer!.form1)).toMatchObject({
        otherNewMitigations: [{ effectName: 'Dust on the access road', effectDescription: 'Water the road in dry weather' }],
      })
      const documents = (await serverDocuments(request, token, projectId)).map((d) => [d.fileName, d.documentType]).sort()
      expect(documents).toEqual([
        ['claim-status.pdf', 'Claim Status Report'],
        ['spill-plan.pdf', 'Fuel Spill Contingency Plans'],
      ])
    } finally {
      await browser.close()
    }
    expect(browser.unexpected, 'errors in the browser console').toEqual([])
  })
})

test('part 5 steps through every effect group of the catalogue, then Other; "none apply" is exclusive both ways @tablet', async ({ page, request, mail }) => {
  test.setTimeout(120_000)
  await newProponent(page, request, mail, 'Walker')
  await page.goto('/project/add-placer-proposal')
  const parts = new GeneralFormPage(page)
  const placer = new PlacerFormPage(page)
  const draft = new ProposalForm(page)
  await parts.jumpTo(4)
  for (const activity of CAMP_AND_ROAD) await placer.activity(activity).check()
  // Part 5's groups are listed under it in the side navigation, Other last.
  await expect(placer.effectGroups.getByRole('button')).toHaveText([...EVERY_GROUP, 'Other'])

  // Back from the first group returns to part 4.
  await placer.proceed().click()
  await expect(placer.heading).toHaveText(part5(EVERY_GROUP[0]!))
  await expect(placer.returnButton()).toHaveText('Return to part 4')
  await placer.returnButton().click()
  await expect(placer.heading).toHaveText('Part 4 Project activities')
  await placer.proceed().click()

  // Forward through every group, each shown with its effects, then Other.
  const steps = EVERY_GROUP.length + 1
  for (const [index, group] of EVERY_GROUP.entries()) {
    await expect(placer.heading).toHaveText(part5(group))
    await expect(page.getByText(`Effect group ${index + 1} of ${steps}`)).toBeVisible()
    await expect(page.getByRole('heading', { name: group, level: 3 })).toBeVisible()
    await expect(placer.effectGroups.getByRole('button', { name: group, exact: true })).toHaveAttribute('aria-current', 'step')
    await expect(placer.proceed()).toHaveText(`Proceed to ${EVERY_GROUP[index + 1] ?? 'Other'}`)
    if (index > 0) await expect(placer.returnButton()).toHaveText(`Return to ${EVERY_GROUP[index - 1]}`)
    await placer.proceed().click()
  }
  await expect(placer.heading).toHaveText(part5('Other'))
  await expect(page.getByText(`Effect group ${steps} of ${steps}`)).toBeVisible()
  await placer.addEffect('Dust on the access road', 'Water the road in dry weather')
  await expect(placer.returnButton()).toHaveText(`Return to ${EVERY_GROUP.at(-1)}`)

  // Forward from the last goes to part 6, and back from part 6 to Other.
  await expect(placer.proceed()).toHaveText('Proceed to part 6')
  await placer.proceed().click()
  await expect(placer.heading).toHaveText('Part 6 Additional information')
  await placer.returnButton().click()
  await expect(placer.heading).toHaveText(part5('Other'))

  // "None apply" clears the effect's other mitigations, and another clears it, what was written kept.
  await placer.effectGroups.getByRole('button', { name: EVERY_GROUP[0], exact: true }).click()
  await expect(placer.heading).toHaveText(part5(EVERY_GROUP[0]!))
  const settling = placer.mitigation(SEDIMENT, SETTLING)
  const noneApply = placer.noneApply(SEDIMENT)
  await settling.check()
  await noneApply.check()
  await expect(settling).not.toBeChecked()
  const reasoning = placer.effect(SEDIMENT).getByLabel('Why none of these apply, and what you will do instead')
  await reasoning.fill('No water is used: the ground is dry-mined')
  await settling.check()
  await expect(noneApply).not.toBeChecked()
  await expect(reasoning).toHaveCount(0)
  await noneApply.check()
  await expect(settling).not.toBeChecked()
  await expect(reasoning).toHaveValue('No water is used: the ground is dry-mined')
  await expect
    .poll(async () =>
      (
        (await draft.storedForm())?.projectMitigations as { mitigations: { description: string; checked: boolean; reasoning: string }[] }[] | undefined
      )?.flatMap((m) => m.mitigations.filter((c) => c.checked)),
    )
    .toEqual([
      expect.objectContaining({
        description: expect.stringMatching(/^None of these mitigations apply/),
        reasoning: 'No water is used: the ground is dry-mined',
      }),
    ])

  // Part 7 reviews what was chosen, a group at a time.
  await parts.jumpTo(7)
  await page.locator('details > summary').filter({ hasText: EVERY_GROUP[0] }).click()
  await expect(page.getByText('No water is used: the ground is dry-mined')).toBeVisible()
})

test.describe('two devices', () => {
  // The browser reports the server's 409 answer; the form turns it into the conflict shown.
  test.use({ allowedConsoleErrors: [/status of 409 \(Conflict\).*update-proposal/] })

  test('the same placer draft edited on a tablet and a laptop becomes a conflict; keep mine and take theirs both lose nothing unchosen @tablet', async ({
    page,
    browser,
    request,
    mail,
    extraHTTPHeaders,
  }) => {
    test.setTimeout(120_000)
    const email = await newProponent(page, request, mail, 'Tablet')
    await page.goto('/project/add-placer-proposal')
    const tabletParts = new GeneralFormPage(page)
    const tablet = new ProposalForm(page)
    await tabletParts.field('Project title').fill('Version from the tablet')
    await tablet.saveDraft.click()
    await expect(tablet.message).toHaveText(/Draft proposal saved/)
    await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}\/edit-placer$/)
    const projectId = tablet.projectId()
    const token = await tokenOf(page)

    // The laptop has never seen the draft: it opens it from the server.
    const { context: laptopContext, page: laptopPage } = await loggedInElsewhere(browser, request, extraHTTPHeaders, email)
    try {
      await laptopPage.goto(`/projects/${projectId}/edit-placer`)
      const laptop = new ProposalForm(laptopPage)
      const laptopParts = new GeneralFormPage(laptopPage)
      await expect(laptopParts.field('Project title')).toHaveValue('Version from the tablet')
      await laptopParts.field('Project title').fill('Version from the laptop')
      await expect.poll(async () => (await serverProposal(request, token, projectId))?.projectTitle).toBe('Version from the laptop')
      await expect(laptop.status).toHaveText('Synced')

      // The tablet saves the same field over the revision it last saw: a conflict, and both versions are kept.
      await tabletParts.field('Project title').fill('Tablet, edited again')
      await expect(tablet.status).toHaveText('Conflict')
      const conflict = page.getByRole('alert').filter({ hasText: 'this draft was changed elsewhere' })
      await expect(conflict).toBeVisible()
      // The one field both changed, with both values, shown in the part that holds it.
      await expect(conflict.getByTestId('conflict-field')).toHaveCount(1)
      await expect(conflict.getByTestId('conflict-mine')).toContainText('Tablet, edited again')
      await expect(conflict.getByTestId('conflict-theirs')).toContainText('Version from the laptop')
      await expect(conflict.getByTestId('conflict-mine')).not.toContainText('Project activities')
      expect((await serverProposal(request, token, projectId))?.projectTitle).toBe('Version from the laptop')

      await conflict.getByRole('button', { name: 'Keep mine' }).click()
      await expect(tablet.status).toHaveText('Synced')
      await expect(tabletParts.field('Project title')).toHaveValue('Tablet, edited again')
      const kept = await serverProposal(request, token, projectId)
      expect(kept?.projectTitle).toBe('Tablet, edited again')
      expect(JSON.parse(kept!.form1)).toMatchObject({ version: 3, projectTitle: 'Tablet, edited again' })

      // Now the laptop is behind: its next edit conflicts, and it takes the tablet's version.
      await laptopParts.field('Project title').fill('Laptop, edited again')
      await expect(laptop.status).toHaveText('Conflict')
      await laptopPage.getByRole('button', { name: 'Take theirs' }).click()
      await expect(laptopParts.field('Project title')).toHaveValue('Tablet, edited again')
      await expect(laptop.status).toHaveText('Synced')
      expect((await serverProposal(request, token, projectId))?.projectTitle).toBe('Tablet, edited again')
    } finally {
      await laptopContext.close()
    }
  })
})

test('on a phone, in French, a placer proposal is written part by part and submitted @phone', async ({ page, request, mail, shell }) => {
  test.setTimeout(120_000)
  await newProponent(page, request, mail, 'Orpailleuse')
  await expect(shell.menuButton).toBeVisible()
  await shell.switchLanguage('Français')
  await page.goto('/project/add-placer-proposal')
  const parts = new GeneralFormPage(page)
  const placer = new PlacerFormPage(page)
  const draft = new ProposalForm(page)
  const fitsTheScreen = async () =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)

  await expect(page.getByRole('heading', { name: 'Proposition d’exploitation de placers (formulaire en français)', level: 1 })).toBeVisible()
  await expect(placer.heading).toHaveText('Partie 1 Renseignements sur le promoteur')
  await parts.field('Titre du projet').fill('Placer du ruisseau Hunker')
  await expect(page).toHaveURL(/draft=/)
  const projectId = draft.projectId()
  await parts.field('Nom du promoteur').fill('Or du Nord inc.')
  await parts.field('Rue').fill('3, rue Front')
  await parts.field('Ville').fill('Dawson')
  await parts.field('Province ou territoire').fill('Yukon')
  await parts.field('Code postal').fill('Y0B 1G0')
  await parts.field('Pays').fill('Canada')
  await parts.answer('Êtes-vous la personne-ressource principale pour cette proposition?', true).check()
  await parts.field('Téléphone de la personne-ressource').fill('867-555-0142')
  await fitsTheScreen()

  await parts.jumpTo(3)
  await expect(placer.heading).toHaveText('Partie 3 Emplacement par claims')
  await placer.claims.fill('P 10000-P 10002, P 99999')
  await expect(page.getByText('3 claims trouvés et tracés sur la carte.')).toBeVisible()
  await expect(page.locator('.shapes-map')).toBeVisible()
  await fitsTheScreen()

  await placer.proceed().click()
  await expect(placer.heading).toHaveText('Partie 4 Activités du projet')
  await placer.activity('Camp de travail').check()
  await fitsTheScreen()
  await placer.proceed().click()
  // A phone has no room for the groups under part 5 in the navigation: Return and Proceed name them.
  await expect(placer.effectGroups).toBeHidden()
  await expect(placer.returnButton()).toHaveText('Retourner à la partie 4')
  const groups = [
    'Qualité et quantité de l’eau',
    'Faune et habitat faunique',
    'Utilisation des terres et accès',
    'Utilisation traditionnelle',
    'Santé et sécurité',
    'Autre',
  ]
  for (const [index, group] of groups.entries()) {
    await expect(placer.heading).toHaveText(`Partie 5 Effets négatifs et mesures d’atténuation: ${group}`)
    await expect(page.getByText(`Groupe d’effets ${index + 1} sur ${groups.length}`)).toBeVisible()
    await fitsTheScreen()
    await expect(placer.proceed()).toHaveText(index + 1 < groups.length ? `Passer à ${groups[index + 1]}` : 'Passer à la partie 6')
    await placer.proceed().click()
  }
  await expect(placer.heading).toHaveText('Partie 6 Renseignements supplémentaires')

  await parts.jumpTo(8)
  await expect(placer.heading).toHaveText('Partie 8 Soumission')
  await page.getByRole('button', { name: 'Soumettre la proposition' }).click()
  await expect(page).toHaveURL('/my-projects', { timeout: 30_000 })
  await expect(page.getByTestId('proposal-submitted')).toContainText('Votre proposition « Placer du ruisseau Hunker » a été soumise sous le numéro de projet')
  const onServer = await serverProposal(request, await tokenOf(page), projectId)
  expect(onServer).toMatchObject({ projectTitle: 'Placer du ruisseau Hunker', kind: 'placer', submitted: true })
  expect(JSON.parse(onServer!.form1)).toMatchObject({ version: 3, language: 'fr', claimParsed: ['P 10000', 'P 10001', 'P 10002', 'P 99999'] })
})

test('a new placer proposal starts from an earlier submission, looks up its claims typed and from a CSV, refuses a file that is no CSV, and reads in French; the earlier one reads on its project page', async ({
  page,
  request,
  mail,
  shell,
}) => {
  test.setTimeout(120_000)
  await newProponent(page, request, mail, 'Returning')
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
    request,
    mail,
    shell,
  }) => {
    await newProponent(page, request, mail, 'Prospector')
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
