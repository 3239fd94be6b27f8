// A project's document numbers are taken one writer at a time, whatever each writes (decision
// 0049): on PostgreSQL, where transactions run side by side, two writers of different records
// that number at the same moment get two numbers, and two that each first wrote a row pointing
// at the project do not wait for each other. The embedded database runs one transaction at a
// time; the test holds there too. Past 9999 the numbers grow a digit and keep counting, and are
// listed after 9999.
import { beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { setTimeout } from 'node:timers/promises'
import { eq } from 'drizzle-orm'
import * as t from '../../src/server/db/schema/index.ts'
import type { Database } from '../../src/server/db/client.ts'
import { nextDocumentNumber } from '../../src/server/modules/project-content/document-numbers.ts'
import { createProject } from '../factories/project-factory.ts'
import { createDocument } from '../factories/content-factory.ts'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'

let app: TestApp
let db: Database

beforeAll(async () => {
  app = await startTestApp()
  db = app.db
})

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

/** Numbers a note, holding the transaction open a moment between reading the number and writing it. */
const noteWriter = (projectId: string, before?: (tx: Tx) => Promise<unknown>) =>
  db.transaction(async (tx) => {
    await before?.(tx)
    const documentNumber = await nextDocumentNumber(tx, projectId)
    await setTimeout(50)
    await tx.insert(t.notes).values({ projectId, title: 'Site visit', note: '<p>Seen.</p>', documentNumber })
    return documentNumber
  })

/** Numbers a letter the same way. */
const letterWriter = (projectId: string) =>
  db.transaction(async (tx) => {
    const documentNumber = await nextDocumentNumber(tx, projectId)
    await setTimeout(50)
    await tx.insert(t.correspondence).values({ projectId, title: 'Letter', description: 'Sent.', documentNumber })
    return documentNumber
  })

describe('the next document number', () => {
  it('goes to one writer at a time: a note and a letter written together get two numbers', async () => {
    const project = await createProject(db, { stageCode: 'SEEKING_VIEWS' })
    const numbers = await Promise.all([noteWriter(project.id), letterWriter(project.id), noteWriter(project.id)])
    expect(new Set(numbers).size).toBe(3)
    expect([...numbers].sort()).toEqual(['0001', '0002', '0003'])
  })

  it('leaves no two writers waiting for each other when each first wrote a row of the project', async () => {
    const project = await createProject(db, { stageCode: 'SEEKING_VIEWS' })
    // A row pointing at the project holds a key-share lock on it until the transaction ends; both
    // writers hold theirs before either asks for the number.
    let arrived = 0
    let bothArrived!: () => void
    const both = new Promise<void>((resolve) => (bothArrived = resolve))
    const pointing = async (tx: Tx) => {
      await tx.insert(t.notes).values({ projectId: project.id, title: 'Unnumbered', note: '<p>Draft.</p>' })
      if (++arrived === 2) bothArrived()
      // The embedded database runs one transaction at a time: the other cannot arrive meanwhile.
      await Promise.race([both, setTimeout(500)])
    }
    const numbers = await Promise.all([noteWriter(project.id, pointing), noteWriter(project.id, pointing)])
    expect([...numbers].sort()).toEqual(['0001', '0002'])
    expect(await db.select().from(t.notes).where(eq(t.notes.projectId, project.id))).toHaveLength(4)
  })
})

describe('numbers past 9999', () => {
  it('keep counting from the largest of every table, each writer taking the next', async () => {
    const project = await createProject(db, { stageCode: 'SEEKING_VIEWS' })
    const projectId = project.id
    await db.update(t.projects).set({ openForComments: true }).where(eq(t.projects.id, projectId))
    // The largest numbers near the end of four digits, spread over the tables, as a contested
    // project's would be after thousands of comments.
    await db.insert(t.comments).values(
      ['0001', '9990', '9998'].map((documentNumber) => ({
        projectId,
        firstName: 'Ada',
        lastName: 'Lee',
        comment: 'Protect the creek.',
        agreeToTerms: true,
        documentNumber,
      })),
    )
    await db.insert(t.documents).values(['0002', '9997'].map((documentNumber) => ({ projectId, fileName: 'map.pdf', documentNumber })))
    await db.insert(t.notes).values({ projectId, title: 'Site visit', note: '<p>Seen.</p>', documentNumber: '9996' })
    await db.insert(t.informationRequests).values({ projectId, number: 1, status: 'published', documentNumberRequest: '9995', documentNumberResponse: '9994' })

    const taken: string[] = []
    for (const write of [noteWriter, letterWriter, noteWriter, letterWriter, noteWriter]) taken.push(await write(projectId))
    expect(taken).toEqual(['9999', '10000', '10001', '10002', '10003'])

    // A comment sent through the API numbers in its group's statement: the same sequence.
    const comment = await app.postJson<{ status: string; commentNumber: string }>('/api/projects/submit-comment', {
      clientCommentId: randomUUID(),
      projectId,
      firstName: 'Ada',
      lastName: 'Lee',
      email: 'ada@example.ca',
      phoneNumber: '',
      companyName: '',
      comment: 'Please protect the creek.',
      attachmentCount: 0,
      agreeToTerms: true,
      agreeToPrivacy: true,
      fillMilliseconds: 45_000,
    })
    expect(comment).toMatchObject({ status: 200, body: { status: 'OK', commentNumber: `${project.projectNumber}-10004` } })
    expect(await db.transaction((tx) => nextDocumentNumber(tx, projectId))).toBe('10005')
  })

  it('list 10000 after 9999, in a project’s documents and a comment’s attachments', async () => {
    const project = await createProject(db, { projectNumber: '2024-0777' })
    const projectId = project.id
    const uploadedAt = new Date('2026-06-01T17:00:00Z')
    for (const documentNumber of ['10000', '9999', '10001']) await createDocument(db, app.config.dataDir, projectId, { documentNumber, uploadedAt })
    const [comment] = await db
      .insert(t.comments)
      .values({
        projectId,
        firstName: 'Ada',
        lastName: 'Lee',
        comment: 'raw',
        redactedComment: 'Protect the creek.',
        agreeToTerms: true,
        state: 'public',
        documentNumber: '10002',
      })
      .returning()
    for (const documentNumber of ['10004', '9998', '10003'])
      await createDocument(db, app.config.dataDir, projectId, { role: 'comment', commentId: comment!.id, documentNumber })

    const documents = await app.getJson<{ documentNumber: string }[]>(`/api/projects/${projectId}/documents`)
    expect(documents.body.map((d) => d.documentNumber)).toEqual(['2024-0777-9999', '2024-0777-10000', '2024-0777-10001'])
    const comments = await app.getJson<{ documents: { documentNumber: string }[] }[]>(`/api/projects/${projectId}/comments`)
    expect(comments.body[0]!.documents.map((d) => d.documentNumber)).toEqual(['2024-0777-9998', '2024-0777-10003', '2024-0777-10004'])
  })
})
