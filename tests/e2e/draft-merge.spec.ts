// One draft edited on two devices, each signed in as the spec's own proponent (decision
// 0060): moving through the parts on one sends nothing, changes to different fields are
// both kept without a conflict, and a field changed on both asks which version to keep of that
// field alone; the choice saves at once, even after the draft moved on elsewhere meanwhile.
import { expect, test } from './fixtures'
import { GeneralFormPage } from './page-models/general-form'
import { Account } from './page-models/account'
import { ProposalForm, serverProposal, tokenOf } from './page-models/proposal-form'

const WORDS = {
  en: {
    path: '/project/add',
    title: 'Project title',
    phone: 'Contact phone',
    person: 'Contact person',
    synced: 'Synced',
    conflict: 'Conflict',
    mine: 'Mine (this device)',
    save: 'Save my choices',
    saveDraft: 'Save draft',
  },
  fr: {
    path: '/project/add/fr',
    title: 'Titre du projet',
    phone: 'Téléphone de la personne-ressource',
    person: 'Personne-ressource',
    synced: 'Synchronisée',
    conflict: 'Conflit',
    mine: 'La mienne (cet appareil)',
    save: 'Sauvegarder mes choix',
    saveDraft: 'Sauvegarder l’ébauche',
  },
} as const

test.describe('one draft on two devices', () => {
  // The browser reports the server's 409 answer; the form turns it into the choice shown.
  test.use({ allowedConsoleErrors: [/status of 409 \(Conflict\).*update-proposal/] })

  for (const [device, language] of [
    ['desktop', 'en'],
    ['tablet', 'fr'],
  ] as const) {
    test(`keeps both devices’ changes to different fields, and asks per field only for one both changed (${language})${device === 'tablet' ? ' @tablet' : ''}`, async ({
      account,
      page,
      browser,
      extraHTTPHeaders,
      request,
      people,
    }) => {
      test.slow()
      const words = WORDS[language]
      const field = (p: typeof page, label: string) => new GeneralFormPage(p).field(label)
      const proponent = await people.standIn('proponent')
      await account.logIn(proponent)
      await page.goto(words.path)
      await field(page, words.title).fill('Camp from the laptop')
      await page.getByRole('button', { name: words.saveDraft }).click()
      await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}\/edit$/)
      const laptop = new ProposalForm(page)
      const projectId = laptop.projectId()
      const token = await tokenOf(page)
      await expect(laptop.status).toHaveText(words.synced)

      // The second device: a browser of its own, through the same login.
      const context = await browser.newContext({ extraHTTPHeaders })
      try {
        const tabletPage = await context.newPage()
        await new Account(tabletPage).logIn(proponent)
        await tabletPage.goto(`/projects/${projectId}/edit`)
        const tablet = new ProposalForm(tabletPage)
        await expect(field(tabletPage, words.title)).toHaveValue('Camp from the laptop')
        const revision = (await serverProposal(request, token, projectId))!.revision
        // Moving through the parts on the tablet is no change to the draft.
        await new GeneralFormPage(tabletPage).jumpTo(3)
        await new GeneralFormPage(tabletPage).jumpTo(1)
        await field(tabletPage, words.phone).fill('867-555-0199')
        await expect.poll(async () => JSON.parse((await serverProposal(request, token, projectId))!.form1).contactPhone).toBe('867-555-0199')
        await expect(tablet.status).toHaveText(words.synced)
        expect((await serverProposal(request, token, projectId))!.revision).toBe(revision + 1)

        // The laptop, behind, changes another field: both are kept, and the laptop shows the tablet's phone.
        await field(page, words.title).fill('Camp, renamed on the laptop')
        await expect(laptop.status).toHaveText(words.synced)
        await expect(field(page, words.phone)).toHaveValue('867-555-0199')
        await expect(page.getByRole('alert').filter({ hasText: words.conflict })).toHaveCount(0)
        const merged = (await serverProposal(request, token, projectId))!
        expect(merged.projectTitle).toBe('Camp, renamed on the laptop')
        expect(JSON.parse(merged.form1)).toMatchObject({ projectTitle: 'Camp, renamed on the laptop', contactPhone: '867-555-0199' })

        // The tablet, behind in turn, changes the title too: that field alone asks.
        await field(tabletPage, words.title).fill('Camp, renamed on the tablet')
        await expect(tablet.status).toHaveText(words.conflict)
        const choice = tabletPage.getByRole('alert').filter({ hasText: words.conflict })
        const fields = choice.getByTestId('conflict-field')
        await expect(fields).toHaveCount(1)
        await expect(fields.getByTestId('conflict-mine')).toContainText('Camp, renamed on the tablet')
        await expect(fields.getByTestId('conflict-theirs')).toContainText('Camp, renamed on the laptop')
        await expect(choice.getByRole('button', { name: words.save })).toBeDisabled()

        // Meanwhile the laptop changes yet another field: the choice still saves, over what it showed.
        await field(page, words.person).fill('Ann Lee')
        await expect.poll(async () => JSON.parse((await serverProposal(request, token, projectId))!.form1).contactPerson).toBe('Ann Lee')
        await fields.getByRole('radio', { name: words.mine }).check()
        await choice.getByRole('button', { name: words.save }).click()
        await expect(tablet.status).toHaveText(words.synced)
        await expect(choice).toHaveCount(0)
        await expect(field(tabletPage, words.title)).toHaveValue('Camp, renamed on the tablet')
        await expect(field(tabletPage, words.person)).toHaveValue('Ann Lee')
        const chosen = (await serverProposal(request, token, projectId))!
        expect(chosen.projectTitle).toBe('Camp, renamed on the tablet')
        expect(JSON.parse(chosen.form1)).toMatchObject({ projectTitle: 'Camp, renamed on the tablet', contactPhone: '867-555-0199', contactPerson: 'Ann Lee' })
      } finally {
        await context.close()
      }
    })
  }
})
