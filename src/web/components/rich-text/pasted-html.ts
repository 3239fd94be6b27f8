// HTML pasted from a word processor or a web page, made into the editor's formats before the
// sanitizer drops every style: Google Docs and others mark bold, italic, underline and
// sub/superscript with inline styles on spans (and wrap a whole paste in a <b> that is not bold).
import { sanitizeHtml } from '../../lib/safe-html'

type FormatTag = 'strong' | 'em' | 'u' | 'sub' | 'sup'

function formatsOf(style: CSSStyleDeclaration): FormatTag[] {
  const tags: FormatTag[] = []
  if (/^(bold(er)?|[6-9]00)$/.test(style.fontWeight)) tags.push('strong')
  if (style.fontStyle === 'italic') tags.push('em')
  if (`${style.textDecoration} ${style.textDecorationLine}`.includes('underline')) tags.push('u')
  if (style.verticalAlign === 'sub') tags.push('sub')
  else if (style.verticalAlign === 'super') tags.push('sup')
  return tags
}

/** The pasted HTML with styled formatting turned into elements, then sanitized. */
export function cleanPastedHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html')
  for (const element of [...doc.body.querySelectorAll<HTMLElement>('[style]')]) {
    const notBold = /^(normal|[1-4]00)$/.test(element.style.fontWeight)
    const tags = formatsOf(element.style)
    if (tags.length > 0) {
      const outer = doc.createElement(tags[0]!)
      const inner = tags.slice(1).reduce((parent, tag) => parent.appendChild(doc.createElement(tag)), outer)
      inner.append(...element.childNodes)
      element.append(outer)
    }
    // Spans only carried the style; a bold element that says it is not bold is no format at all.
    if (element.tagName === 'SPAN' || (notBold && (element.tagName === 'B' || element.tagName === 'STRONG'))) element.replaceWith(...element.childNodes)
  }
  return sanitizeHtml(doc.body.innerHTML)
}
