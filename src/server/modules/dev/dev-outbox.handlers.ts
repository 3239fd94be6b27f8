// The mail outbox, readable so that the account flows can be tried without a mail server. Only
// `npm run dev` and the API tests register it, never production, and it answers only a client on
// this machine: the mail holds sign-in and password links. Not part of the API contract.
import { Hono } from 'hono'
import { desc } from 'drizzle-orm'
import type { AppDeps } from '../../app-deps.ts'
import { mailOutbox } from '../../db/schema/index.ts'
import { thisMachineOnly } from '../../http/loopback.ts'
import { personal } from '../../http/cache-headers.ts'

export function devOutboxHandlers({ db }: AppDeps): Hono {
  return new Hono().get('/api/dev/mail-outbox', thisMachineOnly, personal, async (c) => {
    const rows = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(100)
    return c.json({
      status: 'OK' as const,
      messages: rows.map((m) => ({
        id: m.id,
        kind: m.kind,
        to: m.toAddress,
        subject: m.subject,
        text: m.text,
        createdAt: m.createdAt.toISOString(),
        sentAt: m.sentAt?.toISOString() ?? null,
      })),
    })
  })
}
