// A field trip longer than a session (decision 0063): the spec's own proponent (people.ts), signed
// in afresh through the real login on a tablet, edits a draft with no connection while the session
// runs out; when the connection returns the device session gives a new one and the work lands, with
// no login. My Account lists the devices signed in, in the reader's language, and signs one out.
// Sessions here last one minute (SESSION_TOKEN_MINUTES), so this spec runs a registry of its own
// beside the shared one, one per worker, on ports no other spec's registry uses.
import { expect, test } from './fixtures'
import { Account } from './page-models/account'
import { AppShell } from './page-models/app-shell'
import { ProposalForm, serverProposal, tokenOf } from './page-models/proposal-form'
import { ownRegistryUrl, startOwnRegistry } from './own-registry'
import type { OwnRegistry } from './own-registry'
import { WorkerPeople } from './people'
import type { Person } from './people'

/** The browser's report of each request that found no network, and of the ended session's refused calls. */
const EXPECTED = /ERR_INTERNET_DISCONNECTED|Failed to load resource: net::ERR_FAILED|TypeError: Failed to fetch|status of 401 \(Unauthorized\)/

/** After the first slot (week-offline's), one per worker: the spec's copies run side by side under --repeat-each. */
const registryUrl = (parallelIndex: number) => ownRegistryUrl(1 + parallelIndex)

test.use({ baseURL: async ({}, use, testInfo) => use(registryUrl(testInfo.parallelIndex)), allowedConsoleErrors: [EXPECTED] })
test.describe.configure({ mode: 'serial' })

let registry: OwnRegistry | undefined
/** The stand-in for the demo proponent on this spec's own registry, which the people fixture (on the shared one) does not reach. */
let proponent: Person

test.beforeAll(async ({}, testInfo) => {
  test.setTimeout(180_000)
  const url = registryUrl(testInfo.parallelIndex)
  registry = await startOwnRegistry({ SESSION_TOKEN_MINUTES: '1' }, url)
  proponent = await new WorkerPeople(url, testInfo.workerIndex).standIn(testInfo.file, 'proponent')
})
// Not there when it did not start in time.
test.afterAll(() => registry?.stop())

test('a session that runs out offline is renewed by the device session: the draft lands with no login @tablet', async ({ page, context, request }) => {
  test.setTimeout(180_000)
  await new Account(page).logInAfresh(proponent)
  await page.goto('/project/add')
  const form = new ProposalForm(page)
  await form.title.fill('Fly camp at Scroggie Creek')
  await expect(form.status).toHaveText('Synced', { timeout: 30_000 })
  const projectId = form.projectId()

  await context.setOffline(true)
  await form.title.fill('Fly camp at Scroggie Creek, moved upstream')
  await expect(form.status).toHaveText('Waiting for connection')
  // The session's minute runs out with no connection.
  const offlineToken = await tokenOf(page)
  await expect
    .poll(async () => (await request.get(`/api/users/check-expiring/${offlineToken}`)).json(), { timeout: 100_000, intervals: [5000] })
    .toMatchObject({ status: 'expired' })

  await context.setOffline(false)
  await expect(form.status).toHaveText('Synced', { timeout: 30_000 })
  const renewed = await tokenOf(page)
  expect(renewed).not.toBe(offlineToken)
  expect((await serverProposal(request, renewed, projectId))?.projectTitle).toBe('Fly camp at Scroggie Creek, moved upstream')
  await expect(page.getByRole('dialog', { name: 'Session Expired' })).toHaveCount(0)
  await expect(page).toHaveURL(/\/project\//)
})

test('My Account lists the devices signed in and signs one out @tablet', async ({ page, request }) => {
  await new Account(page).logInAfresh(proponent)
  // Another device of the same person.
  const other = await request.post('/api/users/login', {
    data: { email: proponent.email, plainPassword: proponent.password },
    headers: { 'User-Agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36' },
  })
  const { deviceToken } = (await other.json()) as { deviceToken: string }
  await page.goto('/my-account')
  const devices = page.getByTestId('signed-in-device')
  const phone = devices.filter({ hasText: 'Chrome on Android' })
  await expect(devices.filter({ hasText: 'Safari on iPad (this device)' })).toHaveCount(1)
  await expect(phone).toContainText('Last used')
  await phone.getByRole('button', { name: 'Sign out this device' }).click()
  await expect(page.getByTestId('toast')).toContainText('Device signed out')
  await expect(phone).toHaveCount(0)
  expect((await request.post('/api/users/device-session', { data: { deviceToken } })).status()).toBe(401)
  await expect(devices.filter({ hasText: '(this device)' })).toHaveCount(1)
  // Named in the reader's language, though the registry keeps the label in English.
  await new AppShell(page).switchLanguage('Français')
  await expect(devices.filter({ hasText: 'Safari sur iPad (cet appareil)' })).toHaveCount(1)
})
