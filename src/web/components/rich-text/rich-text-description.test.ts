// @vitest-environment jsdom
import { createElement } from 'react'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import type { Root } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RichTextEditor } from './rich-text-editor'
import type { RichTextEditorProps } from './rich-text-editor'

// The Lingui macro is compiled away in the app's build, which unit tests do not run; the field is
// read only here, so the toolbar that translates is never drawn.
vi.mock('@lingui/react/macro', () => ({ useLingui: () => ({ t: String.raw }) }))

// React's test mode: act() waits for the editor's effects and their updates.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

let root: Root | null = null
afterEach(async () => {
  await act(async () => root?.unmount())
  root = null
  document.body.innerHTML = ''
})

/** The editable text once Milkdown has made it; read only, so the toolbar (and its translations) stays out. */
async function render(props: Partial<RichTextEditorProps>): Promise<HTMLElement> {
  const container = document.body.appendChild(document.createElement('div'))
  root = createRoot(container)
  await act(async () =>
    root!.render(
      createElement(RichTextEditor, { id: 'gf-text', label: 'Project description', value: '<p>Camp</p>', onChange: () => {}, readOnly: true, ...props }),
    ),
  )
  await vi.waitFor(() => expect(document.querySelector('#gf-text[contenteditable]')).not.toBeNull())
  return document.getElementById('gf-text')!
}

/** The text of the elements an aria-describedby or aria-labelledby names, as a screen reader joins them. */
const textOf = (ids: string | null) =>
  (ids ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? `(missing #${id})`)
    .join(' ')

describe('the rich-text field for assistive technology', () => {
  it('is named by its label, and described by nothing when it has no hint or error', async () => {
    const text = await render({})
    expect(textOf(text.getAttribute('aria-labelledby'))).toBe('Project description')
    expect(text.hasAttribute('aria-describedby')).toBe(false)
    expect(text.hasAttribute('aria-invalid')).toBe(false)
  })

  it('is described by its hint and its error, and marked invalid while the error shows', async () => {
    const text = await render({ hint: 'What will be built, and how.', error: 'This field is required' })
    expect(textOf(text.getAttribute('aria-describedby'))).toBe('What will be built, and how. This field is required')
    expect(text.getAttribute('aria-invalid')).toBe('true')

    await act(async () =>
      root!.render(
        createElement(RichTextEditor, {
          id: 'gf-text',
          label: 'Project description',
          value: '<p>Camp</p>',
          onChange: () => {},
          readOnly: true,
          hint: 'What will be built, and how.',
        }),
      ),
    )
    await vi.waitFor(() => expect(text.hasAttribute('aria-invalid')).toBe(false))
    expect(textOf(text.getAttribute('aria-describedby'))).toBe('What will be built, and how.')
    expect(document.getElementById('gf-text-error')).toBeNull()
  })
})
