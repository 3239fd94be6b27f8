// The placer-mining proposal (issue 19): part 5 stepped through every effect group of the
// catalogue then Other, with "none apply" exclusive both ways; the same draft edited on two devices
// becoming a conflict the person resolves; written and submitted on a phone in French. Written
// offline: placer-form-offline.spec.ts; started from an earlier one, and part 8 after a refused
// submit: placer-form-start.spec.ts.
import { expect, test } from './fixtures'
import { GeneralFormPage } from './page-models/general-form'
import { CAMP_AND_ROAD, EVERY_GROUP, part5, PlacerFormPage, SEDIMENT, SETTLING } from './page-models/placer-form'
import { CONFLICT_REPORTED, ProposalForm, serverProposal, tokenOf } from './page-models/proposal-form'

test('part 5 steps through every effect group of the catalogue, then Other; "none apply" is exclusive both ways @tablet', async ({ page, people }) => {
  test.setTimeout(120_000)
  await people.newAccount({ firstName: 'Walker', confirmIn: page })
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
  test.use({ allowedConsoleErrors: [CONFLICT_REPORTED] })

  test('the same placer draft edited on a tablet and a laptop becomes a conflict; keep mine and take theirs both lose nothing unchosen @tablet', async ({
    page,
    request,
    people,
    anotherDevice,
  }) => {
    test.setTimeout(120_000)
    const proponent = await people.newAccount({ firstName: 'Tablet', confirmIn: page })
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
    const laptopPage = await anotherDevice(proponent)
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
  })
})

test('on a phone, in French, a placer proposal is written part by part and submitted @phone', async ({ page, request, people, shell }) => {
  test.setTimeout(120_000)
  await people.newAccount({ firstName: 'Orpailleuse', confirmIn: page })
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
