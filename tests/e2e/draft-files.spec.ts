// A draft's files as the general form lists them beside its parts: each description's count of its
// 50 characters, said to screen readers as it changes and when the limit is reached (in English and
// in French), and a file refused as it is chosen, said until the person moves to another part.
import { expect, test } from './fixtures'
import { GeneralFormPage } from './page-models/general-form'
import { anyFile, pdfFile } from './page-models/proposal-form'

test.describe('a file’s description', () => {
  test('shows how many of its 50 characters are used, and says when the limit is reached', async ({ page, people }) => {
    await people.newAccount({ firstName: 'Counting', confirmIn: page })
    await page.goto('/project/add')
    const panel = page.getByRole('complementary', { name: 'Supporting documents' })
    await panel.locator('input[type=file]').setInputFiles(pdfFile('plan.pdf'))
    const description = panel.getByTestId('draft-document').filter({ hasText: 'plan.pdf' }).getByLabel('Description')
    const count = panel.locator(`[id="${await description.getAttribute('aria-describedby')}"]`)
    await expect(count).toHaveAttribute('aria-live', 'polite')
    await expect(count).toHaveText('0 / 50 characters')
    await description.fill('Site plan, north camp')
    await expect(count).toHaveText('21 / 50 characters')
    await expect(description).toHaveAccessibleDescription('21 / 50 characters')

    await description.fill('Site plan of the north camp and its winter access')
    await description.press('End')
    await page.keyboard.type('s, and more')
    await expect(description).toHaveValue('Site plan of the north camp and its winter accesss')
    await expect(count).toHaveText('50 / 50: limit reached')
    await expect(description).toHaveAccessibleDescription('50 / 50: limit reached')
  })

  test('says it in French on the French form', async ({ page, people }) => {
    await people.newAccount({ firstName: 'Comptant', confirmIn: page })
    await page.goto('/project/add/fr')
    const panel = page.getByRole('complementary', { name: 'Documents à l’appui' })
    await panel.locator('input[type=file]').setInputFiles(pdfFile('plan.pdf'))
    const description = panel.getByTestId('draft-document').filter({ hasText: 'plan.pdf' }).getByLabel('Description')
    await description.fill('Plan du camp')
    await expect(description).toHaveAccessibleDescription('12 / 50 caractères')
    await description.fill('x'.repeat(50))
    await expect(description).toHaveAccessibleDescription('50 / 50 : limite atteinte')
  })
})

test('a file refused as it is chosen is said until the person moves to another part', async ({ page, people }) => {
  await people.newAccount({ firstName: 'Refusing', confirmIn: page })
  await page.goto('/project/add')
  const panel = page.getByRole('complementary', { name: 'Supporting documents' })
  await panel.locator('input[type=file]').setInputFiles(anyFile('tool.exe', 'MZ'))
  const refusal = panel.getByRole('alert').filter({ hasText: 'tool.exe cannot be attached here.' })
  await expect(refusal).toBeVisible()
  const form = new GeneralFormPage(page)
  await form.jumpTo(2)
  await expect(form.heading).toHaveText(/Part 2/)
  await expect(refusal).toHaveCount(0)
  await expect(panel.getByRole('alert')).toHaveCount(0)
})
