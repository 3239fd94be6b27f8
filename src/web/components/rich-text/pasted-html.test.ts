// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { cleanPastedHtml } from './pasted-html'

describe('cleanPastedHtml', () => {
  it('turns styled spans into the formats (as Google Docs writes them) and drops the non-bold wrapper', () => {
    const pasted =
      '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1"><p dir="ltr" style="line-height:1.38"><span style="font-weight:700;">Bold</span>' +
      '<span style="font-style:italic;"> italic</span><span style="text-decoration:underline;"> under</span> H<span style="vertical-align:sub;">2</span>O' +
      ' x<span style="vertical-align:super;font-weight:700">2</span></p></b>'
    expect(cleanPastedHtml(pasted)).toBe('<p><strong>Bold</strong><em> italic</em><u> under</u> H<sub>2</sub>O x<strong><sup>2</sup></strong></p>')
  })

  it('keeps formatting written as elements (as Word writes it) and drops the rest', () => {
    expect(cleanPastedHtml('<p class="MsoNormal"><b>Bold</b> <i>it</i><script>x()</script><img src="x" onerror="x()"></p>')).toBe(
      '<p><b>Bold</b> <i>it</i></p>',
    )
  })
})
