// Rows written as one JSON parameter (decision 0047) read back as Drizzle's own insert writes them:
// dates, jsonb, booleans, nulls, defaults, quotes and any script, on the embedded database and on
// PostgreSQL alike.
import { beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { eq, inArray, sql } from 'drizzle-orm'
import { jsonRows } from '../../src/server/db/json-rows.ts'
import * as t from '../../src/server/db/schema/index.ts'
import type { Database } from '../../src/server/db/client.ts'
import { resetDatabase, testDatabase } from './harness.ts'

let db: Database

beforeAll(async () => {
  db = (await testDatabase()).db
  await resetDatabase(db)
})

const outboxRow = (id: string, at: Date) => ({
  id,
  kind: 'comment-receipt',
  toAddress: `o'neil+${id.slice(0, 4)}@example.ca`,
  subject: 'Reçu : « commentaire » \\ "quoted" ᐊᐃᓐᓇᐅᔭᖅ',
  text: 'line one\nline two\ttabbed',
  html: null,
  meta: { headers: { 'List-Id': 'x' }, nested: [1, { a: null }], at: at.toISOString() },
  sentAt: at,
})

describe('jsonRows', () => {
  it('writes what Drizzle’s insert writes, leaving the columns not given to their defaults', async () => {
    const at = new Date('2026-12-31T23:30:15.123Z')
    const [viaJson, viaDrizzle] = [randomUUID(), randomUUID()]
    await db.execute(sql`insert into ${t.mailOutbox} ${jsonRows(t.mailOutbox, [outboxRow(viaJson, at)])}`)
    await db.insert(t.mailOutbox).values(outboxRow(viaDrizzle, at))
    const rows = await db
      .select()
      .from(t.mailOutbox)
      .where(inArray(t.mailOutbox.id, [viaJson, viaDrizzle]))
    const [json, drizzle] = [rows.find((r) => r.id === viaJson)!, rows.find((r) => r.id === viaDrizzle)!]
    expect({ ...json, id: '', toAddress: '', createdAt: null }).toEqual({ ...drizzle, id: '', toAddress: '', createdAt: null })
    expect(json.sentAt).toEqual(at)
    expect(json.attempts).toBe(0)
    expect(Math.abs(json.createdAt.getTime() - Date.now())).toBeLessThan(60_000)
  })

  it('writes many rows in one statement, in order, with returning', async () => {
    const ids = Array.from({ length: 120 }, () => randomUUID())
    const at = new Date()
    const returned = await db.execute(
      sql`insert into ${t.mailOutbox} ${jsonRows(
        t.mailOutbox,
        ids.map((id) => outboxRow(id, at)),
      )} returning ${t.mailOutbox.id}`,
    )
    expect((returned as unknown as { rows: { id: string }[] }).rows.map((r) => r.id)).toEqual(ids)
    const [stored] = await db.select().from(t.mailOutbox).where(eq(t.mailOutbox.id, ids[57]!))
    expect(stored!.subject).toBe(outboxRow(ids[57]!, at).subject)
  })

  it('refuses rows that give different columns, and names a key that is no column', () => {
    const at = new Date()
    expect(() => jsonRows(t.mailOutbox, [outboxRow(randomUUID(), at), { ...outboxRow(randomUUID(), at), sentAt: undefined }])).toThrow(/same columns/)
    expect(() => jsonRows(t.mailOutbox, [{ ...outboxRow(randomUUID(), at), colour: 'red' } as never])).toThrow(/colour is not a column/)
    expect(() => jsonRows(t.mailOutbox, [])).toThrow(/at least one row/)
  })
})
