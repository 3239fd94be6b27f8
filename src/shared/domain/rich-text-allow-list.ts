// The one allow-list for rich text (spec public-registry "Sanitized message HTML allows", plus the
// editor's underline, strike and span): which elements stay, which go with everything inside them,
// which give way to their content, and which attributes an element keeps. The browser (DOMParser)
// and the server (parse5) each walk their own parsed tree with these rules, so they keep the same.

export const ALLOWED_TAGS: ReadonlySet<string> = new Set([
  'p',
  'b',
  'i',
  'u',
  's',
  'strong',
  'em',
  'ins',
  'del',
  'sup',
  'sub',
  'br',
  'blockquote',
  'span',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'a',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
])

/** Elements whose content is code, styling, another document or foreign markup, never text to keep. */
export const DROPPED_WITH_CONTENT: ReadonlySet<string> = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
  'head',
  'title',
])

export const ALLOWED_ATTRIBUTES: Readonly<Record<string, ReadonlySet<string>>> = {
  a: new Set(['href', 'title']),
  // A numbered list may go on from an earlier one (3., 4., …).
  ol: new Set(['start']),
  td: new Set(['colspan', 'rowspan']),
  th: new Set(['colspan', 'rowspan', 'scope']),
}

/** What becomes of an element: kept (with its allowed attributes), dropped with its content, or unwrapped to its content. */
export type ElementFate = 'keep' | 'drop' | 'unwrap'

export function elementFate(tag: string): ElementFate {
  const name = tag.toLowerCase()
  if (DROPPED_WITH_CONTENT.has(name)) return 'drop'
  return ALLOWED_TAGS.has(name) ? 'keep' : 'unwrap'
}

// An allow-list of schemes rather than a deny-list of bad ones: "java&#9;script:", "\x01javascript:"
// and the like never start with one of these, so whatever a URL parser makes of them, they go.
const SAFE_URL = /^(https?:|mailto:|tel:|\/|#)/i
/** A link that leaves the site: another origin may not reach back to this page through it. */
const EXTERNAL_URL = /^(https?:|[\\/]{2})/i

/** Whether a link may point there: web, mail and phone addresses, and places on this site. */
export function isSafeUrl(url: string): boolean {
  return SAFE_URL.test(url.trim())
}

export interface HtmlAttribute {
  name: string
  value: string
}

const VALID_VALUE: Record<string, (value: string) => boolean> = {
  href: isSafeUrl,
  start: (value) => /^\d{1,6}$/.test(value.trim()),
}

/** The attributes a kept element keeps, in their order, with rel added to links that leave the site. */
export function keptAttributes(tag: string, attributes: Iterable<HtmlAttribute>): HtmlAttribute[] {
  const allowed = ALLOWED_ATTRIBUTES[tag.toLowerCase()]
  if (!allowed) return []
  const kept: HtmlAttribute[] = []
  for (const { name, value } of attributes) {
    const key = name.toLowerCase()
    if (!allowed.has(key) || kept.some((a) => a.name === key)) continue
    if (VALID_VALUE[key] && !VALID_VALUE[key](value)) continue
    kept.push({ name: key, value })
  }
  const href = kept.find((a) => a.name === 'href')
  if (href && EXTERNAL_URL.test(href.value.trim())) kept.push({ name: 'rel', value: 'noopener noreferrer' })
  return kept
}
