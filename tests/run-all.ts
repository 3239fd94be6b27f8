// `npm test`: every check and test suite in order, each a child process with its output live:
// typecheck, lint (with the lint rules' selftest and Prettier's check), unit (vitest), api (vitest), browser (Playwright). All selected steps run even
// when one fails, then a per-step table and one last line `N passed, N failed[, N skipped]`.
//
//   npm test                          everything
//   npm test -- --only unit,api       some steps (typecheck, lint, unit, api, browser; e2e = browser)
//   TEST_SUMMARY_FILE=out.json npm test   also write the totals and steps as JSON (used by .ci/run)
//   FLAKY_HISTORY_FILE=f.json npm test    fail a test flaky (passed on retry) in the run before too (.ci/run)
//
// The environment passes through to every step (DATABASE_URL selects a real PostgreSQL for the API
// suite). Without Chromium at /usr/bin/chromium the browser step is skipped, unless CI is set, where
// it fails.
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import {
  add,
  checkCounts,
  failFlakyAgain,
  flakyAgain,
  formatFailures,
  formatTable,
  playwrightCounts,
  skippedIn,
  summaryLine,
  vitestCounts,
} from './test-summary.ts'
import type { Counts, Parsed, StepResult } from './test-summary.ts'

const CHROMIUM = '/usr/bin/chromium'
const root = resolve(import.meta.dirname, '..')
/** The real registry export some tests read, and how a test file names it. */
const REAL_EXPORT = resolve(root, '../shared/data/yesab-projects.json.gz')
const NAMES_REAL_EXPORT = 'shared/data/yesab-projects.json.gz'

interface Step {
  name: string
  /** Runs the step, given a scratch directory for its report. */
  run(scratch: string): Promise<Parsed & { status?: 'skipped' }>
}

let current: ReturnType<typeof spawn> | undefined
let interrupted = false

/** Runs a local tool (node_modules/.bin, else npx) with live output; resolves with its exit code. */
function tool(name: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number | null> {
  const local = join(root, 'node_modules', '.bin', name)
  const [command, argv] = existsSync(local) ? [local, args] : ['npx', [name, ...args]]
  console.log(`\n==> ${[name, ...args].join(' ')}\n`)
  return new Promise((done) => {
    const child = spawn(command, argv, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
    current = child
    child.on('error', (error) => {
      console.error(`Could not start ${name}: ${error.message}`)
      done(127)
    })
    child.on('close', (code, signal) => {
      current = undefined
      done(signal ? null : code)
    })
  })
}

async function readJson(path: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(path, 'utf8'))
  } catch {
    return undefined
  }
}

function vitestStep(name: string, project: string): Step {
  return {
    name,
    async run(scratch) {
      const report = join(scratch, `${name}.json`)
      const code = await tool('vitest', ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`])
      const json = await readJson(report)
      const counts = vitestCounts(json, code, root)
      if (existsSync(REAL_EXPORT)) return counts
      const skippedForData = skippedIn(json, (path) => readFileSync(path, 'utf8').includes(NAMES_REAL_EXPORT))
      return skippedForData > 0
        ? { ...counts, skippedForData, note: [counts.note, `${skippedForData} skipped: real export not found`].filter(Boolean).join('; ') }
        : counts
    },
  }
}

const STEPS: Step[] = [
  { name: 'typecheck', run: async () => checkCounts(await tool('tsc', ['-b'])) },
  {
    name: 'lint',
    // The lint config's own check (that it still forbids what DESIGN.md forbids) with the lint itself.
    run: async () => {
      const lint = checkCounts(await tool('eslint', ['--max-warnings', '0', '.']))
      const rules = checkCounts(await tool('tsx', ['eslint-rules/selftest.js']))
      const format = checkCounts(await tool('prettier', ['--check', '.']))
      const notes = [lint.note, rules.note && `lint rules' selftest: ${rules.note}`, format.note && `formatting (npm run format): ${format.note}`]
      return { ...add(add(lint, rules), format), note: notes.filter(Boolean).join('; ') || undefined }
    },
  },
  vitestStep('unit', 'unit'),
  vitestStep('api', 'api'),
  {
    name: 'browser',
    async run(scratch) {
      if (!existsSync(CHROMIUM)) {
        if (!process.env.CI) {
          console.log(`\n==> browser\nskipped: no Chromium at ${CHROMIUM}`)
          return { passed: 0, failed: 0, skipped: 0, status: 'skipped', note: `skipped: no Chromium at ${CHROMIUM}` }
        }
        console.error(`\n==> browser\nfailed: no Chromium at ${CHROMIUM} (CI is set, so the browser tests must run)`)
        return { passed: 0, failed: 1, skipped: 0, note: `no Chromium at ${CHROMIUM}` }
      }
      if (!['ts', 'js', 'mjs'].some((ext) => existsSync(join(root, `playwright.config.${ext}`)))) {
        // Without its config Playwright would take every *.test.ts in the repository for its own.
        console.error('\n==> browser\nfailed: no playwright.config.ts')
        return { passed: 0, failed: 1, skipped: 0, note: 'no playwright.config.ts' }
      }
      const report = join(scratch, 'browser.json')
      const code = await tool('playwright', ['test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_FILE: report })
      return playwrightCounts(await readJson(report), code)
    },
  },
]
const ALIASES: Record<string, string> = { e2e: 'browser', types: 'typecheck', integration: 'api' }

function usage(): string {
  return `Usage: npm test [-- --only ${STEPS.map((s) => s.name).join(',')}]\n  (e2e is browser; TEST_SUMMARY_FILE=path also writes the totals as JSON)`
}

function selectSteps(argv: string[]): Step[] {
  let only: string[] | undefined
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    if (arg === '--help' || arg === '-h') {
      console.log(usage())
      process.exit(0)
    } else if (arg === '--only') {
      only = (argv[++i] ?? '').split(',')
    } else if (arg.startsWith('--only=')) {
      only = arg.slice('--only='.length).split(',')
    } else {
      console.error(`Unknown argument: ${arg}\n${usage()}`)
      process.exit(2)
    }
  }
  if (!only) return STEPS
  const names = only
    .map((name) => name.trim())
    .filter(Boolean)
    .map((name) => ALIASES[name] ?? name)
  const unknown = names.filter((name) => !STEPS.some((step) => step.name === name))
  if (names.length === 0 || unknown.length > 0) {
    console.error(`Unknown step${unknown.length === 1 ? '' : 's'}: ${unknown.join(', ') || '(none given)'}\n${usage()}`)
    process.exit(2)
  }
  return STEPS.filter((step) => names.includes(step.name))
}

/**
 * Fails the tests that passed only on a retry in this run and in the previous one (whose flaky
 * tests FLAKY_HISTORY_FILE keeps, by step and database), then records this run's in their place.
 */
async function judgeFlaky(historyFile: string, results: StepResult[]): Promise<void> {
  const history = ((await readJson(historyFile)) ?? {}) as Record<string, string[]>
  const onDatabase = process.env.DATABASE_URL ? ' on PostgreSQL' : ''
  results.forEach((step, i) => {
    const key = `${step.name}${onDatabase}`
    const flaky = step.flaky ?? []
    results[i] = failFlakyAgain(step, flakyAgain(history[key] ?? [], flaky))
    history[key] = flaky
  })
  await mkdir(dirname(historyFile), { recursive: true })
  await writeFile(historyFile, JSON.stringify(history, null, 2) + '\n')
}

async function main(): Promise<number> {
  const steps = selectSteps(process.argv.slice(2))
  const scratch = await mkdtemp(join(tmpdir(), 'registry-test-'))
  const results: StepResult[] = []
  // Stop after the running tool; a terminal's Ctrl-C reaches it directly, anything else is passed on.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      interrupted = true
      if (signal === 'SIGTERM' || !process.stdout.isTTY) current?.kill(signal)
    })
  }
  try {
    for (const step of steps) {
      if (interrupted) break
      const started = performance.now()
      const outcome = await step.run(scratch)
      const seconds = (performance.now() - started) / 1000
      const status = outcome.status ?? (outcome.failed > 0 ? 'failed' : 'passed')
      results.push({
        name: step.name,
        status,
        seconds,
        passed: outcome.passed,
        failed: outcome.failed,
        skipped: outcome.skipped,
        note: outcome.note,
        failures: outcome.failures,
        flaky: outcome.flaky,
        skippedForData: outcome.skippedForData,
      })
    }
  } finally {
    await rm(scratch, { recursive: true, force: true })
  }

  if (process.env.FLAKY_HISTORY_FILE) await judgeFlaky(process.env.FLAKY_HISTORY_FILE, results)
  const totals = results.reduce<Counts>((sum, step) => add(sum, step), { passed: 0, failed: 0, skipped: 0 })
  // An interrupted run is never green, even when no step had failed yet.
  if (interrupted && totals.failed === 0) totals.failed = 1
  const failed = totals.failed > 0
  if (process.env.TEST_SUMMARY_FILE) {
    await writeFile(process.env.TEST_SUMMARY_FILE, JSON.stringify({ ...totals, interrupted, steps: results }, null, 2) + '\n')
  }
  console.log(`\n${formatTable(results)}${interrupted ? '\n  (interrupted: the remaining steps did not run)' : ''}`)
  const names = formatFailures(results)
  if (names) console.log(names)
  console.log(summaryLine({ ...totals, skippedForData: results.reduce((n, step) => n + (step.skippedForData ?? 0), 0) }))
  return interrupted ? 130 : failed ? 1 : 0
}

process.exitCode = await main()
