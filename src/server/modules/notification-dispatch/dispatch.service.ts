// The notification job's two steps. Matching takes events waiting since their transaction
// committed, queues one delivery per recipient and, for a notice to the public, records it on the
// project's Notifications tab, all in one transaction per event. Sending claims due deliveries for
// a short lease that the sender renews while it runs (SKIP LOCKED, so several workers share them; a dead
// sender's claim runs out within seconds and the row is claimed again), hands a batch to the mail
// server's pooled connections at once, marks each sent as soon as the server accepted it, and
// gives a refused one a later try with backoff; one recipient's refusal never holds up the others.
import { randomUUID } from 'node:crypto'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'
import type { Mailer, OutgoingMail } from '../../mail/mailer.ts'
import { noticeMail, noticeRecord } from '../../mail/notification-mails.ts'
import type { ProjectNotice } from '../../mail/notification-mails.ts'
import { logError } from '../../lib/error-log.ts'
import { signedToken, tokenHash } from '../../lib/signed-tokens.ts'
import { MAX_DELIVERY_ATTEMPTS, WHO_IS_TOLD, retryDelayMs } from '../../../shared/domain/notification-kinds.ts'
import type { NoticeDetails } from '../../../shared/domain/notice-texts.ts'
import type { NotificationKind, RecipientKind } from '../../../shared/domain/notification-kinds.ts'
import { queueDeliveries } from './recipients.ts'

/**
 * How long a sender owns the deliveries it claimed unless it renews them: a sender killed
 * mid-batch holds up its rows no longer than this (decision 0057).
 */
export const DELIVERY_LEASE_MS = 15_000
/** How often a running sender renews its leases: two renewals may fail before one runs out. */
const LEASE_RENEWAL_MS = 5_000
const SEND_BATCH = 200

export interface DispatchDeps {
  db: Database
  mailer: Mailer
  publicBaseUrl: string
  /** Signs unsubscribe tokens. */
  secret: Uint8Array
}

/** The token an unsubscribe link carries: signed by the server, saying nothing of whom it is for. */
export function unsubscribeToken(secret: Uint8Array, deliveryId: string): string {
  return signedToken(secret, 'unsubscribe', deliveryId)
}

interface ClaimedDelivery {
  id: string
  attempts: number
  recipient_kind: RecipientKind
  language: 'en' | 'fr'
  email: string
  first_name: string
  kind: NotificationKind
  note: string | null
  details: NoticeDetails
  project_id: string
  project_number: string | null
  title: string
}

/**
 * Records each mail's outcome as the mail server gives it: at once when no write is under way,
 * otherwise with the others that arrived during it, in the next statement. Under load a statement
 * marks many mails; an accepted mail is never left unmarked longer than the write before it and its
 * own. Only a mail accepted in that moment can be sent again after a crash (decision 0057).
 */
function outcomeWriter(db: Database, now: Date) {
  let accepted: { id: string; tokenHash: string; sentAt: string }[] = []
  let refused: { id: string; lastError: string; nextAttemptAt: string; givenUp: boolean }[] = []
  let writing: Promise<void> | null = null
  let sent = 0
  let failed = 0

  async function write() {
    const [sentNow, refusedNow] = [accepted, refused]
    accepted = []
    refused = []
    try {
      // One statement each, whatever the number: the rows travel as one JSON parameter.
      if (sentNow.length > 0)
        await db.execute(sql`
          update notification_deliveries d
          set sent_at = o.sent_at, lease_until = null, lease_owner = null, last_error = null, unsubscribe_token_hash = o.token_hash
          from jsonb_to_recordset(${JSON.stringify(sentNow.map((o) => ({ id: o.id, token_hash: o.tokenHash, sent_at: o.sentAt })))}::jsonb) as o(id uuid, token_hash text, sent_at timestamptz)
          where d.id = o.id and d.sent_at is null`)
      sent += sentNow.length
    } catch (error) {
      // The database failed, not the mail server: the leases run out and the rows are tried again.
      logError('Notices could not be recorded as sent', error)
      failed += sentNow.length
    }
    try {
      if (refusedNow.length > 0)
        await db.execute(sql`
          update notification_deliveries d
          set lease_until = null, lease_owner = null, last_error = o.last_error, next_attempt_at = o.next_attempt_at, failed_at = case when o.given_up then ${now.toISOString()}::timestamptz end
          from jsonb_to_recordset(${JSON.stringify(refusedNow.map((o) => ({ id: o.id, last_error: o.lastError, next_attempt_at: o.nextAttemptAt, given_up: o.givenUp })))}::jsonb) as o(id uuid, last_error text, next_attempt_at timestamptz, given_up boolean)
          where d.id = o.id and d.sent_at is null`)
    } catch (error) {
      logError('Notices could not be recorded as refused', error)
    }
    failed += refusedNow.length
  }

  function noted() {
    writing ??= (async () => {
      while (accepted.length + refused.length > 0) await write()
      writing = null
    })()
  }

  return {
    accepted(id: string, token: string) {
      accepted.push({ id, tokenHash: tokenHash(token), sentAt: new Date().toISOString() })
      noted()
    },
    refused(delivery: { id: string; attempts: number }, refusal: unknown) {
      refused.push({
        id: delivery.id,
        lastError: refusal instanceof Error ? refusal.message : String(refusal),
        nextAttemptAt: new Date(now.getTime() + retryDelayMs(delivery.attempts)).toISOString(),
        givenUp: delivery.attempts >= MAX_DELIVERY_ATTEMPTS,
      })
      noted()
    },
    /** Waits for the last outcomes to be written; how many were accepted and refused. */
    async finished() {
      await writing
      return { sent, failed }
    },
  }
}

export function notificationDispatch(deps: DispatchDeps) {
  const { db } = deps

  async function matchEvent(eventId: string, now: Date): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [event] = await queryRows<{ id: string; project_id: string; kind: NotificationKind; note: string | null; details: NoticeDetails }>(
        tx as unknown as Database,
        sql`select id, project_id, kind, note, details from notification_events where id = ${eventId} and matched_at is null for update skip locked`,
      )
      if (!event) return false
      await queueDeliveries(tx, { id: event.id, projectId: event.project_id, kind: event.kind, details: event.details }, now)
      let emailMessageId: string | null = null
      // A notice to the public is kept on the project's Notifications tab, in both languages; one
      // to the office or to one person is not the public's.
      if (WHO_IS_TOLD[event.kind].public) {
        const [project] = await tx
          .select({ number: t.projects.projectNumber, title: t.projects.title, stageId: t.projects.stageId })
          .from(t.projects)
          .where(eq(t.projects.id, event.project_id))
        const record = noticeRecord(
          {
            kind: event.kind,
            projectId: event.project_id,
            projectNumber: project!.number,
            projectTitle: project!.title,
            note: event.note,
            details: event.details,
          },
          deps.publicBaseUrl,
        )
        const [message] = await tx
          .insert(t.emailMessages)
          .values({
            projectId: event.project_id,
            emailTypeId: sql`(select id from email_message_types where code = ${event.kind})`,
            ...record,
            stageUploaded: project!.stageId,
            sentAt: now,
          })
          .returning({ id: t.emailMessages.id })
        emailMessageId = message!.id
        await tx.execute(sql`
          insert into email_message_recipients (email_message_id, recipient_type_id, user_id)
          select ${emailMessageId}, rt.id, d.user_id
          from notification_deliveries d join email_recipient_types rt on rt.code = d.recipient_kind
          where d.event_id = ${event.id} and d.user_id is not null`)
        // What was sent is what the Notifications tab is for.
        await tx
          .update(t.projects)
          .set({ showEmailsTab: true })
          .where(and(eq(t.projects.id, event.project_id), eq(t.projects.showEmailsTab, false)))
      }
      await tx.update(t.notificationEvents).set({ matchedAt: now, emailMessageId }).where(eq(t.notificationEvents.id, event.id))
      return true
    })
  }

  /** Matches every event still waiting; returns how many. */
  async function matchPendingEvents(now: Date): Promise<number> {
    const waiting = await db
      .select({ id: t.notificationEvents.id })
      .from(t.notificationEvents)
      .where(isNull(t.notificationEvents.matchedAt))
      .orderBy(t.notificationEvents.createdAt)
      .limit(100)
    let matched = 0
    for (const { id } of waiting) if (await matchEvent(id, now)) matched += 1
    return matched
  }

  async function claim(owner: string, now: Date, limit: number): Promise<ClaimedDelivery[]> {
    return queryRows<ClaimedDelivery>(
      db,
      sql`
      with claimed as (
        update notification_deliveries d
        set lease_until = ${new Date(now.getTime() + DELIVERY_LEASE_MS)}, lease_owner = ${owner}, attempts = d.attempts + 1
        where d.id in (
          select id from notification_deliveries
          where sent_at is null and failed_at is null and next_attempt_at <= ${now} and (lease_until is null or lease_until <= ${now})
          order by next_attempt_at
          limit ${limit}
          for update skip locked)
        returning d.id, d.attempts, d.recipient_kind, d.language, d.user_id, d.email, d.first_name, d.event_id)
      select c.id, c.attempts, c.recipient_kind, c.language, coalesce(u.email, c.email) as email, coalesce(u.first_name, c.first_name) as first_name, e.kind, e.note, e.details, e.project_id, p.project_number, p.title
      from claimed c
      left join users u on u.id = c.user_id
      join notification_events e on e.id = c.event_id
      join projects p on p.id = e.project_id`,
    )
  }

  function render(delivery: ClaimedDelivery, token: string): OutgoingMail {
    const notice: ProjectNotice = {
      kind: delivery.kind,
      projectId: delivery.project_id,
      projectNumber: delivery.project_number,
      projectTitle: delivery.title,
      note: delivery.note,
      details: delivery.details,
    }
    return noticeMail({
      notice,
      to: delivery.email,
      firstName: delivery.first_name,
      language: delivery.language,
      recipientKind: delivery.recipient_kind,
      publicBaseUrl: deps.publicBaseUrl,
      unsubscribeToken: token,
      deliveryId: delivery.id,
    })
  }

  /**
   * Sends what is due, batch after batch, until nothing is; returns how many were accepted. Each
   * batch is claimed and handed to the pool while the one before is still going out, so the
   * connections wait neither for a claim nor for a batch's slowest mail.
   */
  async function sendDueDeliveries(now: Date): Promise<{ sent: number; failed: number }> {
    // The run's own id: its leases are renewed by it alone, and a later run of this process is
    // another sender.
    const owner = randomUUID()
    const started = performance.now()
    // The run's clock goes on from now (which tests set), as the leases it renews must.
    const renewal = setInterval(() => {
      const leaseUntil = new Date(now.getTime() + (performance.now() - started) + DELIVERY_LEASE_MS)
      db.execute(
        sql`update notification_deliveries set lease_until = ${leaseUntil} where lease_owner = ${owner} and sent_at is null and failed_at is null`,
      ).catch((error: unknown) => logError('Notice leases could not be renewed', error))
    }, LEASE_RENEWAL_MS)
    const outcomes = outcomeWriter(db, now)
    let previous: Promise<void> = Promise.resolve()
    try {
      for (;;) {
        const batch = await claim(owner, now, SEND_BATCH)
        if (batch.length === 0) break
        const tokens = batch.map((delivery) => unsubscribeToken(deps.secret, delivery.id))
        const sending = deps.mailer.deliverEach(
          batch.map((delivery, i) => render(delivery, tokens[i]!)),
          (i, refusal) => (refusal === undefined ? outcomes.accepted(batch[i]!.id, tokens[i]!) : outcomes.refused(batch[i]!, refusal)),
        )
        // Awaited below, once the batch before it is out; until then its failure must not count as unhandled.
        sending.catch(() => undefined)
        await previous
        previous = sending
      }
      await previous
    } finally {
      clearInterval(renewal)
      // What the mail server accepted is marked even when the run fails.
      await outcomes.finished()
    }
    return outcomes.finished()
  }

  return {
    matchEvent,
    matchPendingEvents,
    sendDueDeliveries,
    /** One run of the job: match what waits, then send what is due. */
    async run(now: Date) {
      const matched = await matchPendingEvents(now)
      return { matched, ...(await sendDueDeliveries(now)) }
    },
  }
}
