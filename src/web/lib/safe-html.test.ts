// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from './safe-html'

describe('sanitizeHtml', () => {
  it('keeps the allowed formatting', () => {
    const html = '<h3>Notice</h3><p><strong>Bold</strong> <em>it</em> H<sub>2</sub>O x<sup>2</sup></p><ul><li>one</li></ul><blockquote>q</blockquote><table><tbody><tr><td colspan="2">c</td></tr></tbody></table>'
    expect(sanitizeHtml(html)).toBe(html)
  })

  it('drops scripts, styles and event handlers', () => {
    expect(sanitizeHtml('<p onclick="steal()">Hi<script>steal()</script><style>p{}</style></p><img src=x onerror="steal()">')).toBe('<p>Hi</p>')
  })

  it('keeps where a numbered list starts, when it is a number', () => {
    expect(sanitizeHtml('<ol start="3"><li>third</li></ol>')).toBe('<ol start="3"><li>third</li></ol>')
    expect(sanitizeHtml('<ol start="x" reversed type="a"><li>one</li></ol>')).toBe('<ol><li>one</li></ol>')
  })

  it('keeps safe links, marks outside ones, and drops javascript: addresses', () => {
    expect(sanitizeHtml('<a href="https://yesab.ca" target="_top">site</a>')).toBe('<a href="https://yesab.ca" rel="noopener noreferrer">site</a>')
    expect(sanitizeHtml('<a href="/projects/1">page</a>')).toBe('<a href="/projects/1">page</a>')
    expect(sanitizeHtml('<a href=" javascript:alert(1)">x</a>')).toBe('<a>x</a>')
  })

  it('unwraps unknown elements, keeping their text', () => {
    expect(sanitizeHtml('<div><font color="red">Red</font></div>')).toBe('Red')
  })
})
