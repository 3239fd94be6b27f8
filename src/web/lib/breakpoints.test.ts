// @vitest-environment happy-dom
import { act, createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { breakpointFor, breakpointMin, useBreakpoint } from './breakpoints'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

describe('breakpointFor', () => {
  it.each([
    [0, 'xs'],
    [320, 'xs'],
    [575, 'xs'],
    [576, 'sm'],
    [767, 'sm'],
    [768, 'md'],
    [991, 'md'],
    [992, 'lg'],
    [1199, 'lg'],
    [1200, 'xl'],
    [2560, 'xl'],
  ] as const)('%i px is %s', (width, name) => {
    expect(breakpointFor(width)).toBe(name)
  })

  it('gives each breakpoint its minimum width', () => {
    expect(['xs', 'sm', 'md', 'lg', 'xl'].map((name) => breakpointMin(name as Parameters<typeof breakpointMin>[0]))).toEqual([0, 576, 768, 992, 1200])
  })
})

describe('useBreakpoint', () => {
  let container: HTMLElement | undefined
  afterEach(() => container?.remove())

  function setWidth(width: number) {
    Object.defineProperty(window, 'innerWidth', { value: width, configurable: true, writable: true })
    window.dispatchEvent(new Event('resize'))
  }

  it('follows the window as it is resized', async () => {
    setWidth(1280)
    function Probe() {
      return createElement('output', null, useBreakpoint())
    }
    container = document.body.appendChild(document.createElement('div'))
    const root = createRoot(container)
    await act(async () => root.render(createElement(Probe)))
    expect(container.textContent).toBe('xl')

    await act(async () => setWidth(700))
    expect(container.textContent).toBe('sm')

    await act(async () => setWidth(1000))
    expect(container.textContent).toBe('lg')

    await act(async () => root.unmount())
  })
})
