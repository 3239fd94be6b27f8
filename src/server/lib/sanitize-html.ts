// Rich text from people (proposal content) is cleaned on the way in, before it is stored, with the
// allow-list the browser uses too: parsed by a real HTML5 parser exactly as a browser would parse it,
// so what is kept is what a browser would see, not what a pattern guessed.
import { defaultTreeAdapter as tree, html, parse, serialize } from 'parse5'
import type { DefaultTreeAdapterTypes } from 'parse5'
import { elementFate, keptAttributes } from '../../shared/domain/rich-text-allow-list.ts'

type ChildNode = DefaultTreeAdapterTypes.ChildNode

function clean(node: ChildNode): ChildNode[] {
  if (tree.isTextNode(node)) return [tree.createTextNode(node.value)]
  if (!tree.isElementNode(node)) return []
  // Foreign (svg, math) roots are dropped with their content, so only HTML elements get this far.
  const fate = elementFate(node.tagName)
  if (fate === 'drop') return []
  const children = node.childNodes.flatMap(clean)
  if (fate === 'unwrap') return children
  const copy = tree.createElement(node.tagName, html.NS.HTML, keptAttributes(node.tagName, node.attrs))
  for (const child of children) tree.appendChild(copy, child)
  return [copy]
}

/** The HTML reduced to the allow-list; "" stays "". */
export function sanitizeHtml(source: string): string {
  if (source === '') return ''
  // Parsed as the browser's DOMParser parses it: a document whose body holds the text, scripting off.
  const document = parse(`<body>${source}</body>`, { scriptingEnabled: false })
  const htmlElement = document.childNodes.find(tree.isElementNode)!
  const body = htmlElement.childNodes.find((n) => tree.isElementNode(n) && n.tagName === 'body') as DefaultTreeAdapterTypes.Element
  const container = tree.createDocumentFragment()
  for (const child of body.childNodes.flatMap(clean)) tree.appendChild(container, child)
  return serialize(container)
}
