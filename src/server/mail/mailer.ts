// Sends the registry's mail. Every message is written to the outbox table first; with SMTP_URL
// it is then delivered by SMTP after the answer and marked sent (a failure is recorded for the
// retry job), and without it the message stays in the outbox (which `npm run dev` shows to this
// machine). No request waits for a mail server. Project notices are the exception: their delivery
// rows are their outbox, so with SMTP they go straight to the mail server (deliverEach).
import { randomUUID } from 'node:crypto'
import type { Transporter } from 'nodemailer'
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { jsonRows } from '../db/json-rows.ts'
import { mailOutbox } from '../db/schema/index.ts'
import type { Config } from '../env.ts'
import { logError } from '../lib/error-log.ts'
import { logger } from '../lib/logger.ts'
import { mailFailed, mailSent } from '../lib/metrics.ts'

export interface OutgoingMail {
  /** What the message is, e.g. "confirm-email", for the outbox page and tests. */
  kind: string
  to: string
  subject: string
  text: string
  html?: string
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>
  /** A Message-ID that stays the same if the mail is ever sent again, so mail clients see one message. */
  messageId?: string
  meta?: Record<string, unknown>
}

export interface Mailer {
  /** Puts a mail in the outbox; it is delivered after the answer. */
  send(mail: OutgoingMail): Promise<void>
  /**
   * Composes mail after the answer, then sends it: for mail whose content, or whether there is
   * any at all, depends on look-ups that must neither delay nor shape the answer (whether an
   * address has an account), or mail for several answers at once (put in the outbox together).
   * What compose does is not awaited by the request.
   */
  later(compose: () => Promise<OutgoingMail | OutgoingMail[] | undefined>): void
  /**
   * Hands mails straight to the mail server, as many at once as its pooled connections take, and
   * tells `settled` each one's outcome the moment the server answers it (no refusal: accepted);
   * resolves once every one is settled. With SMTP they are not copied to the outbox: the caller
   * keeps their state and retries (a project notice's delivery row). Without SMTP the outbox is
   * where mail goes: they are written there in one statement and count as accepted.
   */
  deliverEach(mails: OutgoingMail[], settled: (index: number, refusal?: unknown) => void): Promise<void>
  /**
   * For mail that must exist exactly when the rows it is about do (a comment's receipt): its
   * outbox rows, for the caller to insert in the transaction that writes those rows, and
   * `committed`, to call once that transaction has committed with the ids of the outbox rows it
   * inserted, which delivers them as send does.
   */
  inTransaction(mails: OutgoingMail[]): TransactionalMail
  /** Resolves once the mail sent or composed so far is in the outbox and delivered or failed. */
  idle(): Promise<void>
  /** Tries again to deliver messages that failed; returns how many went out. */
  retryFailed(): Promise<number>
  /** Waits for the mail under way, then closes the connection to the mail server. */
  close(): Promise<void>
}

export interface TransactionalMail {
  rows: (typeof mailOutbox.$inferInsert & { id: string })[]
  committed(ids: Iterable<string>): void
}

/**
 * Connections kept open and reused (nodemailer's pool), unless SMTP_URL says otherwise: a notice
 * to thousands would otherwise open a connection, and a TLS handshake, per mail. Sixteen, because
 * each mail is a few round trips that other connections' mails overlap, and common mail servers
 * take that many from one client (Postfix 50, Exchange 20); a server that takes fewer is named
 * with `?maxConnections=` in SMTP_URL.
 */
function pooled(smtpUrl: string): string {
  const url = new URL(smtpUrl)
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true')
  if (!url.searchParams.has('maxConnections')) url.searchParams.set('maxConnections', '16')
  return url.toString()
}

export function createMailer(db: Database, config: Pick<Config, 'smtpUrl' | 'mailFrom'>): Mailer {
  const smtpUrl = config.smtpUrl ? pooled(config.smtpUrl) : null
  let opened: Promise<Transporter> | undefined
  // nodemailer is loaded with the first mail sent, not by every server at start (decision 0096).
  const transport = (url: string) => (opened ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(url)))

  async function transmit(url: string, mail: OutgoingMail): Promise<unknown> {
    const sending = (await transport(url)).sendMail({
      from: config.mailFrom,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
      ...(mail.headers ? { headers: mail.headers } : {}),
      ...(mail.messageId ? { messageId: mail.messageId } : {}),
    })
    sending.then(
      () => mailSent.inc({ kind: mail.kind }),
      () => mailFailed.inc({ kind: mail.kind }),
    )
    return sending
  }

  async function deliver(id: string, mail: OutgoingMail): Promise<boolean> {
    if (!smtpUrl) return false
    try {
      await transmit(smtpUrl, mail)
      await db
        .update(mailOutbox)
        .set({ sentAt: new Date(), attempts: sql`${mailOutbox.attempts} + 1`, lastError: null })
        .where(eq(mailOutbox.id, id))
      return true
    } catch (error) {
      await db
        .update(mailOutbox)
        .set({ attempts: sql`${mailOutbox.attempts} + 1`, lastError: error instanceof Error ? error.message : String(error) })
        .where(eq(mailOutbox.id, id))
      // The address stays out of the log: the outbox row has it.
      logger().warn({ kind: mail.kind, outboxId: id }, 'Mail not delivered; kept in the outbox for retry.')
      return false
    }
  }

  const underWay = new Set<Promise<unknown>>()
  const inBackground = (work: Promise<unknown>) => {
    const tracked = work.catch((error: unknown) => logError('Mail could not be sent', error)).finally(() => underWay.delete(tracked))
    underWay.add(tracked)
  }

  const outboxRow = (mail: OutgoingMail) => ({
    kind: mail.kind,
    toAddress: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
    meta: { ...mail.meta, ...(mail.headers ? { headers: mail.headers } : {}) },
  })

  /** The outbox rows of mails, their ids made here to pair each row with its mail, and their delivery once written. */
  function inTransaction(mails: OutgoingMail[]): TransactionalMail {
    const rows = mails.map((mail) => ({ id: randomUUID(), ...outboxRow(mail) }))
    return {
      rows,
      committed(ids) {
        const inserted = new Set(ids)
        rows.forEach((row, i) => {
          if (inserted.has(row.id)) inBackground(deliver(row.id, mails[i]!))
        })
      },
    }
  }

  async function send(...mails: OutgoingMail[]): Promise<void> {
    if (mails.length === 0) return
    // One statement for several mails.
    const queued = inTransaction(mails)
    await db.execute(sql`insert into ${mailOutbox} ${jsonRows(mailOutbox, queued.rows)}`)
    queued.committed(queued.rows.map((row) => row.id))
  }

  async function deliverEach(mails: OutgoingMail[], settled: (index: number, refusal?: unknown) => void): Promise<void> {
    if (mails.length === 0) return
    if (!smtpUrl) {
      await db.execute(sql`insert into ${mailOutbox} ${jsonRows(mailOutbox, mails.map(outboxRow))}`)
      mails.forEach((_, index) => settled(index))
      return
    }
    // The pool queues what its connections are not yet free for.
    await Promise.all(
      mails.map((mail, index) =>
        transmit(smtpUrl, mail).then(
          () => settled(index),
          (refusal: unknown) => settled(index, refusal),
        ),
      ),
    )
  }

  async function idle(): Promise<void> {
    // Composed mail adds its delivery while being waited for.
    while (underWay.size > 0) await Promise.all(underWay)
  }

  return {
    send,
    deliverEach,
    inTransaction,
    later(compose) {
      inBackground(compose().then((mail) => mail && send(...[mail].flat())))
    },
    idle,
    async retryFailed() {
      if (!smtpUrl) return 0
      const pending = await db
        .select()
        .from(mailOutbox)
        .where(sql`${mailOutbox.sentAt} is null and ${mailOutbox.attempts} < 10`)
        .limit(100)
      let sent = 0
      for (const row of pending) {
        if (await deliver(row.id, { kind: row.kind, to: row.toAddress, subject: row.subject, text: row.text, ...(row.html ? { html: row.html } : {}) }))
          sent += 1
      }
      return sent
    },
    async close() {
      await idle()
      if (opened) (await opened).close()
    },
  }
}
