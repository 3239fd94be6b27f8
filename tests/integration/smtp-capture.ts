// A real SMTP server on loopback that keeps what it receives, so tests read the links from the
// mail exactly as a person's mail client would get them.
import { SMTPServer } from 'smtp-server'
import type { AddressInfo } from 'node:net'

export interface CapturedMail {
  to: string[]
  raw: string
  subject: string
  /** The plain-text part, quoted-printable decoded. */
  text: string
}

export interface SmtpCapture {
  url: string
  mails: CapturedMail[]
  /** Mails received whole but held unanswered (options.hold): never accepted, so never delivered. */
  held: number
  /** The newest mail to an address, waiting briefly for it to arrive. */
  latestTo(address: string, timeoutMs?: number): Promise<CapturedMail>
  /** The first link in a mail to an address whose path starts with the given route. */
  linkTo(address: string, route: string): Promise<string>
  close(): Promise<void>
}

function decodeQuotedPrintable(s: string): string {
  const bytes = s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  return Buffer.from(bytes, 'latin1').toString('utf8')
}

function textPart(raw: string): string {
  const match = /Content-Type: text\/plain[^\r\n]*(?:\r?\n[^\r\n]+)*\r?\n\r?\n([\s\S]*?)(?:\r?\n--|$)/i.exec(raw)
  const body = match ? match[1]! : raw
  return /Content-Transfer-Encoding: quoted-printable/i.test(raw) ? decodeQuotedPrintable(body) : body
}

/** A header's value, unfolded. */
export function header(raw: string, name: string): string {
  const match = new RegExp(`^${name}:((?:.*)(?:\\r?\\n[ \\t].*)*)`, 'im').exec(raw)
  const value = match ? match[1]!.replace(/\r?\n[ \t]/g, ' ').trim() : ''
  return value.replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_, q: string) => decodeQuotedPrintable(q.replace(/_/g, ' ')))
}

/**
 * port: 0 picks a free one (API tests); the browser tests' mail catcher names its own. refuse
 * makes the server turn a recipient away, as a full mailbox would (asked at each attempt). hold
 * makes it keep a mail it received unanswered, as a server does while it commits the mail: a
 * sender that dies then has no 250 for it, and the server drops it with the connection.
 */
export async function startSmtpCapture(
  port = 0,
  options: { refuse?: (address: string) => boolean; hold?: (to: string[]) => boolean } = {},
): Promise<SmtpCapture> {
  const mails: CapturedMail[] = []
  let held = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.refuse?.(address.address.toLowerCase())) {
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }))
        return
      }
      callback()
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase())
        if (options.hold?.(to)) {
          held += 1
          return
        }
        mails.push({ to, raw, subject: header(raw, 'Subject'), text: textPart(raw) })
        callback()
      })
    },
  })
  // A sender killed mid-conversation resets its socket; a real mail server shrugs that off, and
  // without a listener the emitter would throw it into whichever test is running.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') console.error('smtp capture:', error)
  })
  await new Promise<void>((ready) => server.listen(port, '127.0.0.1', () => ready()))
  const { port: listening } = server.server.address() as AddressInfo
  const capture: SmtpCapture = {
    url: `smtp://127.0.0.1:${listening}/?ignoreTLS=true`,
    mails,
    get held() {
      return held
    },
    async latestTo(address, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const found = [...mails].reverse().find((m) => m.to.includes(address.toLowerCase()))
        if (found) return found
        if (Date.now() > deadline) throw new Error(`No mail to ${address}`)
        await new Promise((r) => setTimeout(r, 25))
      }
    },
    async linkTo(address, route) {
      const mail = await capture.latestTo(address)
      const link = mail.text.match(/https?:\/\/\S+/g)?.find((l) => new URL(l).pathname.startsWith(route))
      if (!link) throw new Error(`No ${route} link in the mail to ${address}:\n${mail.text}`)
      return link
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  }
  return capture
}
