// The editor's document to and from the HTML the forms store. Both directions go through the
// sanitizer, so what the editor shows and what it hands back hold only the allow-listed elements.
import { DOMParser as ProseParser, DOMSerializer, type Node, type Schema } from '@milkdown/prose/model'
import { sanitizeHtml } from '../../lib/safe-html'

/** The sanitized HTML as a detached element, parsed in an inert document where nothing loads or runs. */
export function htmlToElement(html: string): HTMLElement {
  return new DOMParser().parseFromString(`<body>${sanitizeHtml(html)}</body>`, 'text/html').body
}

/** The document for the HTML: what the schema cannot hold gives way to its text. */
export function parseHtml(schema: Schema, html: string): Node {
  return ProseParser.fromSchema(schema).parse(htmlToElement(html))
}

/** A document of a single empty block: the field holds nothing, which the form stores as "". */
export function isEmptyDocument(doc: Node): boolean {
  return doc.childCount === 1 && doc.firstChild!.isTextblock && doc.firstChild!.content.size === 0
}

/** The document as sanitized HTML ("" when empty). */
export function serializeHtml(schema: Schema, doc: Node): string {
  if (isEmptyDocument(doc)) return ''
  const container = document.createElement('div')
  container.append(DOMSerializer.fromSchema(schema).serializeFragment(doc.content, { document }))
  return sanitizeHtml(container.innerHTML)
}
