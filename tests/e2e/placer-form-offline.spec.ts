// A placer-mining proposal (issue 19) written on a tablet with no connection: across a reload,
// documents in two categories, claims typed and read from a CSV, submitted with its documents when
// the connection returns, received at Proposal Check and read by category on its placer view; and a
// complete one, activities and mitigations too, across a reload and a browser restart.
import { expect } from './fixtures'
import { GeneralFormPage } from './page-models/general-form'
import { CAMP_AND_ROAD, EVERY_GROUP, part5, PlacerFormPage, SEDIMENT, SETTLING } from './page-models/placer-form'
import { ProposalForm, serverDocuments, serverProposal, tokenOf } from './page-models/proposal-form'
import { NO_NETWORK, test } from './persistent-browser'
import { controlledByServiceWorker } from './page-models/app-shell'

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

  test('a placer proposal written offline survives a reload, its documents by category and its claims typed and from a CSV, and is submitted with them when the connection returns @tablet', async ({
    page,
    context,
    request,
    people,
  }) => {
    test.setTimeout(180_000)
    await people.newAccount({ firstName: 'Prospector', confirmIn: page })
    const token = await tokenOf(page)
    await page.goto('/project/add-placer-proposal')
    await controlledByServiceWorker(page)
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
    people,
    persistentBrowser: browser,
  }) => {
    test.setTimeout(240_000)
    let page = await browser.open()
    try {
      await people.newAccount({ firstName: 'Prospector', confirmIn: page })
      const token = await tokenOf(page)
      await page.goto('/project/add-placer-proposal')
      await controlledByServiceWorker(page)
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
