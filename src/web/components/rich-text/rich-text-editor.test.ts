// @vitest-environment jsdom
import type { Editor } from '@milkdown/core'
import { TextSelection } from '@milkdown/prose/state'
import type { EditorView } from '@milkdown/prose/view'
import { afterEach, describe, expect, it } from 'vitest'
import { createRichTextEditor, editorView, replaceHtml } from './create-rich-text-editor'
import { redoCommand, setBlockTypeCommand, toggleListCommand, toggleMarkCommand, toolbarState, undoCommand } from './rich-text-commands'
import { parseHtml, serializeHtml } from './rich-text-html'

let editors: Editor[] = []
afterEach(async () => {
  await Promise.all(editors.map((editor) => editor.destroy()))
  editors = []
})

async function open(html: string) {
  const changes: string[] = []
  const root = document.createElement('div')
  document.body.append(root)
  const editor = await createRichTextEditor({
    root,
    html,
    editable: true,
    attributes: { id: 'field' },
    onChange: (value) => changes.push(value),
    onStateChange: () => {},
  })
  editors.push(editor)
  const view = editorView(editor)
  return { view, changes, html: () => serializeHtml(view.state.schema, view.state.doc) }
}

/** Selects the first occurrence of `text` in the document. */
function select(view: EditorView, text: string) {
  let found = -1
  view.state.doc.descendants((node, pos) => {
    if (found < 0 && node.isText && node.text!.includes(text)) found = pos + node.text!.indexOf(text)
  })
  if (found < 0) throw new Error(`${text} not in the document`)
  view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, found, found + text.length)))
}

describe('rich text HTML', () => {
  it('keeps every format of the toolbar through a round trip', async () => {
    const html =
      '<h3>Purpose</h3><p><strong>Bold</strong> <em>italic</em> <u>under</u> H<sub>2</sub>O x<sup>2</sup></p>' +
      '<blockquote><p>Quoted</p></blockquote><ul><li><p>one</p></li><li><p>two</p></li></ul><ol><li><p>first</p></li></ol>'
    const { html: out } = await open(html)
    expect(out()).toBe(html)
  })

  it('reads HTML written elsewhere into the same formats', async () => {
    const { html } = await open('<p><b>b</b> <i>i</i> <ins>u</ins><br>next</p><ul><li>bare item</li></ul><ol start="3"><li>third</li></ol>')
    expect(html()).toBe('<p><strong>b</strong> <em>i</em> <u>u</u><br>next</p><ul><li><p>bare item</p></li></ul><ol start="3"><li><p>third</p></li></ol>')
  })

  it('drops scripts, handlers, images and unknown elements on the way in, keeping their text', async () => {
    const { html } = await open(
      '<p onclick="steal()">Hi<script>steal()</script><img src=x onerror="steal()"></p><div><font color="red">plain</font></div><table><tr><td>cell</td></tr></table>',
    )
    expect(html()).toBe('<p>Hi</p><p>plain</p><p>cell</p>')
  })

  it('keeps safe links and drops javascript: addresses', async () => {
    const { html } = await open('<p><a href="https://yesab.ca">site</a> <a href="javascript:alert(1)">bad</a></p>')
    expect(html()).toBe('<p><a href="https://yesab.ca" rel="noopener noreferrer">site</a> bad</p>')
  })

  it('gives "" for an empty field, and an empty field for ""', async () => {
    const { view, html } = await open('')
    expect(html()).toBe('')
    expect(view.state.doc.childCount).toBe(1)
    expect(serializeHtml(view.state.schema, parseHtml(view.state.schema, '<p></p>'))).toBe('')
  })
})

describe('rich text toolbar commands', () => {
  it('applies and shows each mark on the selection', async () => {
    const { view, html, changes } = await open('<p>water and heat</p>')
    select(view, 'water')
    toggleMarkCommand('underline')(view.state, view.dispatch)
    expect(html()).toBe('<p><u>water</u> and heat</p>')
    expect(changes.at(-1)).toBe('<p><u>water</u> and heat</p>')
    expect(toolbarState(view.state).marks.underline).toBe(true)
    expect(toolbarState(view.state).marks.strong).toBe(false)
    select(view, 'heat')
    toggleMarkCommand('strong')(view.state, view.dispatch)
    toggleMarkCommand('emphasis')(view.state, view.dispatch)
    expect(html()).toBe('<p><u>water</u> and <em><strong>heat</strong></em></p>')
  })

  it('lowers or raises text, never both', async () => {
    const { view, html } = await open('<p>x2</p>')
    select(view, '2')
    toggleMarkCommand('subscript')(view.state, view.dispatch)
    expect(html()).toBe('<p>x<sub>2</sub></p>')
    toggleMarkCommand('superscript')(view.state, view.dispatch)
    expect(html()).toBe('<p>x<sup>2</sup></p>')
    expect(toolbarState(view.state).marks).toMatchObject({ subscript: false, superscript: true })
  })

  it('switches a block between Normal, Heading 3 and Blockquote', async () => {
    const { view, html } = await open('<p>Title</p><p>Body</p>')
    select(view, 'Title')
    setBlockTypeCommand('heading')(view.state, view.dispatch)
    expect(html()).toBe('<h3>Title</h3><p>Body</p>')
    expect(toolbarState(view.state).block).toBe('heading')
    setBlockTypeCommand('blockquote')(view.state, view.dispatch)
    expect(html()).toBe('<blockquote><h3>Title</h3></blockquote><p>Body</p>')
    expect(toolbarState(view.state).block).toBe('blockquote')
    setBlockTypeCommand('paragraph')(view.state, view.dispatch)
    expect(html()).toBe('<p>Title</p><p>Body</p>')
    expect(toolbarState(view.state).block).toBe('paragraph')
  })

  it('makes, switches and removes lists', async () => {
    const { view, html } = await open('<p>one</p>')
    select(view, 'one')
    toggleListCommand('bullet_list')(view.state, view.dispatch)
    expect(html()).toBe('<ul><li><p>one</p></li></ul>')
    expect(toolbarState(view.state).list).toBe('bullet_list')
    toggleListCommand('ordered_list')(view.state, view.dispatch)
    expect(html()).toBe('<ol><li><p>one</p></li></ol>')
    toggleListCommand('ordered_list')(view.state, view.dispatch)
    expect(html()).toBe('<p>one</p>')
    expect(toolbarState(view.state).list).toBe(null)
  })

  it('undoes and redoes', async () => {
    const { view, html } = await open('<p>text</p>')
    expect(toolbarState(view.state)).toMatchObject({ canUndo: false, canRedo: false })
    select(view, 'text')
    toggleMarkCommand('strong')(view.state, view.dispatch)
    expect(toolbarState(view.state).canUndo).toBe(true)
    undoCommand(view.state, view.dispatch)
    expect(html()).toBe('<p>text</p>')
    expect(toolbarState(view.state).canRedo).toBe(true)
    redoCommand(view.state, view.dispatch)
    expect(html()).toBe('<p><strong>text</strong></p>')
  })

  it('replaces the whole text with a value set from outside', async () => {
    const { view, html } = await open('<p>mine</p>')
    replaceHtml(view, '<h3>theirs</h3><p>more<script>x()</script></p>')
    expect(html()).toBe('<h3>theirs</h3><p>more</p>')
    undoCommand(view.state, view.dispatch)
    expect(html()).toBe('<p>mine</p>')
  })
})
