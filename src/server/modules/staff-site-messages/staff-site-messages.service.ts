// Site messages: administrators write the home page's message in English and French, in the
// allowed rich text (cleaned here before it is stored), with an expiry, and publish or withdraw it;
// the home page shows the newest published one that has not expired (reference.service). Every
// change is audited with the values before and after.
import { desc, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'
import { AppError } from '../../http/app-error.ts'
import { audit } from '../../lib/audit.ts'
import type { StaffActor } from '../../lib/audit.ts'
import { sanitizeHtml } from '../../lib/sanitize-html.ts'
import { yukonMidnight } from '../../../shared/domain/dates.ts'
import type { SiteMessageInput, StaffSiteMessage } from '../../../shared/schemas/staff-site-messages.ts'

type Row = typeof t.siteMessages.$inferSelect

const notFound = () => AppError.notFound('This site message was not found.')
/** Whether cleaned rich text says anything (an empty editor leaves "<p></p>"). */
const saysSomething = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() !== ''

const item = (r: Row): StaffSiteMessage => ({
  messageId: r.id,
  title: r.title,
  body: r.body,
  titleFr: r.titleFr,
  bodyFr: r.bodyFr,
  expiryDate: r.expiryDate?.toISOString() ?? null,
  publishedAt: r.publishedAt?.toISOString() ?? null,
  updatedAt: r.updatedAt.toISOString(),
})
const audited = (r: Pick<Row, 'title' | 'body' | 'titleFr' | 'bodyFr' | 'expiryDate' | 'publishedAt'>) => ({
  title: r.title,
  body: r.body,
  titleFr: r.titleFr,
  bodyFr: r.bodyFr,
  expiryDate: r.expiryDate?.toISOString() ?? null,
  publishedAt: r.publishedAt?.toISOString() ?? null,
})

/** The stored fields of a message as written, or a refusal saying what is wrong. */
function fieldsOf(input: SiteMessageInput, now: Date) {
  const body = sanitizeHtml(input.body)
  if (!saysSomething(body)) throw AppError.badRequest('Write the message.', 'body')
  const bodyFr = input.bodyFr === null ? '' : sanitizeHtml(input.bodyFr)
  const titleFr = input.titleFr ?? ''
  // The French message is whole or absent: a French title over the English text would mislead.
  if ((titleFr === '') !== !saysSomething(bodyFr)) throw AppError.badRequest('Give the French message both a title and a text, or neither.', 'bodyFr')
  const expiryDate = input.expiryDate === null ? null : yukonMidnight(input.expiryDate)
  if (expiryDate && expiryDate <= now) throw AppError.badRequest('Choose an expiry date after today.', 'expiryDate')
  return { title: input.title, body, titleFr: titleFr || null, bodyFr: titleFr ? bodyFr : null, expiryDate }
}

export function staffSiteMessagesService(db: Database) {
  const change = (
    by: StaffActor,
    action: string,
    id: string,
    before: ReturnType<typeof audited> | Record<string, never>,
    after: ReturnType<typeof audited>,
  ) => ({ actorUserId: by.userId, actor: by.actor, action, entity: 'site-message', entityId: id, detail: { before, after } })

  return {
    async list(): Promise<StaffSiteMessage[]> {
      const rows = await db.select().from(t.siteMessages).orderBy(desc(t.siteMessages.updatedAt))
      return rows.map(item)
    },

    async create(input: SiteMessageInput, by: StaffActor, now: Date): Promise<string> {
      const fields = fieldsOf(input, now)
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(t.siteMessages)
          .values({ ...fields, createdAt: now, updatedAt: now })
          .returning()
        await audit(tx, change(by, 'create-site-message', row!.id, {}, audited(row!)))
        return row!.id
      })
    },

    async update(id: string, input: SiteMessageInput, by: StaffActor, now: Date): Promise<void> {
      const fields = fieldsOf(input, now)
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(t.siteMessages).where(eq(t.siteMessages.id, id)).for('update')
        if (!before) throw notFound()
        const [after] = await tx
          .update(t.siteMessages)
          .set({ ...fields, updatedAt: now })
          .where(eq(t.siteMessages.id, id))
          .returning()
        await audit(tx, change(by, 'update-site-message', id, audited(before), audited(after!)))
      })
    },

    /** Publishes (at `now`: the newest published message is the one shown) or withdraws a message. */
    async setPublished(id: string, publish: boolean, by: StaffActor, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(t.siteMessages).where(eq(t.siteMessages.id, id)).for('update')
        if (!before) throw notFound()
        if ((before.publishedAt !== null) === publish) return
        const [after] = await tx
          .update(t.siteMessages)
          .set({ publishedAt: publish ? now : null, updatedAt: now })
          .where(eq(t.siteMessages.id, id))
          .returning()
        await audit(tx, change(by, publish ? 'publish-site-message' : 'unpublish-site-message', id, audited(before), audited(after!)))
      })
    },
  }
}
