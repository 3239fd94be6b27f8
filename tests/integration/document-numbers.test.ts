// A project's document numbers are taken one writer at a time, whatever each writes (decision
// 0049): on PostgreSQL, where transactions run side by side, two writers of different records
// that number at the same moment get two numbers, and two that each first wrote a row pointing
// at the project do not wait for each other. The embedded database runs one transaction at a
// time; the test holds there too.
import { beforeAll, describe, expect, it } from 'vitest'
import { setTimeout } from 'node:timers/promises'
import { eq } from 'drizzle-orm'
import * as t from '../../src/server/db/schema/index.ts'
import type { Database } from '../../src/server/db/client.ts'
import { nextDocumentNumber } from '../../src/server/modules/project-content/document-numbers.ts'
import { createProject } from '../factories/project-factory.ts'
import { resetDatabase, testDatabase } from './harness.ts'

let db: Database

beforeAll(async () => {
  db = (await testDatabase()).db
  await resetDatabase(db)
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
