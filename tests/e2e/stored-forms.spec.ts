// Stored forms the app did not write as it writes them today: a placer draft whose form1 lacks
// most of its fields (an older build, another tool) opens where My Projects leads and is said to
// be unopenable in a form of another kind, never a crashed page.
import { expect, test } from './fixtures'
import { tokenOf } from './page-models/proposal-form'

for (const device of ['desktop', 'phone'] as const) {
  test(`a placer draft whose stored form lacks fields opens from My Projects in the placer form, and the general form says it cannot open it${device === 'phone' ? ' @phone' : ''}`, async ({
    page,
    request,
    people,
    account,
    shell,
  }) => {
    // A proponent of the test's own, signed in through the login screen.
    await account.logInAfresh(await people.newAccount({ firstName: 'Placer' }))

    const projectId = crypto.randomUUID()
    const title = `Sparse placer draft ${projectId.slice(0, 8)}`
    const created = await request.post('/api/projects/create-proposal', {
      headers: { Authorization: `Bearer ${await tokenOf(page)}` },
      data: {
        projectId,
        projectTitle: title,
        proponentName: 'Klondike Placers',
        isAgent: false,
        assessmentDistricts: [],
        firstNations: [],
        kind: 'placer',
        uploadedByForm2: true,
        form1: JSON.stringify({ version: 3, projectId, claimString: null, projectActivities: [null, { checked: 'yes' }] }),
      },
    })
    expect(created.ok(), await created.text()).toBe(true)

    await page.goto('/my-projects')
    const row = page.getByTestId('my-project').filter({ hasText: title })
    await row.getByRole('link', { name: 'Open draft' }).click()
    await expect(page).toHaveURL(`/projects/${projectId}/edit-placer`)
    await expect(page.getByRole('heading', { name: 'Placer mining proposal', level: 1 })).toBeVisible()
    await expect(page.getByLabel(/^Claim grant numbers/)).toHaveCount(0)
    await expect(page.locator('#pf-part-heading')).toHaveText('Part 1 Proponent details')

    // The general form's address, which an old bookmark or a typed address may give it.
    await page.goto(`/projects/${projectId}/edit`)
    await expect(page.getByText('This draft cannot be opened')).toBeVisible()
    await expect(page.getByText('This draft was written in another proposal form. Open it from My Projects.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'My Projects' }).last()).toBeVisible()

    // A phone's header folds the language switch behind its Menu button.
    if (device === 'phone') await shell.header.getByRole('button', { name: 'Menu', exact: true }).click()
    await shell.switchLanguage('Français')
    await expect(page.getByText('Cette ébauche a été rédigée dans un autre formulaire de proposition. Ouvrez-la à partir de Mes projets.')).toBeVisible()
  })
}
