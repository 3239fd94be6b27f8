import { describe, expect, it } from 'vitest'
import { failFlakyAgain, flakyAgain, formatFailures, playwrightCounts, skippedIn, summaryLine, vitestCounts } from './test-summary.ts'

describe('the test summary', () => {
  it('names the failed vitest tests by file, and a file that failed outside any test', () => {
    const report = {
      numTotalTests: 3,
      numPassedTests: 1,
      numFailedTests: 1,
      numPendingTests: 1,
      numTodoTests: 0,
      testResults: [
        {
          name: '/repo/tests/integration/comments.test.ts',
          status: 'failed',
          assertionResults: [
            { status: 'passed', fullName: 'comments takes one' },
            { status: 'failed', fullName: 'comments refuses a closed period' },
          ],
        },
        { name: '/repo/tests/integration/broken.test.ts', status: 'failed', assertionResults: [] },
      ],
    }
    const parsed = vitestCounts(report, 1, '/repo')
    expect(parsed).toMatchObject({ passed: 1, failed: 2, skipped: 1 })
    expect(parsed.failures).toEqual([
      'tests/integration/comments.test.ts › comments refuses a closed period',
      'tests/integration/broken.test.ts (failed outside any test)',
    ])
  })

  it('names the failed and the flaky Playwright tests with their project, file, line and titles', () => {
    const spec = (title: string, line: number, status: string, projectName = 'desktop') => ({
      title,
      file: 'comments.spec.ts',
      line,
      tests: [{ projectName, status }],
    })
    const report = {
      stats: { expected: 1, unexpected: 1, flaky: 1, skipped: 0 },
      errors: [],
      suites: [
        {
          title: 'comments.spec.ts',
          file: 'comments.spec.ts',
          specs: [spec('posts a comment', 10, 'expected')],
          suites: [
            {
              title: 'offline',
              file: 'comments.spec.ts',
              specs: [spec('sends it later', 20, 'unexpected', 'phone'), spec('keeps the text', 30, 'flaky')],
            },
          ],
        },
      ],
    }
    const parsed = playwrightCounts(report, 1)
    expect(parsed).toMatchObject({ passed: 2, failed: 1 })
    expect(parsed.failures).toEqual(['[phone] comments.spec.ts:20 › offline › sends it later'])
    expect(parsed.flaky).toEqual(['[desktop] comments.spec.ts:30 › offline › keeps the text'])
  })

  it('lists the names under their step, and cuts a long list short', () => {
    const step = { name: 'browser', status: 'failed' as const, seconds: 1, passed: 0, failed: 3, skipped: 0 }
    expect(formatFailures([{ ...step, failures: ['a', 'b', 'c'], flaky: ['d'] }], 2)).toBe(
      ['browser: failed', '  a', '  b', '  … and 1 more', 'browser: flaky (passed on retry)', '  d'].join('\n'),
    )
    expect(formatFailures([{ ...step, failed: 0, status: 'passed' }])).toBe('')
  })

  it('says how many skipped tests wanted the real export, so a run without it does not pass silently', () => {
    const report = {
      testResults: [
        { name: '/repo/tests/integration/import-yor.test.ts', assertionResults: [{ status: 'passed' }, { status: 'skipped' }, { status: 'pending' }] },
        { name: '/repo/tests/integration/worker.test.ts', assertionResults: [{ status: 'skipped' }] },
      ],
    }
    expect(skippedIn(report, (path) => path.endsWith('import-yor.test.ts'))).toBe(2)
    expect(skippedIn(undefined, () => true)).toBe(0)
    expect(summaryLine({ passed: 10, failed: 0, skipped: 3, skippedForData: 2 })).toBe(
      '10 passed, 0 failed, 3 skipped (2 of them: real export not found at ../shared/data)',
    )
    expect(summaryLine({ passed: 10, failed: 0, skipped: 3 })).toBe('10 passed, 0 failed, 3 skipped')
  })

  it('fails a test that was flaky in the previous run too, wherever its line moved, and only that one', () => {
    const previous = ['[desktop] comments.spec.ts:30 › offline › keeps the text', '[phone] map.spec.ts:12 › pans']
    const current = ['[desktop] comments.spec.ts:34 › offline › keeps the text', '[tablet] map.spec.ts:12 › pans', '[desktop] other.spec.ts:5 › new']
    const again = flakyAgain(previous, current)
    expect(again).toEqual(['[desktop] comments.spec.ts:34 › offline › keeps the text'])
    const step = { name: 'browser', status: 'passed' as const, seconds: 1, passed: 10, failed: 0, skipped: 0, flaky: current }
    expect(failFlakyAgain(step, again)).toMatchObject({
      status: 'failed',
      passed: 9,
      failed: 1,
      failures: ['[desktop] comments.spec.ts:34 › offline › keeps the text (flaky in the previous run too)'],
    })
    expect(failFlakyAgain(step, [])).toBe(step)
  })
})
