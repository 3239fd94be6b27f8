// @vitest-environment jsdom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import type { Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useAfterPaint } from './use-after-paint'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}

/** One frame at 60 frames a second: when fake timers run requestAnimationFrame's callbacks. */
const FRAME_MS = 16

function Probe({ start }: { start?: boolean }) {
  return <p>{useAfterPaint(start) ? 'after' : 'before'}</p>
}

describe('useAfterPaint', () => {
  let container: HTMLElement
  let root: Root
  beforeEach(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] })
    container = document.createElement('div')
    root = createRoot(container)
  })
  afterEach(() => {
    act(() => root.unmount())
    vi.useRealTimers()
  })

  it('turns true after the next frame, not in the render that mounts it', async () => {
    act(() => root.render(<Probe />))
    expect(container.textContent).toBe('before')
    await act(() => vi.advanceTimersByTimeAsync(2 * FRAME_MS))
    expect(container.textContent).toBe('after')
  })

  it('waits for start, then for a frame after it', async () => {
    act(() => root.render(<Probe start={false} />))
    await act(() => vi.advanceTimersByTimeAsync(10 * FRAME_MS))
    expect(container.textContent).toBe('before')
    act(() => root.render(<Probe start />))
    expect(container.textContent).toBe('before')
    await act(() => vi.advanceTimersByTimeAsync(2 * FRAME_MS))
    expect(container.textContent).toBe('after')
  })
})
