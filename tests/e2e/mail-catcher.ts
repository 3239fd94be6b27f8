// The browser tests' mail server: a real SMTP server on loopback (the registry's SMTP_URL points
// at it) and a small HTTP side from which tests read the links in the mail, as a person would
// from their inbox. Started by Playwright's webServer before the registry, with its HTTP and SMTP
// ports as arguments (playwright.config.ts).
//   GET /health                     200 when ready
//   GET /link?to=ADDRESS&route=/confirm-email/   the first such link in the newest mail to ADDRESS
//   GET /subjects?to=ADDRESS        the subjects of every mail to ADDRESS so far, oldest first
//   GET /mails?to=ADDRESS           their subjects and texts, for a failed test to show
import { createServer } from 'node:http'
import { startSmtpCapture } from '../integration/smtp-capture.ts'

const [httpPort, smtpPort] = process.argv.slice(2).map(Number)

const capture = await startSmtpCapture(smtpPort)
const http = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost')
  const reply = (status: number, body: unknown) => {
    response.writeHead(status, { 'Content-Type': 'application/json' })
    response.end(JSON.stringify(body))
  }
  if (url.pathname === '/health') return reply(200, { status: 'OK' })
  if (url.pathname === '/link') {
    const to = url.searchParams.get('to') ?? ''
    const route = url.searchParams.get('route') ?? '/'
    capture.linkTo(to, route).then(
      (link) => reply(200, { link }),
      (error: Error) => reply(404, { error: error.message }),
    )
    return
  }
  const to = (url.searchParams.get('to') ?? '').toLowerCase()
  const mailsTo = () => capture.mails.filter((m) => m.to.includes(to))
  if (url.pathname === '/subjects') return reply(200, { subjects: mailsTo().map((m) => m.subject) })
  if (url.pathname === '/mails') return reply(200, { mails: mailsTo().map((m) => ({ subject: m.subject, text: m.text })) })
  reply(404, { error: 'unknown' })
})
http.listen(httpPort, '127.0.0.1')
const stop = () => {
  http.close()
  void capture.close().then(() => process.exit(0))
}
process.once('SIGTERM', stop)
process.once('SIGINT', stop)
