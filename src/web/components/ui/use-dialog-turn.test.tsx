// @vitest-environment jsdom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import type { Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { useDialogTurn } from './use-dialog-turn'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}

function Dialog({ name, wanted }: { name: string; wanted: boolean }) {
  return useDialogTurn(wanted) ? <p>{name}</p> : null
}

describe('useDialogTurn', () => {
  let container: HTMLElement
  let root: Root
  beforeEach(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true
    container = document.createElement('div')
    root = createRoot(container)
  })
  afterEach(() => act(() => root.unmount()))

  const show = (welcome: boolean, yearly: boolean) =>
    act(() =>
      root.render(
        <>
          <Dialog name="welcome" wanted={welcome} />
          <Dialog name="yearly" wanted={yearly} />
        </>,
      ),
    )

  it('shows one dialog at a time, the first to ask first, and the next once it is closed', () => {
    show(false, true)
    expect(container.textContent).toBe('yearly')
    show(true, true)
    expect(container.textContent).toBe('yearly')
    show(true, false)
    expect(container.textContent).toBe('welcome')
    show(false, false)
    expect(container.textContent).toBe('')
  })

  it('shows a dialog at once when no other is waiting', () => {
    show(true, false)
    expect(container.textContent).toBe('welcome')
  })
})
