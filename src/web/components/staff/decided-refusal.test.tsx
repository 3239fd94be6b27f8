// @vitest-environment happy-dom
// A review decision or undo refused because someone acted first: the reader is told what was
// decided, by whom and when, from the 409's details; any other failure is left to the screen.
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { describe, expect, it, vi } from 'vitest'
import { formatDateTime } from '../../../shared/domain/dates'

vi.mock('@lingui/react/macro', () => {
  const t = (strings: TemplateStringsArray, ...values: unknown[]) => strings.reduce((out, s, i) => out + s + (i < values.length ? String(values[i]) : ''), '')
  return { useLingui: () => ({ t }) }
})
vi.mock('../../lib/i18n', () => ({ useFormatDateTime: () => (iso: string) => formatDateTime(new Date(iso)) }))

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const { ApiError } = await import('../../lib/api-client')
const { useDecidedRefusal } = await import('./decided-refusal')

/** What the hook says of an error, as a screen would show it. */
function said(error: unknown): string | null {
  let message: string | null = null
  function Screen() {
    message = useDecidedRefusal()(error)
    return null
  }
  const root = createRoot(document.createElement('div'))
  act(() => root.render(<Screen />))
  act(() => root.unmount())
  return message
}

const AT = '2026-11-28T18:53:00.000Z'
const refused = (body: Record<string, unknown>) =>
  new ApiError(409, { status: 'KO', userMessage: 'This comment was already published by Chris Nolan.', ...body })

describe('a refused decision', () => {
  it('says what was decided, by whom and when, in Yukon time', () => {
    expect(said(refused({ code: 'already-decided', decision: 'publish-comment', decidedBy: 'Chris Nolan', decidedAt: AT }))).toBe(
      'This was already published by Chris Nolan on Nov 28, 2026 11:53 AM (Yukon time).',
    )
    expect(said(refused({ code: 'already-decided', decision: 'decline-intervenor', decidedBy: 'Ann Lee', decidedAt: AT }))).toMatch(
      /^This was already declined by Ann Lee on /,
    )
    expect(said(refused({ code: 'nothing-to-undo', decision: 'undo', decidedBy: 'Ann Lee', decidedAt: AT }))).toBe(
      'It can no longer be undone: the last action here was by Ann Lee on Nov 28, 2026 11:53 AM (Yukon time).',
    )
  })

  it('leaves the screen’s own words for a refusal that names nobody, and for other failures', () => {
    expect(said(refused({ code: 'already-decided', decision: 'publish-comment', decidedBy: null, decidedAt: AT }))).toBeNull()
    expect(said(refused({ code: 'withdrawn' }))).toBeNull()
    expect(said(new ApiError(500, { code: 'internal', decidedBy: 'Ann Lee', decidedAt: AT }))).toBeNull()
    expect(said(new TypeError('Failed to fetch'))).toBeNull()
  })
})
