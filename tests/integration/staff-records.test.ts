// Notes, correspondence, document groups, hearings and general notices as the office writes them:
// only staff reach the routes (anyone else: 404, as an unknown address); an Internal record and its
// files stay off the public tabs, a Public one is read there and told in the activity feed; a
// hearing shows on the Hearings tab with its material and sends the hearing notice; a general
// notice is recorded for dispatch; records and hearings are edited afterwards, the public tabs and
// feed following; every change is audited; bad input changes nothing.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { createProject } from '../factories/project-factory.ts'
import { giveRole } from '../factories/user-factory.ts'
import { pdfForm, staffCallers } from './staff-callers.ts'
import { expectZipBombRefused } from './zip-bombs.ts'
import * as t from '../../src/server/db/schema/index.ts'

let app: TestApp
let call: Awaited<ReturnType<typeof staffCallers>>['call']
let proponentId = ''

beforeAll(async () => {
  app = await startTestApp({ now: new Date('2026-11-24T18:00:00Z') })
  const callers = await staffCallers(app)
  call = callers.call
  proponentId = callers.userId.proponent!
})

let projectId = ''
beforeEach(async () => {
  projectId = (await createProject(app.db, { stageCode: 'SEEKING_VIEWS' })).id
  await giveRole(app.db, proponentId, projectId, 'proponent-agent')
})

const pdf = (name = 'letter.pdf') => pdfForm(name)
const base = () => `/api/staff/projects/${projectId}`
const note = { kind: 'note', title: 'Site visit', body: '<p>We walked the <em>creek</em>.</p><img src=x onerror=alert(1)>', state: 'internal' }
const hearing = {
  title: 'Community hearing in Dawson',
  startDate: '2027-02-10',
  endDate: '2027-02-11',
  time: '7:00 pm',
  location: 'Dawson City Community Hall',
  description: '<p>Everyone is welcome.</p>',
}
const feed = async () =>
  ((await call('GET', `/api/projects/${projectId}/activity-feed`, 'anonymous')).body as unknown as { event: Record<string, unknown> | null }[]).map(
    (i) => i.event,
  )

describe('staff access', () => {
  const endpoints = async (): Promise<[string, string, unknown][]> => {
    const noteId = (await call('POST', `${base()}/records`, 'assessor', note)).body.id!
    const hearingId = (await call('POST', `${base()}/hearings`, 'assessor', hearing)).body.id!
    return [
      ['GET', `${base()}/records`, undefined],
      ['POST', `${base()}/records`, note],
      ['POST', `${base()}/records/note/${noteId}/documents`, pdf()],
      ['PUT', `${base()}/records/note/${noteId}`, { title: 'Site visit, 3 December', body: '<p>We walked the creek.</p>', revision: 1 }],
      ['POST', `${base()}/records/note/${noteId}/state`, { state: 'public' }],
      ['POST', `${base()}/hearings`, hearing],
      ['PUT', `${base()}/hearings/${hearingId}`, { ...hearing, location: 'Dawson City Curling Club', revision: 1 }],
      ['POST', `${base()}/hearings/${hearingId}/documents`, pdf()],
      ['POST', `${base()}/general-notice`, { note: 'A site visit is planned.' }],
    ]
  }

  for (const who of ['anonymous', 'public', 'proponent'] as const) {
    it(`does not exist for ${who === 'anonymous' ? 'an anonymous visitor' : `a ${who} user`}: every endpoint answers 404 and changes nothing`, async () => {
      const list = await endpoints()
      const before = (await app.db.select().from(t.auditLog)).length
      for (const [method, path, body] of list) {
        const { status, body: answer } = await call(method, path, who, body)
        expect(status, path).toBe(404)
        expect(answer).toMatchObject({ code: 'not-found', userMessage: 'No such API endpoint.' })
      }
      expect(await app.db.select().from(t.auditLog)).toHaveLength(before)
      expect((await app.db.select().from(t.notes).where(eq(t.notes.projectId, projectId))).map((n) => n.state)).toEqual(['internal'])
    })
  }

  for (const who of ['assessor', 'manager', 'administrator'] as const) {
    it(`lets ${who === 'assessor' ? 'an' : 'a'} ${who} write records and hearings and send a notice`, async () => {
      for (const [method, path, body] of await endpoints()) expect((await call(method, path, who, body)).status, path).toBe(200)
    })
  }
})

describe('notes, correspondence and document groups', () => {
  it('keeps an Internal note and its file from the public, then publishes both, in the feed, audited', async () => {
    const { body: saved } = await call('POST', `${base()}/records`, 'assessor', note)
    const { body: file } = await call('POST', `${base()}/records/note/${saved.id}/documents`, 'assessor', pdf('walk.pdf'))
    expect((await call('GET', `/api/projects/${projectId}/notes`, 'anonymous')).body).toEqual([])
    expect((await call('GET', `/api/projects/${projectId}/notes/${saved.id}/documents`, 'anonymous')).status).toBe(404)
    expect(await feed()).toEqual([])

    expect((await call('POST', `${base()}/records/note/${saved.id}/state`, 'assessor', { state: 'public' })).status).toBe(200)
    const notes = (await call('GET', `/api/projects/${projectId}/notes`, 'anonymous')).body as unknown as {
      noteId: string
      title: string
      note: string
      noteState: string
      documentNumber: string
    }[]
    expect(notes).toEqual([
      expect.objectContaining({
        noteId: saved.id,
        title: 'Site visit',
        note: '<p>We walked the <em>creek</em>.</p>',
        noteState: 'public',
        documentNumber: expect.stringMatching(/-0001$/),
      }),
    ])
    const documents = (await call('GET', `/api/projects/${projectId}/notes/${saved.id}/documents`, 'anonymous')).body as unknown as { documentId: string }[]
    expect(documents.map((d) => d.documentId)).toEqual([file.documentId])
    expect(await feed()).toEqual([{ code: 'record-published', kind: 'note', recordId: saved.id, title: 'Site visit' }])

    expect((await call('POST', `${base()}/records/note/${saved.id}/state`, 'manager', { state: 'public' })).body).toMatchObject({
      code: 'same-state',
      userMessage: 'This record is already public.',
    })
    const audit = await app.db.select().from(t.auditLog).where(eq(t.auditLog.action, 'set-note-state'))
    expect(audit.find((a) => a.entityId === saved.id)!.detail).toMatchObject({ projectId, before: { state: 'internal' }, after: { state: 'public' } })
  })

  it('publishes a letter and a document group at once, on the Correspondence and document-group pages', async () => {
    const { body: letter } = await call('POST', `${base()}/records`, 'assessor', {
      kind: 'correspondence',
      title: 'Letter to the proponent',
      body: 'About the water licence.',
      state: 'public',
    })
    await call('POST', `${base()}/records/correspondence/${letter.id}/documents`, 'assessor', pdf())
    const { body: group } = await call('POST', `${base()}/records`, 'assessor', {
      kind: 'document-group',
      title: 'Baseline studies',
      body: 'Fish and wildlife.',
      state: 'public',
    })
    await call('POST', `${base()}/records/document-group/${group.id}/documents`, 'assessor', pdf('fish.pdf'))
    expect((await call('GET', `/api/projects/${projectId}/correspondence`, 'anonymous')).body).toEqual([
      expect.objectContaining({ correspondenceId: letter.id, title: 'Letter to the proponent', correspondenceState: 'public' }),
    ])
    expect((await call('GET', `/api/projects/${projectId}/correspondence/${letter.id}/documents`, 'anonymous')).body).toHaveLength(1)
    expect((await call('GET', `/api/projects/${projectId}/document-groups/${group.id}/documents`, 'anonymous')).body).toEqual([
      expect.objectContaining({ fileName: 'fish.pdf' }),
    ])
    expect((await feed()).map((e) => e?.kind).sort()).toEqual(['correspondence', 'document-group'])

    // Back to Internal: the letter and its file leave the public tabs.
    await call('POST', `${base()}/records/correspondence/${letter.id}/state`, 'assessor', { state: 'internal' })
    expect((await call('GET', `/api/projects/${projectId}/correspondence`, 'anonymous')).body).toEqual([])
    expect((await call('GET', `/api/projects/${projectId}/correspondence/${letter.id}/documents`, 'anonymous')).status).toBe(404)
  })

  it('refuses bad input with a clear message and saves nothing', async () => {
    expect((await call('POST', `${base()}/records`, 'assessor', { ...note, title: ' ' })).body.userMessage).toContain('Give a title.')
    expect((await call('POST', `${base()}/records`, 'assessor', { ...note, kind: 'memo' })).status).toBe(400)
    expect((await call('POST', `${base()}/records`, 'assessor', { ...note, state: 'unreviewed' })).status).toBe(400)
    expect((await call('POST', `${base()}/records/memo/${projectId}/state`, 'assessor', { state: 'public' })).status).toBe(404)
    expect((await call('POST', `${base()}/records/note/${projectId}/state`, 'assessor', { state: 'public' })).body).toMatchObject({
      userMessage: 'This record was not found in this project.',
    })
    expect(await app.db.select().from(t.notes).where(eq(t.notes.projectId, projectId))).toEqual([])
  })
})

describe('editing what the office wrote', () => {
  const edit = (kind: string, id: string, changes: Record<string, unknown>, who: 'assessor' | 'manager' = 'assessor') =>
    call('PUT', `${base()}/records/${kind}/${id}`, who, changes)

  it('changes a public note’s title and text: the public tab, its files and its feed line follow, audited with the values before and after', async () => {
    const { body: saved } = await call('POST', `${base()}/records`, 'assessor', { ...note, state: 'public' })
    const { body: file } = await call('POST', `${base()}/records/note/${saved.id}/documents`, 'assessor', pdf('walk.pdf'))
    expect(
      (
        await edit('note', saved.id!, {
          title: 'Site visit, 3 December',
          body: '<p>We walked the <strong>upper</strong> creek.</p><script>alert(1)</script>',
          revision: 1,
        })
      ).status,
    ).toBe(200)
    const notes = (await call('GET', `/api/projects/${projectId}/notes`, 'anonymous')).body as unknown as { title: string; note: string }[]
    expect(notes).toEqual([expect.objectContaining({ title: 'Site visit, 3 December', note: '<p>We walked the <strong>upper</strong> creek.</p>' })])
    const files = (await call('GET', `/api/projects/${projectId}/notes/${saved.id}/documents`, 'anonymous')).body as unknown as {
      documentId: string
      description: string
    }[]
    expect(files).toEqual([expect.objectContaining({ documentId: file.documentId, description: 'Site visit, 3 December' })])
    expect(await feed()).toEqual([{ code: 'record-published', kind: 'note', recordId: saved.id, title: 'Site visit, 3 December' }])
    const [entry] = await app.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.action, 'update-note'), eq(t.auditLog.entityId, saved.id!)))
    expect(entry).toMatchObject({
      detail: { projectId, before: { title: 'Site visit', body: '<p>We walked the <em>creek</em>.</p>' }, after: { title: 'Site visit, 3 December' } },
    })
  })

  it('refuses an edit started from an older revision, a missing title, and a record of another project, and changes nothing', async () => {
    const { body: letter } = await call('POST', `${base()}/records`, 'assessor', {
      kind: 'correspondence',
      title: 'Letter to the proponent',
      body: 'About the water licence.',
      state: 'internal',
    })
    expect((await edit('correspondence', letter.id!, { title: 'Letter of 3 December', body: 'About the licence.', revision: 1 })).status).toBe(200)
    const stale = await edit('correspondence', letter.id!, { title: 'Another title', body: '', revision: 1 }, 'manager')
    expect(stale).toMatchObject({ status: 409, body: { code: 'stale-revision' } })
    expect((await edit('correspondence', letter.id!, { title: ' ', body: '', revision: 2 })).body.userMessage).toContain('Give a title.')
    const other = (await createProject(app.db)).id
    expect(
      (await call('PUT', `/api/staff/projects/${other}/records/correspondence/${letter.id}`, 'assessor', { title: 'X', body: '', revision: 2 })).status,
    ).toBe(404)
    const [row] = await app.db.select().from(t.correspondence).where(eq(t.correspondence.id, letter.id!))
    expect(row).toMatchObject({ title: 'Letter of 3 December', description: 'About the licence.', revision: 2, state: 'internal' })
    // An internal record stays off the feed when it changes.
    expect(await feed()).toEqual([])
  })

  it('changes a hearing: the Hearings tab shows it, the feed says when its date, time or place changed, and each change is audited', async () => {
    const { body: saved } = await call('POST', `${base()}/hearings`, 'assessor', hearing)
    const moved = { ...hearing, startDate: '2027-02-17', endDate: '2027-02-18', location: 'Dawson City Curling Club', revision: 1 }
    expect((await call('PUT', `${base()}/hearings/${saved.id}`, 'manager', moved)).status).toBe(200)
    const hearings = (await call('GET', `/api/projects/${projectId}/hearings`, 'anonymous')).body as unknown as Record<string, unknown>[]
    expect(hearings).toEqual([expect.objectContaining({ hearingId: saved.id, startDate: '2027-02-17T07:00:00.000Z', location: 'Dawson City Curling Club' })])
    expect(await feed()).toEqual(
      expect.arrayContaining([{ code: 'hearing-changed', hearingId: saved.id, title: hearing.title }, { code: 'hearings-scheduled' }]),
    )
    // Only the description: no new feed line.
    expect(
      (await call('PUT', `${base()}/hearings/${saved.id}`, 'assessor', { ...moved, description: '<p>Bring your questions.</p>', revision: 2 })).status,
    ).toBe(200)
    expect(await feed()).toHaveLength(2)
    expect((await app.db.select().from(t.auditLog).where(eq(t.auditLog.entityId, saved.id!))).map((a) => a.action)).toEqual([
      'create-hearing',
      'update-hearing',
      'update-hearing',
    ])
    expect((await call('PUT', `${base()}/hearings/${saved.id}`, 'assessor', { ...moved, revision: 1 })).status).toBe(409)
    expect((await call('PUT', `${base()}/hearings/${saved.id}`, 'assessor', { ...moved, startDate: '17/02/2027', revision: 3 })).body.userMessage).toContain(
      'Give the date as YYYY-MM-DD.',
    )
  })
})

describe('hearings and notices', () => {
  it('schedules a hearing with its material, in the feed, with the hearing notice, audited', async () => {
    const { body: saved } = await call('POST', `${base()}/hearings`, 'assessor', hearing)
    const { body: file } = await call('POST', `${base()}/hearings/${saved.id}/documents`, 'assessor', pdf('agenda.pdf'))
    const hearings = (await call('GET', `/api/projects/${projectId}/hearings`, 'anonymous')).body as unknown as Record<string, unknown>[]
    expect(hearings).toEqual([
      expect.objectContaining({
        hearingId: saved.id,
        title: hearing.title,
        startDate: '2027-02-10T07:00:00.000Z',
        time: '7:00 pm',
        location: hearing.location,
        description: '<p>Everyone is welcome.</p>',
        upcoming: true,
      }),
    ])
    const material = (await call('GET', `/api/projects/${projectId}/hearings/${saved.id}/documents`, 'anonymous')).body as unknown as { documentId: string }[]
    expect(material.map((d) => d.documentId)).toEqual([file.documentId])
    expect(await feed()).toEqual([{ code: 'hearings-scheduled' }])
    expect((await app.db.select().from(t.notificationEvents).where(eq(t.notificationEvents.projectId, projectId))).map((e) => e.kind)).toEqual(['hearing'])
    expect((await app.db.select().from(t.auditLog).where(eq(t.auditLog.entityId, saved.id!))).map((a) => a.action)).toEqual(['create-hearing'])
    expect((await call('POST', `${base()}/hearings`, 'assessor', { ...hearing, startDate: '10/02/2027' })).body.userMessage).toContain(
      'Give the date as YYYY-MM-DD.',
    )
  })

  it('records a general notice with the office’s words for dispatch, audited, and refuses an empty one', async () => {
    expect((await call('POST', `${base()}/general-notice`, 'manager', { note: 'A site visit is planned for 3 December.' })).status).toBe(200)
    const [event] = await app.db.select().from(t.notificationEvents).where(eq(t.notificationEvents.projectId, projectId))
    expect(event).toMatchObject({ kind: 'general', note: 'A site visit is planned for 3 December.' })
    expect((await app.db.select().from(t.auditLog).where(eq(t.auditLog.entityId, event!.id))).map((a) => a.action)).toEqual(['send-general-notice'])
    expect((await call('POST', `${base()}/general-notice`, 'manager', { note: '  ' })).body.userMessage).toContain('Write what the notice says.')
  })
})

describe('a flat zip bomb (a thousand files of a megabyte of zeros)', () => {
  it('is refused without being unpacked, as a record’s file and as a hearing’s', async () => {
    const { body: saved } = await call('POST', `${base()}/records`, 'assessor', note)
    await expectZipBombRefused((form) => call('POST', `${base()}/records/note/${saved.id}/documents`, 'assessor', form))
    const { body: scheduled } = await call('POST', `${base()}/hearings`, 'assessor', hearing)
    await expectZipBombRefused((form) => call('POST', `${base()}/hearings/${scheduled.id}/documents`, 'assessor', form))
    expect(await app.db.select().from(t.documents).where(eq(t.documents.projectId, projectId))).toEqual([])
  })
})
