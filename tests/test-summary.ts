// Turns what each test tool reports into passed/failed/skipped counts, and prints the summary of
// `npm test` (tests/run-all.ts). The counting rules: a check (typecheck, lint) is one test; a test
// file that fails to load counts as one failure; a tool that exits non-zero without reporting a
// failure (crash, unhandled error, no tests found) counts as one failure, so a red run never
// sums to "0 failed".

export interface Counts {
  passed: number
  failed: number
  skipped: number
}

export interface Parsed extends Counts {
  /** Why the counts differ from what the tool reported, when they do. */
  note?: string
  /** The tests that failed, by file and title, so that the end of a long log says which. */
  failures?: string[]
  /** The tests that failed and then passed on a retry. */
  flaky?: string[]
  /** Of the skipped, those that need the real registry export (../shared/data), when it is absent. */
  skippedForData?: number
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null
const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0)

/** A check (typecheck, lint) is one test that passed or failed. */
export function checkCounts(exitCode: number | null): Parsed {
  return exitCode === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0, note: exitNote(exitCode) }
}

/** Counts from vitest's JSON report (`--reporter=json --outputFile.json=…`; undefined when none was written). */
export function vitestCounts(report: unknown, exitCode: number | null, root = process.cwd()): Parsed {
  if (!isObject(report) || typeof report.numTotalTests !== 'number') {
    return { passed: 0, failed: 1, skipped: 0, note: `no JSON report; ${exitNote(exitCode)}` }
  }
  const result: Parsed = {
    passed: count(report.numPassedTests),
    failed: count(report.numFailedTests),
    skipped: count(report.numPendingTests) + count(report.numTodoTests),
  }
  const notes: string[] = []
  const files = Array.isArray(report.testResults) ? report.testResults : []
  const brokenFiles = files.filter(
    (file) =>
      isObject(file) &&
      file.status === 'failed' &&
      !(Array.isArray(file.assertionResults) && file.assertionResults.some((test) => isObject(test) && test.status === 'failed')),
  )
  if (brokenFiles.length > 0) {
    result.failed += brokenFiles.length
    notes.push(`${brokenFiles.length} test file(s) failed outside any test`)
  }
  const failures: string[] = []
  for (const file of files) {
    if (!isObject(file)) continue
    const name = relativeTo(root, typeof file.name === 'string' ? file.name : '?')
    const tests = Array.isArray(file.assertionResults) ? file.assertionResults : []
    for (const test of tests) {
      if (isObject(test) && test.status === 'failed') failures.push(`${name} › ${String(test.fullName ?? test.title ?? '?')}`)
    }
    if (brokenFiles.includes(file)) failures.push(`${name} (failed outside any test)`)
  }
  if (failures.length > 0) result.failures = failures
  if (exitCode !== 0 && result.failed === 0) {
    result.failed = 1
    notes.push(exitNote(exitCode))
  }
  if (notes.length > 0) result.note = notes.join('; ')
  return result
}

/** Counts from Playwright's JSON report (undefined when none was written). Flaky tests passed on a retry. */
export function playwrightCounts(report: unknown, exitCode: number | null): Parsed {
  if (!isObject(report) || !isObject(report.stats)) {
    return { passed: 0, failed: 1, skipped: 0, note: `no JSON report; ${exitNote(exitCode)}` }
  }
  const stats = report.stats
  const result: Parsed = {
    passed: count(stats.expected) + count(stats.flaky),
    failed: count(stats.unexpected),
    skipped: count(stats.skipped),
  }
  const notes: string[] = []
  const errors = Array.isArray(report.errors) ? report.errors.length : 0
  if (errors > 0) {
    // Errors outside tests: global setup, web server, "no tests found", a file that does not load.
    result.failed += errors
    notes.push(`${errors} error(s) outside tests`)
  }
  if (count(stats.flaky) > 0) notes.push(`${count(stats.flaky)} flaky (passed on retry)`)
  const outcomes = playwrightOutcomes(report.suites)
  if (outcomes.failures.length > 0) result.failures = outcomes.failures
  if (outcomes.flaky.length > 0) result.flaky = outcomes.flaky
  if (exitCode !== 0 && result.failed === 0) {
    result.failed = 1
    notes.push(exitNote(exitCode))
  }
  if (notes.length > 0) result.note = notes.join('; ')
  return result
}

/** Each test of a Playwright report that failed, or passed only on a retry: `[project] file:line › title`. */
function playwrightOutcomes(suites: unknown): { failures: string[]; flaky: string[] } {
  const outcomes = { failures: [] as string[], flaky: [] as string[] }
  const walk = (list: unknown, titles: string[]) => {
    if (!Array.isArray(list)) return
    for (const suite of list) {
      if (!isObject(suite)) continue
      // A file's suite is titled by its path, which each spec also carries.
      const inner = typeof suite.title === 'string' && suite.title !== suite.file ? [...titles, suite.title] : titles
      for (const spec of Array.isArray(suite.specs) ? suite.specs : []) {
        if (!isObject(spec)) continue
        const title = [...inner, String(spec.title ?? '?')].join(' › ')
        for (const test of Array.isArray(spec.tests) ? spec.tests : []) {
          if (!isObject(test)) continue
          const name = `[${String(test.projectName ?? '?')}] ${String(spec.file ?? '?')}:${String(spec.line ?? '?')} › ${title}`
          if (test.status === 'unexpected') outcomes.failures.push(name)
          else if (test.status === 'flaky') outcomes.flaky.push(name)
        }
      }
      walk(suite.suites, inner)
    }
  }
  walk(suites, [])
  return outcomes
}

function relativeTo(root: string, path: string): string {
  const prefix = root.endsWith('/') ? root : `${root}/`
  return path.startsWith(prefix) ? path.slice(prefix.length) : path
}

export function exitNote(exitCode: number | null): string {
  return exitCode === null ? 'killed by a signal' : `exited with code ${exitCode}`
}

export function add(a: Counts, b: Counts): Counts {
  return { passed: a.passed + b.passed, failed: a.failed + b.failed, skipped: a.skipped + b.skipped }
}

/** How many tests a vitest report skipped in the files the predicate names. */
export function skippedIn(report: unknown, inFile: (path: string) => boolean): number {
  if (!isObject(report) || !Array.isArray(report.testResults)) return 0
  let skipped = 0
  for (const file of report.testResults) {
    if (!isObject(file) || typeof file.name !== 'string' || !inFile(file.name)) continue
    for (const test of Array.isArray(file.assertionResults) ? file.assertionResults : []) {
      if (isObject(test) && (test.status === 'skipped' || test.status === 'pending')) skipped += 1
    }
  }
  return skipped
}

/**
 * The last line of `npm test`: `N passed, N failed` and `, N skipped` when any were skipped, saying
 * how many of those skipped for want of the real export, which passing silently would hide.
 */
export function summaryLine(counts: Counts & { skippedForData?: number }): string {
  const forData = counts.skippedForData ? ` (${counts.skippedForData} of them: real export not found at ../shared/data)` : ''
  return `${counts.passed} passed, ${counts.failed} failed${counts.skipped > 0 ? `, ${counts.skipped} skipped${forData}` : ''}`
}

export type StepStatus = 'passed' | 'failed' | 'skipped'

export interface StepResult extends Counts {
  name: string
  status: StepStatus
  seconds: number
  note?: string
  failures?: string[]
  flaky?: string[]
  skippedForData?: number
}

/** A test's name without its line number, so that an edit above it does not make it another test. */
const withoutLine = (name: string) => name.replace(/^(\[[^\]]*\] \S+?):\d+ › /, '$1 › ')

/** The tests flaky in this run that were flaky in the run before it too: one retry hides a race once, not twice. */
export function flakyAgain(previous: readonly string[], current: readonly string[]): string[] {
  const before = new Set(previous.map(withoutLine))
  return current.filter((name) => before.has(withoutLine(name)))
}

/** A step whose tests were flaky twice in a row, with those counted as failures instead of passes. */
export function failFlakyAgain(step: StepResult, again: readonly string[]): StepResult {
  if (again.length === 0) return step
  return {
    ...step,
    status: 'failed',
    passed: step.passed - again.length,
    failed: step.failed + again.length,
    failures: [...(step.failures ?? []), ...again.map((name) => `${name} (flaky in the previous run too)`)],
  }
}

/** The names of the failed (and flaky) tests, printed after the table; a long list is cut short. */
export function formatFailures(steps: StepResult[], limit = 30): string {
  const lines: string[] = []
  const list = (heading: string, names: string[]) => {
    if (names.length === 0) return
    lines.push(heading)
    for (const name of names.slice(0, limit)) lines.push(`  ${name}`)
    if (names.length > limit) lines.push(`  … and ${names.length - limit} more`)
  }
  for (const step of steps) {
    list(`${step.name}: failed`, step.failures ?? [])
    list(`${step.name}: flaky (passed on retry)`, step.flaky ?? [])
  }
  return lines.join('\n')
}

/** The per-step table printed before the summary line. */
export function formatTable(steps: StepResult[]): string {
  const header = ['step', 'result', 'passed', 'failed', 'skipped', 'time']
  const rows = steps.map((step) =>
    step.status === 'skipped' && step.passed + step.failed + step.skipped === 0
      ? [step.name, 'skipped', '', '', '', '']
      : [step.name, step.status, String(step.passed), String(step.failed), String(step.skipped), `${step.seconds.toFixed(1)}s`],
  )
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)))
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i < 2 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ')
      .trimEnd()
  const lines = [line(header), ...rows.map(line)]
  steps.forEach((step) => {
    if (step.note) lines.push(`  ${step.name}: ${step.note}`)
  })
  return lines.join('\n')
}
