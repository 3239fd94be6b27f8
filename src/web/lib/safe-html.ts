// Rich text that the server sends (proposals, notes, hearing descriptions, notification mails, the
// site message) is cleaned here, with the allow-list the server also applies to proposals on the
// way in, before it reaches the page, so a bad row can never run script in a visitor's browser.
import { elementFate, keptAttributes } from '../../shared/domain/rich-text-allow-list'

function clean(node: Node, document: Document): Node[] {
  if (node.nodeType === Node.TEXT_NODE) return [document.createTextNode(node.textContent ?? '')]
  if (node.nodeType !== Node.ELEMENT_NODE) return []
  const element = node as Element
  const fate = elementFate(element.tagName)
  if (fate === 'drop') return []
  const children = [...element.childNodes].flatMap((child) => clean(child, document))
  if (fate === 'unwrap') return children
  const copy = document.createElement(element.tagName.toLowerCase())
  for (const { name, value } of keptAttributes(element.tagName, element.attributes)) copy.setAttribute(name, value)
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
