// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { HTML_SAMPLES } from '../../../tests/factories/hostile-html'
import { sanitizeHtml } from './safe-html'

// The server's sanitizer is held to the same samples (src/server/lib/sanitize-html.test.ts): on
// each of them both give the same HTML. jsdom, not happy-dom: happy-dom's parser does not rebuild
// misnested tags or raw-text elements as the HTML standard (and so every browser) does.
describe('sanitizeHtml (browser, DOMParser)', () => {
  it.each(HTML_SAMPLES)('$why', ({ input, clean }) => {
    expect(sanitizeHtml(input)).toBe(clean)
  })
})
