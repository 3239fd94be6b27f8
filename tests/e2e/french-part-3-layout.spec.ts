// Part 3's "what was found" on a tablet in French, whose labels are long: each answer has room for
// a line of words beside or under its label, never a column a word wide. The screenshots are
// attached for a person to look at. Each form is a draft of the spec's own proponent's, made through
// the API: a stand-in sees no other person's unsubmitted draft.
import { expect, test } from './fixtures'
import type { APIRequestContext, Page } from '@playwright/test'
import { filledPlacerForm, submittableProposal } from '../factories/proposal-factory'

test.use({ locale: 'fr-CA' })

/** A draft of the proponent with the session `token`, every field filled, of the form given. */
async function ownDraft(request: APIRequestContext, token: string, form: 'edit' | 'edit-placer'): Promise<string> {
  const projectId = crypto.randomUUID()
  const data =
    form === 'edit'
      ? submittableProposal(projectId, { projectTitle: `Camp du lac Tagish ${Date.now()}` })
      : (() => {
          const placer = filledPlacerForm(projectId, { projectTitle: `Placer du ruisseau Bonanza ${Date.now()}` })
          const { projectTitle, proponentName, isAgent } = placer
          return {
            projectId,
            projectTitle,
            proponentName,
            isAgent,
            assessmentDistricts: [],
            firstNations: [],
            kind: 'placer',
            form1: JSON.stringify(placer),
          }
        })()
  const made = await request.post('/api/projects/create-proposal', { data, headers: { Authorization: `Bearer ${token}` } })
  if (!made.ok()) throw new Error(`The draft was not made: ${await made.text()}`)
  return projectId
}

async function openPart3(page: Page, projectId: string, form: 'edit' | 'edit-placer'): Promise<void> {
  await page.goto(`/projects/${projectId}/${form}`)
  await page
    .getByRole('navigation', { name: /^Parties de la proposition$/ })
    .getByRole('button', { name: /^Partie 3 :/ })
    .click()
}

for (const [form, heading] of [
  ['edit', 'Ce qui a été trouvé pour l’emplacement'],
  ['edit-placer', 'Ce qui a été trouvé pour les claims'],
] as const) {
  test(`part 3 of the ${form} form says what was found in lines, not a word per line, upright and sideways @tablet`, async ({
    page,
    people,
    request,
  }, testInfo) => {
    const proponent = await people.standIn('proponent')
    await page.goto('/login')
    await page.getByLabel('Courriel').fill(proponent.email)
    await page.getByLabel(/^Mot de passe/).fill(proponent.password)
    await page.getByRole('button', { name: 'Se connecter' }).click()
    await page.waitForFunction(() => localStorage.getItem('registry.session') !== null)
    await openPart3(page, await ownDraft(request, await people.token(proponent), form), form)
    const found = page.getByRole('heading', { name: heading }).locator('xpath=following::dl[1]')
    const upright = page.viewportSize()!
    for (const [orientation, size] of [
      ['portrait', upright],
      ['landscape', { width: upright.height, height: upright.width }],
    ] as const) {
      await page.setViewportSize(size)
      await expect(found.locator('dd').first()).toBeVisible()
      const shot = testInfo.outputPath(`part-3-${orientation}.png`)
      await found.locator('xpath=..').screenshot({ path: shot })
      await testInfo.attach(`part 3 of ${form} in French on a tablet, ${orientation}`, { path: shot, contentType: 'image/png' })
      const list = (await found.boundingBox())!
      for (const answer of await found.locator('dd').all()) {
        const box = (await answer.boundingBox())!
        expect(box.width, `${orientation}: “${await answer.textContent()}” beside its label`).toBeGreaterThan(Math.min(320, list.width * 0.45))
      }
    }
  })
}
