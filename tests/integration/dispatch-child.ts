// A separate process that sends the notices due, as a job worker does, for the restart test: it
// is killed with SIGKILL in the middle and started again. Arguments: database URL, SMTP URL, the
// time it takes as now (ISO).
import { openDatabase } from '../../src/server/db/client.ts'
import { parseConfig } from '../../src/server/env.ts'
import { createMailer } from '../../src/server/mail/mailer.ts'
import { notificationDispatch } from '../../src/server/modules/notification-dispatch/dispatch.service.ts'

const [databaseUrl, smtpUrl, now] = process.argv.slice(2) as [string, string, string]
const handle = await openDatabase({ url: databaseUrl })
const config = parseConfig({ APP_ENV: 'test', SMTP_URL: smtpUrl, PUBLIC_BASE_URL: 'http://registry.test' })
const mailer = createMailer(handle.db, config)
const result = await notificationDispatch({ db: handle.db, mailer, publicBaseUrl: config.publicBaseUrl, secret: new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256') }).sendDueDeliveries(new Date(now))
console.log(JSON.stringify(result))
await mailer.close()
await handle.close()
