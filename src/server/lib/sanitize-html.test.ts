import { describe, expect, it } from 'vitest'
import { HTML_SAMPLES } from '../../../tests/factories/hostile-html.ts'
import { sanitizeHtml } from './sanitize-html.ts'

describe('sanitizeHtml (server, parse5)', () => {
  it.each(HTML_SAMPLES)('$why', ({ input, clean }) => {
    expect(sanitizeHtml(input)).toBe(clean)
  })

  it('gives the same HTML when cleaned twice', () => {
    for (const { input } of HTML_SAMPLES) expect(sanitizeHtml(sanitizeHtml(input))).toBe(sanitizeHtml(input))
  })
})
