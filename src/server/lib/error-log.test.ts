import { DrizzleQueryError } from 'drizzle-orm/errors'
import { describe, expect, it } from 'vitest'
import { capLine, describeError, MAX_LOG_LINE } from './error-log.ts'

const SECRET = 'ada.lovelace@example.ca'

describe('describing an error for the log', () => {
  it('keeps a failed query to its first words and the kind of its cause when the database never answered', () => {
    const lost = Object.assign(new Error(`connect ECONNREFUSED while sending ${SECRET}`), { code: 'ECONNREFUSED' })
    const line = describeError(new DrizzleQueryError('update "users" set "email" = $1 where "id" = $2', [SECRET, '1'], lost))
    expect(line).toMatch(/^query failed: Error \[ECONNREFUSED\], in "update "users" set "email" =…"/)
    expect(line).not.toContain(SECRET)
  })

  it('takes no frame from a message that looks like one', () => {
    const error = new DrizzleQueryError(
      'select $1',
      [`x\n    at ${SECRET} (evil.ts:1:1)`],
      Object.assign(new Error('bad'), { code: '22P02', severity: 'ERROR' }),
    )
    expect(describeError(error)).not.toContain(SECRET)
  })

  it('says what other errors are, with their message cut short', () => {
    expect(describeError('a string')).toBe('string: a string')
    expect(describeError(new TypeError('Cannot read properties of undefined'))).toMatch(/^TypeError: Cannot read properties of undefined at /)
    expect(describeError(new Error('z'.repeat(10_000))).length).toBeLessThan(MAX_LOG_LINE)
  })

  it('cuts a line and says by how much', () => {
    expect(capLine('short')).toBe('short')
    const cut = capLine('a'.repeat(5000))
    expect(cut).toHaveLength(MAX_LOG_LINE)
    expect(cut).toMatch(/a… \(3,000 more characters\)$/)
  })
})
