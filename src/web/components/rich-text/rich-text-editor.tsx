// RichTextEditor: a labelled rich-text field whose value is sanitized HTML, built on Milkdown. Load
// it through LazyRichTextEditor so the editor's code stays out of pages that do not use it.
import type { Editor } from '@milkdown/core'
import type { Command, EditorState } from '@milkdown/prose/state'
import type { EditorView } from '@milkdown/prose/view'
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { createRichTextEditor, editorView, replaceHtml, updateViewProps } from './create-rich-text-editor'
import { toolbarState, type ToolbarState } from './rich-text-commands'
import { OwnChanges } from './own-changes'
import { fieldAria } from '../ui/field'
import { labelId, RichTextFrame } from './rich-text-frame'
import { RichTextToolbar } from './rich-text-toolbar'
import styles from './rich-text-editor.module.css'

export interface RichTextEditorProps {
  /** The id of the editable element (error summaries link to it). */
  id: string
  label: ReactNode
  /** Sanitized HTML; "" for nothing. */
  value: string
  /** Called with the sanitized HTML after every change of the text. */
  onChange: (html: string) => void
  readOnly?: boolean
  /** Shown under the label; the text's accessible description. */
  hint?: ReactNode
  /** The error to show now (after a submit attempt, say), or nothing: marks the text invalid and describes it. */
  error?: ReactNode
  required?: boolean
}

const EMPTY_TOOLBAR: ToolbarState = {
  marks: { strong: false, emphasis: false, underline: false, subscript: false, superscript: false },
  block: 'paragraph',
  list: null,
  canUndo: false,
  canRedo: false,
}

function sameToolbar(a: ToolbarState, b: ToolbarState): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

export function RichTextEditor({ id, label, value, onChange, readOnly = false, hint, error, required }: RichTextEditorProps) {
  const root = useRef<HTMLDivElement>(null)
  const toolbarBox = useRef<HTMLDivElement>(null)
  const [view, setView] = useState<EditorView | null>(null)
  const [toolbar, setToolbar] = useState(EMPTY_TOOLBAR)
  // A value that is one of the editor's own changes coming back must not reset the document (which
  // would move the caret); any other value replaces it.
  const [own] = useState(() => new OwnChanges(value))
  const onChangeRef = useRef(onChange)
  const replacing = useRef(false)

  const { 'aria-describedby': description, 'aria-invalid': invalid } = fieldAria(id, hint, error)
  const attributes: Record<string, string> = {
    id,
    'aria-labelledby': labelId(id),
    'aria-multiline': 'true',
    ...(description ? { 'aria-describedby': description } : {}),
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
    ...(required ? { 'aria-required': 'true' } : {}),
    ...(readOnly ? { 'aria-readonly': 'true' } : {}),
    class: styles.content!,
  }
  const attributesKey = JSON.stringify(attributes)
  const settings = useRef({ attributes, editable: !readOnly })
  // Effects below read the latest props through these refs (this effect runs first).
  useEffect(() => {
    onChangeRef.current = onChange
    settings.current = { attributes, editable: !readOnly }
  })

  useEffect(() => {
    let editor: Editor | null = null
    let cancelled = false
    void createRichTextEditor({
      root: root.current!,
      html: own.current,
      editable: settings.current.editable,
      attributes: settings.current.attributes,
      onChange: (html) => {
        if (replacing.current) return
        own.reported(html)
        onChangeRef.current(html)
      },
      onStateChange: (state: EditorState) => {
        const next = toolbarState(state)
        setToolbar((previous) => (sameToolbar(previous, next) ? previous : next))
      },
    }).then((created) => {
      editor = created
      if (cancelled) {
        void created.destroy()
        return
      }
      const createdView = editorView(created)
      setToolbar(toolbarState(createdView.state))
      setView(createdView)
    })
    return () => {
      cancelled = true
      setView(null)
      if (editor) void editor.destroy()
    }
  }, [own])

  useEffect(() => {
    if (view) updateViewProps(view, settings.current)
  }, [view, attributesKey, readOnly])

  useEffect(() => {
    if (!view || own.isOwn(value)) return
    own.replaced(value)
    replacing.current = true
    try {
      replaceHtml(view, value)
    } finally {
      replacing.current = false
    }
  }, [view, value, own])

  const run = (command: Command, refocus: boolean) => {
    if (!view) return
    command(view.state, view.dispatch)
    if (refocus) view.focus()
  }

  // Alt+F10 goes from the text to the toolbar and Escape back, as in most editors.
  const onTextKeyDown = (event: KeyboardEvent) => {
    if (event.altKey && event.key === 'F10') {
      event.preventDefault()
      toolbarBox.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus()
    }
  }
  const onToolbarKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && view) {
      event.preventDefault()
      view.focus()
    }
  }

  return (
    <RichTextFrame
      id={id}
      label={label}
      hint={hint}
      error={error}
      onLabelClick={() => view?.focus()}
      toolbar={
        readOnly ? null : (
          <div ref={toolbarBox} onKeyDown={onToolbarKeyDown}>
            <RichTextToolbar controls={id} fieldLabelId={labelId(id)} state={toolbar} run={run} />
          </div>
        )
      }
    >
      <div ref={root} className={styles.root} onKeyDown={onTextKeyDown} />
    </RichTextFrame>
  )
}

export default RichTextEditor
