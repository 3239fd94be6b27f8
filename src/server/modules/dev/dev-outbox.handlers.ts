// Outside production, the mail outbox can be read, so the account flows can be tried locally
// without a mail server. Never registered in production.
import { Hono } from 'hono'
import { desc } from 'drizzle-orm'
import * as v from 'valibot'
import { describeRoute, resolver } from 'hono-openapi'
import type { AppDeps } from '../../app-deps.ts'
import { mailOutbox } from '../../db/schema/index.ts'

export const OutboxResponse = v.object({
  status: v.literal('OK'),
  messages: v.array(v.object({ id: v.string(), kind: v.string(), to: v.string(), subject: v.string(), text: v.string(), createdAt: v.string(), sentAt: v.nullable(v.string()) })),
})

const route = describeRoute({
  tags: ['Development'],
  summary: 'The newest 100 mails in the outbox (not served in production)',
  responses: { 200: { description: 'OK', content: { 'application/json': { schema: resolver(OutboxResponse) } } } },
})

export function devOutboxHandlers({ db }: AppDeps): Hono {
  return new Hono().get('/api/dev/mail-outbox', route, async (c) => {
    const rows = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(100)
    return c.json(
      {
        status: 'OK' as const,
        messages: rows.map((m) => ({ id: m.id, kind: m.kind, to: m.toAddress, subject: m.subject, text: m.text, createdAt: m.createdAt.toISOString(), sentAt: m.sentAt?.toISOString() ?? null })),
      },
      200,
    )
  })
}
