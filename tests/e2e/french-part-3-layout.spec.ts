// Part 3's "what was found" on a tablet in French, whose labels are long: each answer has room for
// a line of words beside or under its label, never a column a word wide. The screenshots are
// attached for a person to look at.
import { expect, test } from './fixtures'
import type { Page } from '@playwright/test'

test.use({ locale: 'fr-CA' })

async function openPart3(page: Page, form: 'edit' | 'edit-placer'): Promise<void> {
  await page.goto('/my-projects')
  await page.locator(`a[href$="/${form}"]`).first().click()
  await page
    .getByRole('navigation', { name: /^Parties de la proposition$/ })
    .getByRole('button', { name: /^Partie 3 :/ })
    .click()
}

for (const [form, heading] of [
  ['edit', 'Ce qui a été trouvé pour l’emplacement'],
  ['edit-placer', 'Ce qui a été trouvé pour les claims'],
] as const) {
  test(`part 3 of the ${form} form says what was found in lines, not a word per line, upright and sideways @tablet`, async ({ page, people }, testInfo) => {
    const proponent = await people.standIn('proponent')
    await page.goto('/login')
    await page.getByLabel('Courriel').fill(proponent.email)
    await page.getByLabel(/^Mot de passe/).fill(proponent.password)
    await page.getByRole('button', { name: 'Se connecter' }).click()
    await page.waitForFunction(() => localStorage.getItem('registry.session') !== null)
    await openPart3(page, form)
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
