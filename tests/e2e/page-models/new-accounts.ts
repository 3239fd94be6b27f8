// New accounts of a test's own for the account specs, registered through the API and confirmed
// through the real mail path, and a login answered as a year after the details were last confirmed.
import { expect } from '@playwright/test'
import type { APIRequestContext, Page } from '@playwright/test'

/** A new address, never used before. */
export const unique = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.ca`
export const PASSWORD = 'Tagish2026'

/** Registers through the API, then opens the mailed confirmation link, which logs the user in. */
export async function registered(
  page: Page,
  request: APIRequestContext,
  mail: { linkTo(a: string, r: string): Promise<string> },
  firstName: string,
  lastName: string,
): Promise<string> {
  const email = unique(firstName.toLowerCase())
  expect((await request.post('/api/users/register', { data: { firstName, lastName, email, plainPassword: PASSWORD } })).ok()).toBe(true)
  await page.goto(await mail.linkTo(email, '/confirm-email/'))
  await expect(page.getByRole('button', { name: /, account menu$/ })).toBeVisible()
  return email
}

/** The next login answers as it does a year after the account last confirmed its details (the rule itself is the server's, tested there). */
export async function aYearOn(page: Page): Promise<void> {
  await page.route(
    '**/api/users/login',
    async (route) => {
      const response = await route.fetch()
      await route.fulfill({ response, json: { ...((await response.json()) as object), isTimeToUpdate: true } })
    },
    { times: 1 },
  )
}
