// Sends the registry's mail. Every message is written to the outbox table first; with SMTP_URL
// it is then delivered by SMTP after the answer and marked sent (a failure is recorded for the
// retry job), and without it the message stays in the outbox (which `npm run dev` shows to this
// machine). No request waits for a mail server.
import nodemailer from 'nodemailer'
import type { Transporter } from 'nodemailer'
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { mailOutbox } from '../db/schema/index.ts'
import type { Config } from '../env.ts'
import { logError } from '../lib/error-log.ts'

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
   * Composes a mail after the answer, then sends it: for mail whose content, or whether there is
   * one at all, depends on look-ups that must neither delay nor shape the answer (whether an
   * address has an account). What compose does is not awaited by the request.
   */
  later(compose: () => Promise<OutgoingMail | undefined>): void
  /**
   * Puts a mail in the outbox and delivers it before resolving; rejects when the mail server does
   * not accept it. Without SMTP the outbox is where mail goes, so it resolves once the mail is there.
   */
  deliverNow(mail: OutgoingMail): Promise<void>
  /** Resolves once the mail sent or composed so far is in the outbox and delivered or failed. */
  idle(): Promise<void>
  /** Tries again to deliver messages that failed; returns how many went out. */
  retryFailed(): Promise<number>
  /** Waits for the mail under way, then closes the connection to the mail server. */
  close(): Promise<void>
}

/**
 * A few connections kept open and reused (nodemailer's pool), unless SMTP_URL says otherwise: a
 * notice to thousands would otherwise open a connection, and a TLS handshake, per mail.
 */
function pooled(smtpUrl: string): string {
  const url = new URL(smtpUrl)
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true')
  if (!url.searchParams.has('maxConnections')) url.searchParams.set('maxConnections', '8')
  return url.toString()
}

export function createMailer(db: Database, config: Pick<Config, 'smtpUrl' | 'mailFrom'>): Mailer {
  const transport: Transporter | null = config.smtpUrl ? nodemailer.createTransport(pooled(config.smtpUrl)) : null

  async function deliver(id: string, mail: OutgoingMail, failure?: (error: unknown) => void): Promise<boolean> {
    if (!transport) return false
    try {
      await transport.sendMail({
        from: config.mailFrom,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(mail.headers ? { headers: mail.headers } : {}),
        ...(mail.messageId ? { messageId: mail.messageId } : {}),
      })
      await db.update(mailOutbox).set({ sentAt: new Date(), attempts: sql`${mailOutbox.attempts} + 1`, lastError: null }).where(eq(mailOutbox.id, id))
      return true
    } catch (error) {
      await db
        .update(mailOutbox)
        .set({ attempts: sql`${mailOutbox.attempts} + 1`, lastError: error instanceof Error ? error.message : String(error) })
        .where(eq(mailOutbox.id, id))
      if (failure) {
        failure(error)
        return false
      }
      // The address stays out of the log: the outbox row has it.
      console.warn(`Mail ${mail.kind} ${id} not delivered; kept in the outbox for retry.`)
      return false
    }
  }

  const underWay = new Set<Promise<unknown>>()
  const inBackground = (work: Promise<unknown>) => {
    const tracked = work.catch((error: unknown) => logError('Mail could not be sent', error)).finally(() => underWay.delete(tracked))
    underWay.add(tracked)
  }

  async function keep(mail: OutgoingMail): Promise<string> {
    const [row] = await db
      .insert(mailOutbox)
      .values({ kind: mail.kind, toAddress: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null, meta: { ...mail.meta, ...(mail.headers ? { headers: mail.headers } : {}) } })
      .returning({ id: mailOutbox.id })
    return row!.id
  }

  async function send(mail: OutgoingMail): Promise<void> {
    const id = await keep(mail)
    inBackground(deliver(id, mail))
  }

  async function deliverNow(mail: OutgoingMail): Promise<void> {
    const id = await keep(mail)
    let refused: unknown
    await deliver(id, mail, (error) => (refused = error))
    if (refused !== undefined) throw refused
  }

  async function idle(): Promise<void> {
    // Composed mail adds its delivery while being waited for.
    while (underWay.size > 0) await Promise.all(underWay)
  }

  return {
    send,
    deliverNow,
    later(compose) {
      inBackground(compose().then((mail) => mail && send(mail)))
    },
    idle,
    async retryFailed() {
      if (!transport) return 0
      const pending = await db.select().from(mailOutbox).where(sql`${mailOutbox.sentAt} is null and ${mailOutbox.attempts} < 10`).limit(100)
      let sent = 0
      for (const row of pending) {
        if (await deliver(row.id, { kind: row.kind, to: row.toAddress, subject: row.subject, text: row.text, ...(row.html ? { html: row.html } : {}) })) sent += 1
      }
      return sent
    },
    async close() {
      await idle()
      transport?.close()
    },
  }
}
