// A comment period opened by the spec's own assessor (people.ts) signed in through the real login,
// on a project of the test's own (a period opens once): the public page takes comments at once and
// its feed says until when; a follower of the project and a person whose drawn notification area
// covers it each receive exactly one e-mail about it (dispatched by the server's own jobs through
// the mail catcher), which the project's Notifications tab then lists. The public notice's own
// text, written in both languages, on the printable notice. A period scheduled for a day to come:
// said as upcoming until then.
import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'
import { CommentPeriodPanel, ownEvaluationAt } from './page-models/staff-project-run'
import { formatDate, yukonDay, yukonMidnight } from '../../src/shared/domain/dates'
import { PROJECT_TYPE, findStage } from '../../src/shared/domain/stages'
import { publicNoticeLink } from '../../src/shared/domain/project-tabs'

interface Quiet {
  projectId: string
  projectNumber: string
  title: string
}

const STAGES = new Set(['ADEQUACY_REVIEW', 'REVIEW_INFORMATION', 'EVALUATION_REVIEW_RESPONSE', 'PREPARE_RECOMMENDATION'])

/** A demo evaluation under assessment with no comment period open, chosen at random so that runs and profiles do not meet: for a test that only reads its panel. */
async function quietProject(request: APIRequestContext): Promise<Quiet> {
  const { projects } = (await (await request.get(`/api/projects/search?projectTypes=${PROJECT_TYPE.evaluation}&limit=300`)).json()) as {
    projects: { projectId: string; projectTypeId: string; stageId: string }[]
  }
  const candidates = projects
    .filter((p) => p.projectTypeId === PROJECT_TYPE.evaluation && STAGES.has(findStage(p.projectTypeId, p.stageId)?.code ?? ''))
    .sort(() => Math.random() - 0.5)
  // Yukon keeps UTC-7 all year.
  const startOfToday = Date.parse(`${yukonDay(new Date())}T00:00:00-07:00`)
  for (const { projectId } of candidates) {
    const { project } = (await (await request.get(`/api/projects/${projectId}`)).json()) as {
      project: Quiet & {
        openForComments: boolean
        openForParticipantComments: boolean
        paused: boolean
        suspended: boolean
        stageDates: { startDate: string | null }
      }
    }
    // Not one whose stage began today: other tests are taking those through their stages now.
    if (project.stageDates.startDate !== null && Date.parse(project.stageDates.startDate) >= startOfToday) continue
    if (project.openForComments || project.openForParticipantComments || project.paused || project.suspended) continue
    return project
  }
  throw new Error('The demo set has no evaluation under assessment without a comment period')
}

/** A square of about 2 km around a point: the area a person draws on the notification profile's map. */
const squareAround = ({ latitude, longitude }: { latitude: number; longitude: number }) =>
  [
    [latitude - 0.01, longitude - 0.02],
    [latitude - 0.01, longitude + 0.02],
    [latitude + 0.01, longitude + 0.02],
    [latitude + 0.01, longitude - 0.02],
  ].map(([lat, lng]) => ({ latitude: lat!, longitude: lng! }))

for (const device of ['desktop', 'phone'] as const) {
  const tag = device === 'phone' ? ' @phone' : ''

  test(`an assessor opens a public comment period; a follower and a person whose area covers the project each get one e-mail, listed on its Notifications tab${tag}`, async ({
    page,
    request,
    people,
    account,
    mail,
    projectPage,
    shell,
  }) => {
    test.slow()
    const assessor = await people.standIn('assessor')
    const project = await ownEvaluationAt(request, people, await people.token(assessor), `Klondike culvert ${device} ${Date.now()}`, [])
    const follower = await people.newAccount({ firstName: 'Suiveur' })
    expect(
      (await request.post(`/api/projects/${project.projectId}/follow`, { headers: { Authorization: `Bearer ${await people.token(follower)}` } })).ok(),
    ).toBe(true)
    const neighbour = await people.newAccount({ firstName: 'Voisine' })
    // Around where the project's map draws its part 3 polygon, as a person draws an area on the profile's map.
    const { project: placed } = (await (await request.get(`/api/projects/${project.projectId}`)).json()) as {
      project: { shapes: { geometry: { type: string; coordinates: [number, number][][] } }[] }
    }
    const polygon = placed.shapes.find((shape) => shape.geometry.type === 'Polygon')
    expect(polygon, 'the project has its polygon on the map').toBeDefined()
    const [longitude, latitude] = polygon!.geometry.coordinates[0]![0]!
    const profile = {
      publicNotice: true,
      recommendationSent: false,
      assessmentDistricts: [],
      firstNations: [],
      sectors: [],
      planningCommissions: [],
      projectTypes: [],
      drainages: [],
      locationCoordinates: JSON.stringify(squareAround({ latitude, longitude })),
    }
    expect(
      (
        await request.post('/api/users/update-notification-profile', { data: profile, headers: { Authorization: `Bearer ${await people.token(neighbour)}` } })
      ).ok(),
    ).toBe(true)

    await account.logIn(assessor)
    await page.goto(`/staff/projects/${project.projectId}`)
    const panel = new CommentPeriodPanel(page)
    await expect(panel.audience(/^The public/)).toBeChecked()
    const lastDay = yukonDay(new Date(Date.now() + 21 * 86_400_000))
    await panel.lastDay().fill(lastDay)
    await panel.openButton().click()
    await expect(panel.done).toHaveText(/^The comment period is open to the public\. Its notice is e-mailed to \d+ people\.$/)
    await expect(panel.current).toContainText('Open to the public until')
    await expect(panel.current).toContainText('4:30')

    // Dispatch runs in the server's own jobs after the staff action's transaction.
    const subject = `Public comment period open: ${project.projectNumber} – ${project.title}`
    // Compared without spaces: the catcher joins a long subject's encoded words with them. Only this
    // project's: other tests' projects are in the neighbour's area too.
    const bare = (s: string) => s.replace(/\s+/g, '')
    const notices = async (address: string) => (await mail.subjectsTo(address)).map(bare).filter((s) => s === bare(subject))
    await expect.poll(() => notices(follower.email), { timeout: 30_000 }).toEqual([bare(subject)])
    await expect.poll(() => notices(neighbour.email), { timeout: 30_000 }).toEqual([bare(subject)])

    await projectPage.goto(project.projectId, 'notifications')
    const listed = page.getByTestId('notification').filter({ hasText: subject })
    await expect(listed.filter({ hasText: 'Sent to: Follower' })).toHaveCount(1)
    await expect(listed.filter({ hasText: 'Sent to: Notification Profile' })).toHaveCount(1)
    // The notice as it was mailed, with its closing date: in French for a French reader.
    await listed.first().getByRole('link').click()
    await expect(page.getByRole('article')).toContainText(`You can comment until ${formatDate(yukonMidnight(lastDay))} 4:30 PM (Yukon time).`)
    await shell.switchLanguage('Français')
    await expect(page.getByRole('heading', { name: `Période de commentaires publics ouverte : ${project.projectNumber} – ${project.title}` })).toBeVisible()
    await expect(page.getByRole('article')).toContainText(
      `Vous pouvez soumettre un commentaire jusqu’au ${formatDate(yukonMidnight(lastDay), 'fr')} 16 h 30 (heure du Yukon).`,
    )
    await shell.switchLanguage('English')
    await projectPage.tab('Activity').click()
    await expect(page.getByText(/^Comments are accepted until/).first()).toBeVisible()

    // Once, not again on a later pass of the dispatch.
    expect(await notices(follower.email)).toEqual([bare(subject)])
    expect(await notices(neighbour.email)).toEqual([bare(subject)])
  })
}

test('an assessor schedules a comment period for a day to come: the panel, the Comments tab and the public notice say when it opens', async ({
  page,
  request,
  people,
  account,
}) => {
  const assessor = await people.standIn('assessor')
  // Past adequacy review, where the Comments tab shows.
  const project = await ownEvaluationAt(request, people, await people.token(assessor), `Mayo bridge ${Date.now()}`, ['SEEKING_VIEWS', 'REVIEW_INFORMATION'])
  await account.logIn(assessor)
  await page.goto(`/staff/projects/${project.projectId}`)
  const panel = new CommentPeriodPanel(page)
  const firstDay = yukonDay(new Date(Date.now() + 5 * 86_400_000))
  await panel.firstDay().fill(firstDay)
  await panel.lastDay().fill(yukonDay(new Date(Date.now() + 26 * 86_400_000)))
  await panel.openButton().click()
  await expect(panel.done).toHaveText('The comment period is scheduled. It opens to the public on its first day, and its public notice is e-mailed then.')
  const opens = formatDate(yukonMidnight(firstDay))
  await expect(panel.current).toContainText(`Opens to the public on ${opens}`)

  await page.goto(`/projects/${project.projectId}/comments`)
  await expect(page.getByTestId('comments-closed')).toHaveText(`A public comment period opens on ${opens}.`)
  await page.goto(`/projects/${project.projectId}/public-notice`)
  await expect(page.getByRole('heading', { name: 'Public Comment Period Upcoming' })).toBeVisible()
  expect((await (await request.get(`/api/projects/${project.projectId}`)).json()).project).toMatchObject({
    openForComments: false,
    upcomingCommentPeriod: { startsAt: yukonMidnight(firstDay).toISOString() },
  })
})

test('the comment period panel is in French when the site is', async ({ page, request, people, account, shell }) => {
  const project = await quietProject(request)
  await account.logIn(await people.standIn('assessor'))
  await page.goto(`/staff/projects/${project.projectId}`)
  await shell.switchLanguage('Français')
  const panel = new CommentPeriodPanel(page)
  await expect(panel.audience(/^Le public/)).toBeChecked()
  await expect(panel.audience(/^Participants seulement/)).not.toBeChecked()
  await expect(panel.lastDay()).toBeVisible()
  await expect(panel.openButton()).toBeVisible()
})

test('an assessor writes the public notice’s own text in English and French, and the printable notice shows it in the reader’s language', async ({
  page,
  request,
  people,
  account,
  shell,
}) => {
  // Two texts typed key by key into the rich-text editor: over 30 s at a load of 11 on 2 cores.
  test.slow()
  const { projects } = (await (await request.get(`/api/projects/search?projectTypes=${PROJECT_TYPE.evaluation}&limit=300`)).json()) as {
    projects: { projectId: string; projectTypeId: string; stageId: string }[]
  }
  const stages = new Set(['REVIEW_INFORMATION', 'EVALUATION_REVIEW_RESPONSE', 'PREPARE_RECOMMENDATION'])
  const candidates = projects.filter((p) => stages.has(findStage(p.projectTypeId, p.stageId)?.code ?? '')).sort(() => Math.random() - 0.5)
  let projectId = ''
  for (const candidate of candidates) {
    const { project } = (await (await request.get(`/api/projects/${candidate.projectId}`)).json()) as { project: Parameters<typeof publicNoticeLink>[0] }
    if (publicNoticeLink(project) === 'shown') {
      projectId = candidate.projectId
      break
    }
  }
  expect(projectId, 'a demo evaluation whose public notice is shown').not.toBe('')
  const english = `Comments may also be left at the Dawson office ${Date.now()}.`
  const french = `Les commentaires peuvent aussi être déposés au bureau de Dawson ${Date.now()}.`
  await account.logIn(await people.standIn('assessor'))
  await page.goto(`/staff/projects/${projectId}`)
  const form = page.getByRole('form', { name: 'Public notice text' })
  await form.getByRole('textbox', { name: 'Public notice text (English)' }).click()
  await page.keyboard.type(english)
  await form.getByRole('textbox', { name: 'Public notice text (French)' }).click()
  await page.keyboard.type(french)
  await form.getByRole('button', { name: 'Save the public notice text' }).click()
  await expect(form.getByText('The public notice’s text is saved.')).toBeVisible()

  await form.getByRole('link', { name: 'See the public notice' }).click()
  await expect(page).toHaveURL(`/projects/${projectId}/public-notice`)
  await expect(page.getByText(english)).toBeVisible()
  await shell.switchLanguage('Français')
  await expect(page.getByText(french)).toBeVisible()
  await expect(page.getByText(english)).toHaveCount(0)
})
