// The Milkdown editor behind RichTextEditor, without React: CommonMark's schema with the three extra
// marks, the block input rules ("- ", "1. ", "> "), history, the toolbar's shortcuts, HTML in and
// out. Markdown's own mark shortcuts (*text*) are left out: the people writing proposals type
// asterisks as asterisks.
import { defaultValueCtx, Editor, editorViewCtx, editorViewOptionsCtx, rootCtx, schemaCtx } from '@milkdown/core'
import {
  plugins as commonmarkPlugins,
  schema as commonmarkSchema,
  wrapInBlockquoteInputRule,
  wrapInBulletListInputRule,
  wrapInOrderedListInputRule,
} from '@milkdown/preset-commonmark'
import { chainCommands, exitCode } from '@milkdown/prose/commands'
import { history } from '@milkdown/prose/history'
import { keymap } from '@milkdown/prose/keymap'
import { splitListItem } from '@milkdown/prose/schema-list'
import { Plugin, type Command, type EditorState } from '@milkdown/prose/state'
import type { EditorView } from '@milkdown/prose/view'
import { $prose } from '@milkdown/utils'
import { extraMarks } from './extra-marks'
import { cleanPastedHtml } from './pasted-html'
import { redoCommand, toggleMarkCommand, undoCommand } from './rich-text-commands'
import { htmlToElement, parseHtml, serializeHtml } from './rich-text-html'

export interface RichTextEditorOptions {
  root: HTMLElement
  html: string
  editable: boolean
  /** Attributes of the editable element (id, aria-labelledby, aria-describedby…). */
  attributes: Record<string, string>
  /** The document changed (by typing, a toolbar command, undo…): its HTML. */
  onChange: (html: string) => void
  /** Any change of document or selection, for the toolbar's state. */
  onStateChange: (state: EditorState) => void
}

const insertHardBreak: Command = (state, dispatch) => {
  const type = state.schema.nodes.hardbreak!
  dispatch?.(state.tr.replaceSelectionWith(type.create()).scrollIntoView())
  return true
}

function shortcuts() {
  return $prose((ctx) => {
    const schema = ctx.get(schemaCtx)
    return keymap({
      Enter: splitListItem(schema.nodes.list_item!),
      'Shift-Enter': chainCommands(exitCode, insertHardBreak),
      'Mod-b': toggleMarkCommand('strong'),
      'Mod-i': toggleMarkCommand('emphasis'),
      'Mod-u': toggleMarkCommand('underline'),
      'Mod-,': toggleMarkCommand('subscript'),
      'Mod-.': toggleMarkCommand('superscript'),
      'Mod-z': undoCommand,
      'Mod-y': redoCommand,
      'Shift-Mod-z': redoCommand,
    })
  })
}

function changeListener(options: Pick<RichTextEditorOptions, 'onChange' | 'onStateChange'>) {
  return $prose(
    (ctx) =>
      new Plugin({
        view: () => ({
          update: (view, previous) => {
            if (!view.state.doc.eq(previous.doc)) options.onChange(serializeHtml(ctx.get(schemaCtx), view.state.doc))
            options.onStateChange(view.state)
          },
        }),
      }),
  )
}

/** Creates the editor in `root`; resolves once its view exists. */
export async function createRichTextEditor(options: RichTextEditorOptions): Promise<Editor> {
  const editor = Editor.make()
    .config((ctx) => {
      ctx.set(rootCtx, options.root)
      ctx.set(defaultValueCtx, { type: 'html', dom: htmlToElement(options.html) })
      ctx.update(editorViewOptionsCtx, (previous) => ({
        ...previous,
        attributes: options.attributes,
        editable: () => options.editable,
        // Pasted HTML (from Word, Google Docs, a web page…) is cleaned before the schema reads it.
        transformPastedHTML: cleanPastedHtml,
      }))
    })
    .use(commonmarkSchema)
    .use(commonmarkPlugins)
    .use([wrapInBlockquoteInputRule, wrapInBulletListInputRule, wrapInOrderedListInputRule])
    .use(extraMarks)
    .use($prose(() => history()))
    .use(shortcuts())
    .use(changeListener(options))
  await editor.create()
  return editor
}

export function editorView(editor: Editor): EditorView {
  return editor.action((ctx) => ctx.get(editorViewCtx))
}

/**
 * Replaces the whole document with this HTML (a value set from outside, such as a conflict resolved
 * with the other copy), as one step that undo can take back.
 */
export function replaceHtml(view: EditorView, html: string): void {
  const doc = parseHtml(view.state.schema, html)
  const tr = view.state.tr.replaceWith(0, view.state.doc.content.size, doc.content)
  view.dispatch(tr)
}

/** Changes the editable element's attributes and whether it can be edited. */
export function updateViewProps(view: EditorView, props: { editable: boolean; attributes: Record<string, string> }): void {
  view.setProps({ editable: () => props.editable, attributes: props.attributes })
}
