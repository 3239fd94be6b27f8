// Rich text that the server sends (notes, hearing descriptions, notification mails, the site
// message) is sanitized on the way in; it is cleaned again here, with the spec's allow-list,
// before it reaches the page, so a bad row can never run script in a visitor's browser.

const ALLOWED_TAGS = new Set([
  'p', 'b', 'i', 'u', 's', 'strong', 'em', 'ins', 'del', 'sup', 'sub', 'br', 'blockquote', 'span',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'a',
  'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption',
])
/** Elements dropped with everything inside them. */
const DROPPED_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math', 'head', 'title'])
const ALLOWED_ATTRIBUTES: Record<string, ReadonlySet<string>> = {
  a: new Set(['href', 'title']),
  // A numbered list may go on from an earlier one (3., 4., …).
  ol: new Set(['start']),
  td: new Set(['colspan', 'rowspan']),
  th: new Set(['colspan', 'rowspan', 'scope']),
}
const SAFE_URL = /^(https?:|mailto:|tel:|\/|#)/i

function clean(node: Node, document: Document): Node[] {
  if (node.nodeType === Node.TEXT_NODE) return [document.createTextNode(node.textContent ?? '')]
  if (node.nodeType !== Node.ELEMENT_NODE) return []
  const element = node as Element
  const tag = element.tagName.toLowerCase()
  const children = [...element.childNodes].flatMap((child) => clean(child, document))
  if (DROPPED_WITH_CONTENT.has(tag)) return []
  // Unknown elements give way to their content.
  if (!ALLOWED_TAGS.has(tag)) return children
  const copy = document.createElement(tag)
  for (const attribute of element.attributes) {
    if (!ALLOWED_ATTRIBUTES[tag]?.has(attribute.name)) continue
    if (attribute.name === 'href' && !SAFE_URL.test(attribute.value.trim())) continue
    if (attribute.name === 'start' && !/^\d{1,6}$/.test(attribute.value.trim())) continue
    copy.setAttribute(attribute.name, attribute.value)
  }
  if (tag === 'a' && copy.hasAttribute('href') && /^https?:/i.test(copy.getAttribute('href')!)) copy.setAttribute('rel', 'noopener noreferrer')
  copy.append(...children)
  return [copy]
}

/** The HTML reduced to the allow-list: safe to give to dangerouslySetInnerHTML. */
export function sanitizeHtml(html: string): string {
  const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html')
  const container = parsed.createElement('div')
  container.append(...[...parsed.body.childNodes].flatMap((child) => clean(child, parsed)))
  return container.innerHTML
}
