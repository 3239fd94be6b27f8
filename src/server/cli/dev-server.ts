// The API as `npm run dev` runs it (reloaded on change): with the mail outbox for this machine.
import { runRegistry } from '../index.ts'

await runRegistry({ devOutbox: true })
