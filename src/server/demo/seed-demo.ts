// Loads the demo data set into an empty registry: `npm run cli -- seed-demo` and the first
// `npm start`. Deterministic: the same seed and the same "today" give the same rows and ids
// (stored files get fresh storage keys, as every upload does). Only the first projects by a
// rule (the special ones, then the most recently submitted, up to `heavyLimit`) get documents,
// comments and requests, so very large sets stay quick; every project gets its core rows.
// Everything is written in one transaction, in multi-row batches.
import { inArray, sql } from 'drizzle-orm'
import { queryRows } from '../db/client.ts'
import type { Database, DatabaseHandle } from '../db/client.ts'
import * as t from '../db/schema/index.ts'
import type { FileStore } from '../files/file-store.ts'
import { audit } from '../lib/audit.ts'
import { addAccounts, assignRoles, assignStaff } from './accounts.ts'
import { addProjectContent } from './content.ts'
import { addCoreRows } from './core.ts'
import { DEMO_ACCOUNTS, demoAccount } from './demo-accounts.ts'
import { UploadQueue } from './documents.ts'
import { ensureDemoDrainages } from '../geo/ensure-demo-layers.ts'
import { addExemptions, addSiteMessage } from './exemptions.ts'
import { planProjects } from './projects.ts'
import { addProposalForm } from './proposals.ts'
import { Random } from './random.ts'
import { RowSink } from './rows.ts'
import { refreshReportFacts } from '../modules/project-reports/project-reports.service.ts'

export const DEFAULT_DEMO_PROJECTS = 1500
export const DEFAULT_DEMO_SEED = '1'
/** Projects that get documents, comments and requests, whatever the size of the set. */
export const DEFAULT_HEAVY_LIMIT = 1500
export const MAX_DEMO_PROJECTS = 500_000

export interface SeedDemoOptions {
  /** How many projects (default 1,500). */
  projects?: number
  seed?: string | number
  /** Where stored files go. */
  files: FileStore
  /** The day the set is built around (YYYY-MM-DD or a date); default: today in Yukon. */
  today?: string | Date
  heavyLimit?: number
  /** Progress lines; default: none. */
  log?: (message: string) => void
}

export interface SeedDemoResult {
  projects: number
  seed: string
  today: string
  rows: Record<string, number>
  files: number
  seconds: number
}

/** The database is not empty, so the demo set is not loaded. */
export class DemoSeedRefused extends Error {}

const CHUNK = 2_000
const CONTENT_CHUNK = 250

/** Midnight UTC of a calendar day: the given one, or today's date in Yukon (UTC−7). */
export function demoToday(today?: string | Date): number {
  if (typeof today === 'string') {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(today)
    if (!m) throw new Error(`Not a date (YYYY-MM-DD): ${today}`)
    return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))
  }
  const yukon = new Date((today ?? new Date()).getTime() - 7 * 3_600_000)
  return Date.UTC(yukon.getUTCFullYear(), yukon.getUTCMonth(), yukon.getUTCDate())
}

const databaseOf = (target: Database | DatabaseHandle): Database => ('migrate' in target ? target.db : target)

/** Why the database cannot take the demo set, or null when it can. */
export async function demoSeedBlocker(target: Database | DatabaseHandle): Promise<string | null> {
  const db = databaseOf(target)
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from projects`)
  if (row && row.n > 0) {
    return `The database already holds ${row.n.toLocaleString('en-CA')} projects; the demo set is only loaded into an empty registry. Use a fresh DATA_DIR (or an empty database) to load it.`
  }
  const taken = await db
    .select({ email: t.users.email })
    .from(t.users)
    .where(
      inArray(
        sql`lower(${t.users.email})`,
        DEMO_ACCOUNTS.map((a) => a.email.toLowerCase()),
      ),
    )
  if (taken.length > 0) return `The demo accounts already exist (${taken.map((u) => u.email).join(', ')}); the demo set is only loaded into an empty registry.`
  return null
}

export async function seedDemo(target: Database | DatabaseHandle, options: SeedDemoOptions): Promise<SeedDemoResult> {
  const started = Date.now()
  const db = databaseOf(target)
  const count = options.projects ?? DEFAULT_DEMO_PROJECTS
  if (!Number.isInteger(count) || count < 1 || count > MAX_DEMO_PROJECTS)
    throw new RangeError(`The number of demo projects must be a whole number from 1 to ${MAX_DEMO_PROJECTS}.`)
  const seed = String(options.seed ?? DEFAULT_DEMO_SEED)
  const today = demoToday(options.today)
  const todayText = new Date(today).toISOString().slice(0, 10)
  const log = options.log ?? (() => {})
  const blocker = await demoSeedBlocker(db)
  if (blocker) throw new DemoSeedRefused(blocker)

  const rng = Random.seeded(seed)
  const plans = planProjects({ count, today, rng: rng.fork('projects'), heavyLimit: options.heavyLimit ?? DEFAULT_HEAVY_LIMIT })
  const heavy = plans.filter((p) => p.heavy)
  log(`Demo data: ${count.toLocaleString('en-CA')} projects (${heavy.length.toLocaleString('en-CA')} with documents), seed ${seed}, today ${todayText}`)

  const sink = new RowSink()
  const uploads = new UploadQueue()
  const store = options.files
  await ensureDemoDrainages(db)
  const { ids, staff } = await addAccounts(sink, rng.fork('accounts'), today)
  assignStaff(plans, staff, ids)
  assignRoles(plans, ids, sink, today)

  const proponent = demoAccount('proponent')
  const proponentPerson = { firstName: proponent.firstName, lastName: proponent.lastName, email: proponent.email, phone: proponent.phone }
  let files = 0
  await db.transaction(async (tx) => {
    await sink.flush(tx)
    for (let i = 0; i < plans.length; i += CHUNK) {
      for (const p of plans.slice(i, i + CHUNK)) {
        addCoreRows(sink, p, today)
        addProposalForm(sink, p, p.proponentUserId ? proponentPerson : formPerson(p), today)
      }
      await sink.flush(tx)
      log(`  projects ${Math.min(i + CHUNK, plans.length).toLocaleString('en-CA')} / ${plans.length.toLocaleString('en-CA')}`)
    }
    const context = { sink, uploads, ids, today }
    for (let i = 0; i < heavy.length; i += CONTENT_CHUNK) {
      for (const p of heavy.slice(i, i + CONTENT_CHUNK)) addProjectContent(p, context)
      files += await uploads.writeAll(store, sink)
      await sink.flush(tx)
      log(
        `  documents and participation ${Math.min(i + CONTENT_CHUNK, heavy.length).toLocaleString('en-CA')} / ${heavy.length.toLocaleString('en-CA')} projects (${files.toLocaleString('en-CA')} files)`,
      )
    }
    addExemptions(sink, uploads, rng.fork('exemptions'), today)
    addSiteMessage(sink, rng.fork('site-message'), today)
    files += await uploads.writeAll(store, sink)
    await sink.flush(tx)
    await audit(tx, {
      actorUserId: null,
      actor: 'system:seed-demo',
      action: 'seed-demo',
      entity: 'database',
      detail: { seed, projects: count, heavyProjects: heavy.length, today: todayText, files, rows: sink.written },
    })
  })
  await refreshReportFacts(db)
  const seconds = Math.round((Date.now() - started) / 100) / 10
  log(
    `Demo data loaded in ${seconds} s: ${Object.values(sink.written)
      .reduce((a, b) => a + b, 0)
      .toLocaleString('en-CA')} rows, ${files.toLocaleString('en-CA')} files.`,
  )
  return { projects: count, seed, today: todayText, rows: { ...sink.written }, files, seconds }
}

/**
 * For the server's start: loads the demo set when the registry is empty, otherwise does nothing.
 * Servers starting together on one database take turns, and the later ones find it loaded.
 */
export async function seedDemoIfEmpty(target: DatabaseHandle, options: SeedDemoOptions): Promise<SeedDemoResult | null> {
  return target.exclusively('demo-seed', async () => {
    if (await demoSeedBlocker(target)) return null
    return seedDemo(target, options)
  })
}

/** The person who filled in a form for a project without a demo account behind it. */
function formPerson(p: { text: { proponentName: string }; rng: Random }) {
  const r = p.rng.fork('form-person')
  const first = p.text.proponentName.split(' ')[0] ?? 'Pat'
  return { firstName: first, lastName: 'Contact', email: `contact${r.int(100, 999)}@proponent.example`, phone: `867-555-0${r.int(100, 199)}` }
}
