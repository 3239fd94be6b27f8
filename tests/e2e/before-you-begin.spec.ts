// Before you begin: the agreements that open the way, the choice of form, and the earlier placer
// proposals to start from; anonymous visitors are asked to log in first.
import { expect, test } from './fixtures'

test.describe('Before you begin', () => {
  test('sends an anonymous visitor to log in, then back to the page', async ({ page, people }) => {
    const proponent = await people.standIn('proponent')
    await page.goto('/project/before-you-begin')
    await expect(page).toHaveURL(/\/login\?redirect=/)
    await page.getByLabel('Email').fill(proponent.email)
    await page.getByLabel(/^Password/).fill(proponent.password)
    await page.getByRole('button', { name: 'Log In' }).click()
    await expect(page).toHaveURL('/project/before-you-begin')
    await expect(page.getByRole('heading', { name: 'Before you begin' })).toBeVisible()
  })

  test('protects every step', async ({ page }) => {
    for (const path of ['/project/before-you-begin/step-2', '/project/before-you-begin/step-3-placer']) {
      await page.goto(path)
      await expect(page).toHaveURL(/\/login\?redirect=/)
    }
  })

  test('opens Ready to start only when both agreements are ticked, and leads to the form choice', async ({ page, people, shell }) => {
    await people.newAccount({ firstName: 'Agreeing', confirmIn: page })
    await page.goto('/')
    await shell.startProposal().click()
    await expect(page).toHaveURL('/project/before-you-begin')
    const ready = page.getByRole('button', { name: 'Ready to start' })
    await expect(ready).toBeDisabled()
    await page.getByRole('checkbox', { name: /privacy statement/ }).check()
    await expect(ready).toBeDisabled()
    await page.getByRole('checkbox', { name: /Terms of Use/ }).check()
    await expect(ready).toBeEnabled()
    await page.getByRole('checkbox', { name: /privacy statement/ }).uncheck()
    await expect(ready).toBeDisabled()
    await page.getByRole('checkbox', { name: /privacy statement/ }).check()
    await ready.click()

    await expect(page).toHaveURL('/project/before-you-begin/step-2')
    const next = page.getByRole('button', { name: 'Continue' })
    await expect(next).toBeDisabled()
    await page.getByRole('radio', { name: /Placer mining proposal/ }).check()
    await next.click()
    await expect(page).toHaveURL('/project/before-you-begin/step-3-placer')
  })

  test('opens the online form in the language chosen', async ({ page, people }) => {
    await people.newAccount({ firstName: 'Choosing', confirmIn: page })
    await page.goto('/project/before-you-begin/step-2')
    await page.getByRole('radio', { name: /Online proposal/ }).check()
    await page.getByRole('radio', { name: 'Français' }).check()
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page).toHaveURL(/\/project\/add\/fr/)
  })

  test('switches the page to French', async ({ page, people }) => {
    await people.newAccount({ firstName: 'Switching', confirmIn: page })
    await page.goto('/project/before-you-begin')
    await page.getByRole('main').getByRole('button', { name: 'Français' }).click()
    await expect(page.getByRole('heading', { name: 'Avant de commencer' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Prêt à commencer' })).toBeDisabled()
  })

  test('lists the earlier placer proposals, newest first, each to start from, and a blank start', async ({ page, account, people }) => {
    await account.logIn(await people.standIn('proponent'))
    await page.goto('/project/before-you-begin/step-3-placer')
    const rows = page.getByTestId('placer-prefill-row')
    await expect(rows.first()).toBeVisible()
    const numbers = await rows.locator('td:first-child').allTextContents()
    expect(numbers.every((n) => /^\d{4}-\d{4}$/.test(n))).toBe(true)
    await expect(rows.first().getByRole('button', { name: 'Use this proposal' })).toBeVisible()
    await page.getByRole('button', { name: 'Start blank proposal' }).click()
    await expect(page).toHaveURL('/project/add-placer-proposal')
    await expect(page.getByRole('heading', { name: 'Placer mining proposal', level: 1 })).toBeVisible()
  })
})
