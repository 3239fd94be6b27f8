// The rich-text editor loaded on first use: its code (Milkdown, ProseMirror) is a chunk of its own,
// kept out of the pages that never edit text. Until it arrives the field shows its current text,
// read only, in the same frame.
import { lazy, Suspense } from 'react'
import { SanitizedHtml } from '../ui/sanitized-html'
import type { RichTextEditorProps } from './rich-text-editor'
import { RichTextFrame } from './rich-text-frame'
import styles from './rich-text-editor.module.css'

const RichTextEditor = lazy(() => import('./rich-text-editor'))

export type { RichTextEditorProps }

function LoadingEditor({ id, label, value, readOnly, hint, error }: RichTextEditorProps) {
  return (
    <RichTextFrame id={id} label={label} hint={hint} error={error} toolbar={readOnly ? null : <div className={styles.toolbarPlaceholder} />}>
      <div className={styles.root} aria-busy="true">
        <SanitizedHtml className={styles.content} html={value} />
      </div>
    </RichTextFrame>
  )
}

export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<LoadingEditor {...props} />}>
      <RichTextEditor {...props} />
    </Suspense>
  )
}
