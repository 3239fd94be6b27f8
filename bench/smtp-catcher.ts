// A mail server for the benches, in a process of its own as a real one is, so that what it spends
// receiving is not counted as the registry's: started with fork, it sends its parent its SMTP
// address, then, whenever asked, how many mails it has received.
import { startSmtpCapture } from '../tests/integration/smtp-capture.ts'

const capture = await startSmtpCapture()
process.send!({ url: capture.url })
process.on('message', () => process.send!({ received: capture.mails.length }))
process.once('disconnect', () => void capture.close().then(() => process.exit(0)))
