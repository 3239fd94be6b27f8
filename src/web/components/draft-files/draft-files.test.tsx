// @vitest-environment happy-dom
// A placer draft's files kept before the form had categories (an older shape of the device's
// attachments, with no documentTypeId): listed apart with the choice of a category, and once one is
// chosen listed in it, the change queued for the registry, which had the document already.
import 'fake-indexeddb/auto'
import { act } from 'react'
import type { ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { describe, expect, it, vi } from 'vitest'
import type { StoredAttachment } from '../../lib/db/local-db'

vi.mock('@lingui/react/macro', () => {
  const t = (strings: TemplateStringsArray, ...values: unknown[]) => strings.reduce((out, s, i) => out + s + (i < values.length ? String(values[i]) : ''), '')
  return {
    Trans: ({ children }: { children: ReactNode }) => children,
    useLingui: () => ({ t, i18n: { locale: 'en', _: (m: { message?: string }) => m.message ?? '' } }),
  }
})

vi.mock('@lingui/core/macro', () => ({ msg: (text: TemplateStringsArray) => ({ id: text.join(''), message: text.join('') }) }))

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const { attachmentsStore, outboxStore } = await import('../../lib/db/drafts-store')
const { DraftFiles, UncategorizedDraftFiles } = await import('./draft-files')

const kept: StoredAttachment = {
  id: 'old',
  projectId: 'p1',
  group: 'project',
  blob: null,
  fileName: 'claims-2025.pdf',
  contentType: '',
  size: 0,
  description: 'Claim status report',
  state: 'uploaded',
  documentId: 'doc-1',
  uploadId: null,
  received: 0,
  addedAt: 1,
}

const CATEGORIES = [
  { documentTypeId: 24, label: 'Fuel Spill Contingency Plans' },
  { documentTypeId: 25, label: 'Claim Status Report' },
]

describe('a placer draft’s files kept before categories', () => {
  it('are listed apart until given a category, then in it, and the change is queued for the registry', async () => {
    await attachmentsStore.adopt([kept])
    const host = document.createElement('div')
    document.body.append(host)
    const root = createRoot(host)
    await act(async () =>
      root.render(
        <>
          <section data-testid="uncategorized">
            <UncategorizedDraftFiles projectId="p1" group="project" categories={CATEGORIES} />
          </section>
          <section data-testid="claim-status">
            <DraftFiles projectId="p1" slot={{ form: 'placer', group: 'project' }} documentTypeId={25} beforeAdd={async () => {}} />
          </section>
        </>,
      ),
    )
    const section = (id: string) => host.querySelector(`[data-testid=${id}]`)!
    // The lists are live queries of the device's database, which answer after the render.
    const until = async (check: () => void) => {
      for (let tries = 0; ; tries++) {
        try {
          return check()
        } catch (error) {
          if (tries === 100) throw error
          await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
        }
      }
    }
    await until(() => expect(section('uncategorized').textContent).toContain('claims-2025.pdf'))
    expect(section('claim-status').textContent).not.toContain('claims-2025.pdf')

    const select = section('uncategorized').querySelector('select')!
    expect([...select.options].map((o) => o.textContent)).toEqual(['Choose its category', 'Fuel Spill Contingency Plans', 'Claim Status Report'])
    await act(async () => {
      select.value = '25'
      select.dispatchEvent(new Event('change', { bubbles: true }))
    })
    await until(() => expect(section('claim-status').textContent).toContain('claims-2025.pdf'))
    expect(section('uncategorized').textContent).toBe('')
    expect(await attachmentsStore.get('old')).toMatchObject({ documentTypeId: 25, description: 'Claim status report' })
    expect((await outboxStore.all()).map((e) => [e.op, e.payload.attachmentId])).toEqual([['describe', 'old']])
    await act(async () => root.unmount())
  })
})
