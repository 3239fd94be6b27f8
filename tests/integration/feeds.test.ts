// The registry's feeds and calendars (issue 31 item 3): Atom of what the public sees happen on the
// projects of a search or of one project, and iCalendar of comment-period deadlines and hearings.
import { DOMParser } from '@xmldom/xmldom'
import type { Element } from '@xmldom/xmldom'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { staffCallers } from './staff-callers.ts'
import { createProject } from '../factories/project-factory.ts'
import { createDocument } from '../factories/content-factory.ts'
import * as t from '../../src/server/db/schema/index.ts'
import { PROJECT_TYPE, stageByCode } from '../../src/shared/domain/stages.ts'
import { yukonMidnight } from '../../src/shared/domain/dates.ts'

const ATOM = 'http://www.w3.org/2005/Atom'

let app: TestApp
const ids: Record<string, string> = {}

interface Entry {
  id: string
  title: string
  link: string
  updated: string
  text: string
}

function parseAtom(xml: string): { title: string; updated: string; entries: Entry[] } {
  const doc = new DOMParser().parseFromString(xml, 'application/xml')
  const feed = doc.documentElement!
  expect(feed.namespaceURI).toBe(ATOM)
  expect(feed.localName).toBe('feed')
  const child = (el: Element, name: string) => Array.from(el.childNodes).find((n): n is Element => n.nodeType === 1 && (n as Element).localName === name)
  const entries = Array.from(feed.getElementsByTagNameNS(ATOM, 'entry')).map((e) => ({
    id: child(e, 'id')!.textContent!,
    title: child(e, 'title')!.textContent!,
    link: child(e, 'link')!.getAttribute('href')!,
    updated: child(e, 'updated')!.textContent!,
    text: e.textContent ?? '',
  }))
  return { title: child(feed, 'title')!.textContent!, updated: child(feed, 'updated')!.textContent!, entries }
}

/** The VEVENTs of an iCalendar, each as its properties (lines unfolded, text unescaped, parameters kept in the name). */
function parseIcs(text: string): Record<string, string>[] {
  expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true)
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n')
  const events: Record<string, string>[] = []
  let event: Record<string, string> | null = null
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') {
      event = {}
    } else if (line === 'END:VEVENT') {
      events.push(event!)
      event = null
    } else if (event) {
      const colon = line.indexOf(':')
      event[line.slice(0, colon)] = line.slice(colon + 1).replace(/\\([\\;,nN])/g, (_, c: string) => (c.toLowerCase() === 'n' ? '\n' : c))
    }
  }
  return events
}

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers })
const atomOf = async (path: string, headers?: Record<string, string>) => {
  const response = await get(path, headers)
  expect(response.status).toBe(200)
  return parseAtom(await response.text())
}
const icsOf = async (path: string, headers?: Record<string, string>) => {
  const response = await get(path, headers)
  expect(response.status).toBe(200)
  return parseIcs(await response.text())
}

beforeAll(async () => {
  app = await startTestApp({ now: new Date('2026-11-20T18:00:00Z') })
  const dir = app.config.dataDir
  const gravel = await createProject(app.db, { projectNumber: '2026-0101', title: 'Gravel pit on Creek Road', year: 2026 })
  const quartz = await createProject(app.db, {
    projectNumber: '2025-0102',
    title: 'Quartz mine road',
    year: 2025,
    projectTypeId: PROJECT_TYPE.screening,
    stageCode: 'SCREENING',
  })
  const draft = await createProject(app.db, { projectNumber: null, title: 'Draft gravel pit', stageCode: 'DRAFT' })
  const checking = await createProject(app.db, { projectNumber: '2026-0103', title: 'Gravel at Proposal Check', stageCode: 'PROPOSAL_CHECK' })
  ids.gravel = gravel.id
  ids.quartz = quartz.id
  await app.db.update(t.projects).set({ showEmailsTab: true }).where(eq(t.projects.id, gravel.id))

  const adequacy = stageByCode(PROJECT_TYPE.evaluation, 'ADEQUACY_REVIEW')
  const stageLine = (projectId: string, at: string) => ({
    projectId,
    activityDate: new Date(at),
    messageParts: [{ messagePartType: 'Text' as const, message: 'Adequacy Review started.' }],
    event: { code: 'stage-started' as const, projectTypeId: PROJECT_TYPE.evaluation, stageId: adequacy.stageId },
  })
  const named = await createDocument(app.db, dir, gravel.id, { description: 'Decision letter', uploadedAt: new Date('2026-11-03T18:00:00Z') })
  ids.named = named.document.id
  const fish = await createDocument(app.db, dir, gravel.id, { description: 'Fish study', uploadedAt: new Date('2026-11-04T18:00:00Z') })
  ids.fish = fish.document.id
  await createDocument(app.db, dir, gravel.id, { state: 'internal', description: 'SECRET internal memo' })
  await createDocument(app.db, dir, gravel.id, { state: 'unreviewed', description: 'SECRET unreviewed upload' })
  await createDocument(app.db, dir, gravel.id, { description: 'SECRET removed file', removedAt: new Date('2026-11-05T18:00:00Z') })
  await createDocument(app.db, dir, gravel.id, { parentDocumentId: fish.document.id, description: 'SECRET attachment listed under its document' })
  await createDocument(app.db, dir, draft.id, { description: 'SECRET draft document' })
  await createDocument(app.db, dir, checking.id, { description: 'SECRET document at proposal check' })
  const [stage, added] = await app.db
    .insert(t.activityItems)
    .values([
      stageLine(gravel.id, '2026-11-01T18:00:00Z'),
      {
        projectId: gravel.id,
        activityDate: new Date('2026-11-03T18:00:00Z'),
        messageParts: [{ messagePartType: 'Text', message: 'Decision received from a decision body: ' }],
        event: { code: 'document-added', kind: 'decision', documentId: named.document.id, name: 'Decision letter' },
        documentIds: [named.document.id],
      },
      stageLine(quartz.id, '2026-11-02T18:00:00Z'),
      { ...stageLine(draft.id, '2026-11-06T18:00:00Z'), messageParts: [{ messagePartType: 'Text', message: 'SECRET draft line' }], event: null },
      { ...stageLine(checking.id, '2026-11-06T18:00:00Z'), messageParts: [{ messagePartType: 'Text', message: 'SECRET proposal check line' }], event: null },
    ])
    .returning()
  ids.stageLine = stage!.id
  ids.addedLine = added!.id
  const [notice] = await app.db
    .insert(t.emailMessages)
    .values([
      {
        projectId: gravel.id,
        emailTypeId: 1,
        subject: 'Public hearing scheduled: 2026-0101',
        subjectFr: 'Audience publique prévue : 2026-0101',
        content: '<p>A public hearing is scheduled.</p>',
        contentFr: '<p>Une audience publique est prévue.</p>',
        sentAt: new Date('2026-11-05T18:00:00Z'),
      },
      {
        projectId: quartz.id,
        emailTypeId: 1,
        subject: 'SECRET notice of a project without its Notifications tab',
        content: '<p>x</p>',
        sentAt: new Date('2026-11-05T18:00:00Z'),
      },
    ])
    .returning()
  ids.notice = notice!.id
  const [hearing] = await app.db
    .insert(t.hearings)
    .values([
      {
        projectId: gravel.id,
        title: 'Carmacks community hearing',
        startDate: yukonMidnight('2026-12-03'),
        endDate: yukonMidnight('2026-12-03'),
        time: '6:30 PM to 9:30 PM',
        location: 'Carmacks Recreation Centre',
      },
      { projectId: gravel.id, title: 'Hearing to be scheduled' },
      { projectId: checking.id, title: 'SECRET hearing of a project at proposal check', startDate: yukonMidnight('2026-12-04') },
    ])
    .returning()
  ids.hearing = hearing!.id
  // The office opens a comment period as it does on its page: to the end of its last day.
  const staff = await staffCallers(app)
  const opened = await staff.call('POST', `/api/staff/projects/${gravel.id}/comment-period/open`, 'assessor', {
    audience: 'public',
    startDate: '2026-11-20',
    endDate: '2026-12-16',
  })
  expect(opened.status).toBe(200)
  await app.db
    .update(t.projects)
    .set({ openForComments: true, commentPeriodStartsAt: yukonMidnight('2026-11-01'), commentPeriodEndsAt: new Date('2026-11-10T23:30:00Z') })
    .where(eq(t.projects.id, checking.id))
})

describe('the Atom feed of one project', () => {
  it('tells its stage changes, published documents and notices, newest first, linked to its pages', async () => {
    const response = await get('/api/v1/projects/2026-0101/feed.atom')
    expect(response.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('public, max-age=300')
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    const feed = parseAtom(await response.text())
    expect(feed.title).toBe('2026-0101 – Gravel pit on Creek Road')
    const page = `http://registry.test/projects/${ids.gravel}`
    const byId = new Map(feed.entries.map((e) => [e.id, e]))
    expect(byId.get(`tag:registry.test,2026:activity/${ids.stageLine}`)).toMatchObject({
      title: 'Adequacy Review started: 2026-0101 – Gravel pit on Creek Road',
      link: `${page}/activity`,
      updated: '2026-11-01T18:00:00.000Z',
    })
    expect(byId.get(`tag:registry.test,2026:document/${ids.fish}`)).toMatchObject({ link: `${page}/documents`, updated: '2026-11-04T18:00:00.000Z' })
    expect(byId.get(`tag:registry.test,2026:document/${ids.fish}`)!.title).toMatch(/^Document published: 2026-0101-\d{4} Fish study: 2026-0101/)
    expect(byId.get(`tag:registry.test,2026:notice/${ids.notice}`)).toMatchObject({
      title: 'Public hearing scheduled: 2026-0101',
      link: `${page}/notifications/${ids.notice}`,
    })
    expect(byId.get(`tag:registry.test,2026:notice/${ids.notice}`)!.text).toContain('A public hearing is scheduled.')
    // The comment period the office opened, as its activity line.
    expect(feed.entries[0]!.title).toBe('Comments are accepted until Dec 16, 2026 4:30 PM: 2026-0101 – Gravel pit on Creek Road')
    expect(feed.entries[0]!.link).toBe(`${page}/comments`)
    const updated = feed.entries.map((e) => e.updated)
    expect(updated).toEqual([...updated].sort().reverse())
    expect(feed.updated).toBe(updated[0])
    // A document an activity line names is told by that line, not twice.
    expect(byId.has(`tag:registry.test,2026:document/${ids.named}`)).toBe(false)
    expect(byId.has(`tag:registry.test,2026:activity/${ids.addedLine}`)).toBe(true)
  })

  it('never tells what the public does not see', async () => {
    const text = await (await get('/api/v1/projects/2026-0101/feed.atom')).text()
    expect(text).not.toContain('SECRET')
    expect((await get('/api/v1/projects/2026-0103/feed.atom')).status).toBe(404)
    expect((await get('/api/v1/projects/2026-0103/calendar.ics')).status).toBe(404)
    expect((await get('/api/v1/projects/2026-9999/feed.atom')).status).toBe(404)
    // A project that does not show its Notifications tab has no notices in its feed.
    expect(await (await get('/api/v1/projects/2025-0102/feed.atom')).text()).not.toContain('SECRET')
  })

  it('speaks French with lang=fr or as the reader’s headers prefer, notices in their French words', async () => {
    for (const [path, headers] of [
      ['/api/v1/projects/2026-0101/feed.atom?lang=fr', {}],
      ['/api/v1/projects/2026-0101/feed.atom', { 'Accept-Language': 'fr-CA,fr;q=0.9,en;q=0.5' }],
      ['/api/v1/projects/2026-0101/feed.atom', { 'X-UI-Language': 'fr' }],
    ] as const) {
      const feed = await atomOf(path, headers)
      const titles = feed.entries.map((e) => e.title)
      expect(titles).toContain('Début de l’étape : Examen de la conformité : 2026-0101 – Gravel pit on Creek Road')
      expect(titles).toContain('Audience publique prévue : 2026-0101')
      expect(titles[0]).toBe('Les commentaires sont acceptés jusqu’au 16 déc 2026 16 h 30 : 2026-0101 – Gravel pit on Creek Road')
    }
  })

  it('is answered 304 while the reader’s copy is current, and anew once something changed', async () => {
    const first = await get('/api/v1/projects/2026-0101/feed.atom')
    const etag = first.headers.get('etag')!
    expect(etag).toMatch(/^"[\w-]+"$/)
    const again = await get('/api/v1/projects/2026-0101/feed.atom', { 'If-None-Match': etag })
    expect(again.status).toBe(304)
    expect(again.headers.get('etag')).toBe(etag)
    expect((await get('/api/v1/projects/2026-0101/feed.atom?lang=fr', { 'If-None-Match': etag })).status).toBe(200)
    const [line] = await app.db
      .insert(t.activityItems)
      .values({
        ...{ projectId: ids.gravel!, activityDate: new Date('2026-11-21T18:00:00Z') },
        messageParts: [{ messagePartType: 'Text', message: 'A comment was posted.' }],
        event: { code: 'comment-published' },
      })
      .returning()
    const changed = await get('/api/v1/projects/2026-0101/feed.atom', { 'If-None-Match': etag })
    expect(changed.status).toBe(200)
    expect(parseAtom(await changed.text()).entries[0]!.id).toBe(`tag:registry.test,2026:activity/${line!.id}`)
    await app.db.delete(t.activityItems).where(eq(t.activityItems.id, line!.id))
  })
})

describe('the Atom feed of a search', () => {
  it('tells of exactly the projects the home search finds with the same filters', async () => {
    for (const query of ['textSearch=gravel', 'projectTypes=' + PROJECT_TYPE.screening, 'minYear=2026', '']) {
      const search = await app.getJson<{ projects: { projectId: string }[] }>(`/api/projects/search?${query}`)
      const found = new Set(search.body.projects.map((p) => p.projectId))
      const feed = await atomOf(`/api/v1/projects/feed.atom?${query}`)
      const told = new Set(feed.entries.map((e) => /\/projects\/([0-9a-f-]{36})/.exec(e.link)![1]))
      expect([...told].sort()).toEqual([...found].filter((id) => id === ids.gravel || id === ids.quartz).sort())
      expect(feed.entries.map((e) => e.text).join()).not.toContain('SECRET')
    }
    expect((await atomOf('/api/v1/projects/feed.atom?textSearch=gravel')).entries.some((e) => e.link.includes(ids.quartz!))).toBe(false)
    expect((await atomOf('/api/v1/projects/feed.atom?textSearch=quartz')).entries.every((e) => e.link.includes(ids.quartz!))).toBe(true)
  })

  it('refuses a filter the search refuses, naming it', async () => {
    const refused = await get('/api/v1/projects/feed.atom?minYear=2027&maxYear=2026')
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as { parameter: string }).parameter).toBe('minYear')
    expect((await get('/api/v1/projects/calendar.ics?polygon=1%202')).status).toBe(400)
    expect((await get('/api/v1/projects/feed.atom?lang=de')).status).toBe(400)
  })
})

describe('the calendar', () => {
  it('has the comment period’s deadline at 4:30 pm Yukon time on its last day, and the hearing’s day, hours and place', async () => {
    const response = await get('/api/v1/projects/2026-0101/calendar.ics')
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    const events = parseIcs(await response.text())
    expect(events).toHaveLength(2)
    const period = events.find((e) => e.UID!.includes('comment-period'))!
    expect(period).toMatchObject({
      DTSTART: '20261216T230000Z',
      DTEND: '20261216T233000Z',
      SUMMARY: 'Public comment period ends: 2026-0101 – Gravel pit on Creek Road',
      URL: `http://registry.test/projects/${ids.gravel}/comments`,
    })
    expect(period.DESCRIPTION).toContain('You can comment until Dec 16, 2026 4:30 PM (Yukon time).')
    const hearing = events.find((e) => e.UID === `tag:registry.test,2026:hearing/${ids.hearing}`)!
    // 6:30 pm to 9:30 pm in Carmacks on December 3 (UTC−7).
    expect(hearing).toMatchObject({ DTSTART: '20261204T013000Z', DTEND: '20261204T043000Z', LOCATION: 'Carmacks Recreation Centre' })
    expect(hearing.SUMMARY).toBe('Carmacks community hearing: 2026-0101 – Gravel pit on Creek Road')
  })

  it('keeps each event’s UID from one fetch to the next, also when the hearing moves, and is answered 304 while current', async () => {
    const first = await get('/api/v1/projects/2026-0101/calendar.ics')
    const etag = first.headers.get('etag')!
    const uids = parseIcs(await first.text()).map((e) => e.UID)
    expect((await get('/api/v1/projects/2026-0101/calendar.ics', { 'If-None-Match': etag })).status).toBe(304)
    const second = await get('/api/v1/projects/2026-0101/calendar.ics')
    expect(second.headers.get('etag')).toBe(etag)
    expect(parseIcs(await second.text()).map((e) => e.UID)).toEqual(uids)
    await app.db
      .update(t.hearings)
      .set({ location: 'Carmacks school gym', updatedAt: new Date('2026-11-21T18:00:00Z') })
      .where(eq(t.hearings.id, ids.hearing!))
    const moved = await get('/api/v1/projects/2026-0101/calendar.ics', { 'If-None-Match': etag })
    expect(moved.status).toBe(200)
    const events = parseIcs(await moved.text())
    expect(events.map((e) => e.UID)).toEqual(uids)
    expect(events.find((e) => e.UID === `tag:registry.test,2026:hearing/${ids.hearing}`)!.LOCATION).toBe('Carmacks school gym')
  })

  it('of a search holds its projects’ events only, in French when asked', async () => {
    const events = await icsOf('/api/v1/projects/calendar.ics?textSearch=gravel&lang=fr')
    expect(events.map((e) => e.SUMMARY).sort()).toEqual([
      'Carmacks community hearing : 2026-0101 – Gravel pit on Creek Road',
      'Fin de la période de commentaires publics : 2026-0101 – Gravel pit on Creek Road',
    ])
    expect(events.map((e) => e.DESCRIPTION).join()).toContain('Vous pouvez soumettre un commentaire jusqu’au 16 déc 2026 16 h 30 (heure du Yukon).')
    expect(await icsOf('/api/v1/projects/calendar.ics?textSearch=quartz')).toEqual([])
  })
})
