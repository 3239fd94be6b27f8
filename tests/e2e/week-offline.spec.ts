// A week in the field (issue 28): the spec's own proponent (standing in for the demo one on the
// spec's own registry) signs in through the login screen on a tablet
// (a browser profile of its own, the service worker in charge), opens the app in town, and the
// connection drops with the page open. A week passes on the tablet's clock and on the registry's
// while 10 drafts of both forms, with their files and located on the map, and 5 comments are
// written. The connection returns on a throttled 3G link: everything reaches the registry, once,
// in the order written, every location looked up, with no login and no question asked. Sessions
// last one minute here (SESSION_TOKEN_MINUTES), so the spec runs a registry of its own.
// The files are small here (the test stays short at 3G); bench/week-offline.bench.ts drains the
// full 200 MB.
import { expect, siteMessageDismissed } from './fixtures'
import { Account } from './page-models/account'
import { AppShell, controlledByServiceWorker, startProposal } from './page-models/app-shell'
import { CommentForm, findOpenProject } from './page-models/comment-form'
import { GeneralFormPage } from './page-models/general-form'
import { PlacerFormPage } from './page-models/placer-form'
import { ProjectPage } from './page-models/project-page'
import { ProposalForm, serverDocuments, serverProposal, tokenOf } from './page-models/proposal-form'
import { NO_NETWORK, test } from './persistent-browser'
import { OWN_REGISTRY_URL, startOwnRegistry } from './own-registry'
import { WorkerPeople } from './people'
import type { OwnRegistry } from './own-registry'
import { testHook } from './test-hooks'
import { THREE_G, throttled } from './throttled-link'
import { PROJECT_TYPE } from '../../src/shared/domain/stages'

const WEEK_MS = 7 * 86_400_000
const GENERAL_DRAFTS = 5
const PLACER_DRAFTS = 5
const COMMENTS = 5
/** Each draft's file: 10 of them, a few hundred kilobytes in all, which 3G sends in seconds. */
const FILE_BYTES = 40_000
/** The demo claims the placer drafts name, found on the device. */
const CLAIMS = 'P 10000-P 10002'

test.use({ baseURL: OWN_REGISTRY_URL, allowedConsoleErrors: [NO_NETWORK] })

let registry: OwnRegistry

test.beforeAll(async () => {
  test.setTimeout(180_000)
  registry = await startOwnRegistry({ SESSION_TOKEN_MINUTES: '1', DEMO_PROJECTS: '20' })
})
test.afterAll(() => registry.stop())

test('a week offline with the app open: 10 drafts with files and 5 comments reach the registry once, in order, located, with no login @tablet', async ({
  request,
  baseURL,
  persistentBrowser: browser,
}, testInfo) => {
  test.setTimeout(240_000)
  // The spec's people on its own registry, not on the one the fixtures' people are made on.
  const people = new WorkerPeople(baseURL!, testInfo.workerIndex)
  const page = await browser.open()
  try {
    await siteMessageDismissed(request, browser.context)
    await new Account(page).logIn(await people.standIn(testInfo.file, 'proponent'))
    await controlledByServiceWorker(page)
    const shell = new AppShell(page)
    await shell.offlineStatus.click()
    await expect(page.getByTestId('offline-readiness')).toContainText('Ready to work offline since', { timeout: 60_000 })
    await page.keyboard.press('Escape')
    // The tablet's clock from here, moved on as the days pass.
    await browser.context.clock.install()

    // In town: a project open for comments, read online.
    const project = await findOpenProject(request, PROJECT_TYPE.evaluation)
    await new ProjectPage(page).goto(project.projectId, 'comments')
    const comments = new CommentForm(page)
    await expect(comments.addButton).toBeVisible()

    // Out of coverage, the page still open.
    await browser.setOffline(true)
    const dayMs = WEEK_MS / (COMMENTS + GENERAL_DRAFTS + PLACER_DRAFTS)
    const aDayLater = () => browser.context.clock.fastForward(dayMs)
    for (let n = 1; n <= COMMENTS; n++) {
      await comments.addButton.click()
      await comments.field('Comment').fill(`Week trip comment ${n}`)
      await comments.agree()
      await comments.submit()
      await expect(comments.outcome).toContainText('your comment is kept on this device and will be sent when the connection returns')
      await aDayLater()
    }

    const form = new ProposalForm(page)
    const parts = new GeneralFormPage(page)
    const written: string[] = []
    for (let n = 1; n <= GENERAL_DRAFTS + PLACER_DRAFTS; n++) {
      const title = `Week trip draft ${n}`
      const placer = n > GENERAL_DRAFTS
      await startProposal(page, { startProposal: 'Start proposal', privacy: /privacy statement/, terms: /Terms of Use/, ready: 'Ready to start' })
      await page.getByRole('radio', { name: placer ? /Placer mining proposal/ : /Online proposal/ }).check()
      await page.getByRole('button', { name: 'Continue' }).click()
      if (placer) await page.getByRole('button', { name: 'Start blank proposal' }).click()
      await form.title.fill(title)
      if (placer) {
        const placerForm = new PlacerFormPage(page)
        await parts.jumpTo(2)
        await placerForm.attachIn('Claim Status Report', `claims-${n}.pdf`, FILE_BYTES)
        await parts.jumpTo(3)
        await placerForm.claims.fill(CLAIMS)
        await expect(page.getByText('3 claims found and drawn on the map.')).toBeVisible()
      } else {
        await form.attach(`site-plan-${n}.pdf`, `Site plan of draft ${n}`, FILE_BYTES)
        await parts.jumpTo(3)
        await page.getByRole('button', { name: 'Add a polygon' }).click()
      }
      await form.keptOnDevice(title)
      // Located on the device, with no connection.
      await expect.poll(async () => ((await form.storedForm())?.assessmentDistricts as string[] | undefined)?.length ?? 0).toBeGreaterThan(0)
      await expect(form.status).toHaveText('Waiting for connection')
      written.push(form.projectId())
      await aDayLater()
    }

    // A week later, back in coverage on a slow link; the registry's clock has moved on too.
    await testHook(baseURL!, 'clock/advance', { ms: WEEK_MS })
    const sent: string[] = []
    const asked = { logins: 0, trades: 0 }
    page.on('response', (r) => {
      if (r.request().method() !== 'POST' || !r.ok()) return
      if (r.url().endsWith('/api/projects/create-proposal')) sent.push((r.request().postDataJSON() as { projectId: string }).projectId)
      if (r.url().endsWith('/api/users/device-session')) asked.trades += 1
      if (r.url().endsWith('/api/users/login')) asked.logins += 1
    })
    // Nothing below may load the page again: the work goes on in this very page.
    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true))
    const reconnected = Date.now()
    await browser.setOffline(false)
    const link = await throttled(browser.context, page, THREE_G)
    await (await new Account(page).openMenu()).getByRole('link', { name: 'My Projects' }).click()
    const rows = page.getByTestId('my-project')
    await expect(rows.filter({ hasText: 'Week trip draft' })).toHaveCount(GENERAL_DRAFTS + PLACER_DRAFTS)
    await expect(shell.offlineStatus).toContainText('Online')
    await expect(page.getByRole('main').getByTestId('waiting-work')).toHaveText('Nothing is waiting to be sent to the registry.', { timeout: 120_000 })
    const drainMinutes = (Date.now() - reconnected) / 60_000
    await link.stop()

    // Nothing asked: no login, no conflict, no reload. The week-old session is traded once; a drain
    // longer than these one-minute sessions may need one more trade a minute, never one a call.
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page).toHaveURL(/\/my-projects$/)
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true)
    expect(asked.logins).toBe(0)
    expect(asked.trades).toBeGreaterThanOrEqual(1)
    expect(asked.trades).toBeLessThanOrEqual(1 + Math.floor(drainMinutes))
    // Once each, in the order written.
    expect(sent).toEqual(written)
    const token = await tokenOf(page)
    const mine = (await (await request.get('/api/projects/my', { headers: { Authorization: `Bearer ${token}` } })).json()) as {
      projects: { projectId: string; title: string }[]
    }
    expect(
      mine.projects
        .filter((p) => p.title.startsWith('Week trip draft'))
        .map((p) => p.projectId)
        .sort(),
    ).toEqual([...written].sort())
    for (const [i, projectId] of written.entries()) {
      const proposal = await serverProposal(request, token, projectId)
      expect(proposal?.projectTitle).toBe(`Week trip draft ${i + 1}`)
      expect(proposal?.assessmentDistricts.length, `districts of draft ${i + 1}`).toBeGreaterThan(0)
      const documents = await serverDocuments(request, token, projectId)
      expect(documents.map((d) => d.fileName)).toEqual([i < GENERAL_DRAFTS ? `site-plan-${i + 1}.pdf` : `claims-${i + 1}.pdf`])
    }
    const asStaff = { headers: { Authorization: `Bearer ${await people.token(request, await people.standIn(testInfo.file, 'assessor'))}` } }
    const queue = (await (await request.get('/api/staff/comments', asStaff)).json()) as { comments: { commentId: string; projectId: string }[] }
    const ours: string[] = []
    for (const { commentId } of queue.comments.filter((c) => c.projectId === project.projectId)) {
      const { comment } = (await (await request.get(`/api/staff/comments/${commentId}`, asStaff)).json()) as { comment: { originalText: string } }
      if (comment.originalText.startsWith('Week trip comment')) ours.push(comment.originalText)
    }
    // Received in the order written.
    expect(ours).toEqual(Array.from({ length: COMMENTS }, (_, i) => `Week trip comment ${i + 1}`))
  } finally {
    await browser.close()
  }
  expect(browser.unexpected, 'errors in the browser console').toEqual([])
})
