// `npm run cli -- index-documents [--all]`: extracts the text of existing documents for the search
// inside documents (decision 0083): those never read and those that failed, or every one with
// --all. It works on the same queue as the server's job, row by row under a lease, so it can run
// beside a server and an interrupted run goes on where it stopped when run again.
import type { Command } from '../command.ts'
import { UsageError, withDatabase } from '../command.ts'
import { openFileStore } from '../../files/open-file-store.ts'
import { documentTextService } from '../../modules/document-search/document-text.service.ts'
import type { TextOutcome } from '../../modules/document-search/document-text.service.ts'
import { progressBar } from '../../lib/progress-bar.ts'

/** How often a line is printed when the output is not a terminal (a log). */
const LOG_EVERY_MS = 5000

export const indexDocumentsCommand: Command = {
  name: 'index-documents',
  usage: 'index-documents [--all]',
  summary: 'Extract the text of existing documents for the search inside documents (--all: every one again)',
  async run(args, config) {
    const unknown = args.filter((a) => a !== '--all')
    if (unknown.length > 0) throw new UsageError(`Unknown argument ${unknown[0]}`)
    await withDatabase(config, async (handle) => {
      const texts = documentTextService(handle.db)
      const total = await texts.queueExisting(args.includes('--all'))
      console.log(`${total.toLocaleString('en')} documents to read.`)
      const started = Date.now()
      const counts = new Map<TextOutcome['status'], number>()
      let done = 0
      let said = 0
      const terminal = process.stdout.isTTY
      const say = (last: boolean) => {
        const line = progressBar(done, total, Date.now() - started)
        if (terminal) process.stdout.write(`\r${line}${last ? '\n' : ''}`)
        else if (last || Date.now() - said >= LOG_EVERY_MS) console.log(line)
        said = Date.now()
      }
      await texts.runPending(await openFileStore(config), (outcome) => {
        done++
        counts.set(outcome.status, (counts.get(outcome.status) ?? 0) + 1)
        if (terminal || Date.now() - said >= LOG_EVERY_MS) say(false)
      })
      say(true)
      console.log([...counts].map(([status, n]) => `${status}: ${n.toLocaleString('en')}`).join(', ') || 'Nothing to read.')
    })
  },
}
