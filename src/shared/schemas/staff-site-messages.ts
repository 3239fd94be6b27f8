// Site messages as administrators keep them (issue 18 item 5): the message on the home page in
// English and French, in the allowed rich text, with an expiry, published when ready.
import * as v from 'valibot'
import { IsoDateTime, StatusOk, Uuid } from './common.ts'

const Title = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message), v.maxLength(200, 'Keep the title under 200 characters.'))
const Body = v.pipe(v.string(), v.maxLength(20_000, 'Keep the message under 20,000 characters.'))

export const SiteMessageInput = v.object({
  title: Title('Give the message a title.'),
  body: Body,
  /** The French message; null (or empty) to show the English one to French readers. */
  titleFr: v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(200, 'Keep the title under 200 characters.'))),
  bodyFr: v.nullable(Body),
  /** The Yukon day at whose start the message stops showing; null for none. */
  expiryDate: v.nullable(v.pipe(v.string(), v.isoDate('Give the expiry date as YYYY-MM-DD.'))),
})
export type SiteMessageInput = v.InferOutput<typeof SiteMessageInput>

export const StaffSiteMessage = v.object({
  messageId: v.string(),
  title: v.string(),
  body: v.string(),
  titleFr: v.nullable(v.string()),
  bodyFr: v.nullable(v.string()),
  expiryDate: v.nullable(IsoDateTime),
  publishedAt: v.nullable(IsoDateTime),
  updatedAt: IsoDateTime,
})
export type StaffSiteMessage = v.InferOutput<typeof StaffSiteMessage>
export const StaffSiteMessagesResponse = v.object({ status: StatusOk, messages: v.array(StaffSiteMessage) })
export const SiteMessageSaved = v.object({ status: StatusOk, messageId: Uuid })
