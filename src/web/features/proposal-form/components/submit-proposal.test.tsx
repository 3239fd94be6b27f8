// @vitest-environment jsdom
// Both proposal forms' part 8 as a person uses it: after a submit attempt, the earlier parts still
// missing required fields, each a way back to that part (which shows with its heading focused), and
// Submit proposal. The unit tests do not compile Lingui macros, so messages read as their English
// source here (their French is checked in locales/catalogs.test.ts).
import { act, useState } from 'react'
import type { ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import type { Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { completeGeneralForm, filledPlacerForm } from '../../../../../tests/factories/proposal-factory'
import type { GeneralForm } from '../../../../shared/proposal-form/general-form'
import type { PlacerForm } from '../../../../shared/proposal-form/placer-form'
import { GeneralFormBody } from './general-form-body'
import { PlacerFormBody } from './placer-form-body'
import { SubmitProposal } from './submit-proposal'

vi.mock('@lingui/react/macro', () => {
  const t = (strings: TemplateStringsArray, ...values: unknown[]) => strings.reduce((out, s, i) => out + s + (i < values.length ? String(values[i]) : ''), '')
  return {
    Trans: ({ children }: { children: ReactNode }) => children,
    useLingui: () => ({ t, i18n: { locale: 'en', _: (m: { message?: string }) => m.message ?? '' } }),
  }
})
vi.mock('@lingui/core/macro', () => ({ msg: (text: TemplateStringsArray) => ({ id: text.join(''), message: text.join('') }) }))
// The editor (Milkdown, loaded on demand) and the printed summary (reference data) are not what is tested here.
vi.mock('../../../components/rich-text/lazy-rich-text-editor', () => ({ LazyRichTextEditor: () => null }))
vi.mock('./general-form-summary', () => ({ GeneralFormSummary: () => null }))

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const id = '7d4c1f0e-3b0a-4a57-9c55-5f8a4c0a1b2c'
const TITLES = { 1: { id: 'one', message: 'Proponent details' }, 4: { id: 'four', message: 'Project activities' } }

let container: HTMLElement
let root: Root
beforeEach(() => {
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
})
afterEach(() => {
  act(() => root.unmount())
  container.remove()
})

const render = (node: ReactNode) => act(() => root.render(node))
const click = (element: HTMLElement) => act(() => element.click())
const button = (text: string) => {
  const found = [...container.querySelectorAll('button')].find((b) => b.textContent === text)
  if (!found) throw new Error(`No button "${text}" in: ${container.textContent}`)
  return found
}
const listed = () => [...container.querySelectorAll('[role="alert"] li')].map((li) => li.textContent)
const heading = () => container.querySelector('h2')!

describe('the missing parts and Submit proposal', () => {
  const noop = () => {}

  it('lists nothing before a submit attempt, nor once nothing is missing', () => {
    render(<SubmitProposal showErrors={false} missingParts={[1, 4]} titles={TITLES} onGoToPart={noop} onSubmit={noop} />)
    expect(container.querySelector('[role="alert"]')).toBeNull()
    render(<SubmitProposal showErrors missingParts={[]} titles={TITLES} onGoToPart={noop} onSubmit={noop} />)
    expect(container.querySelector('[role="alert"]')).toBeNull()
    expect(button('Submit proposal').disabled).toBe(false)
  })

  it('after an attempt lists each missing part by its number and the form’s title, a way back to it', () => {
    const goTo = vi.fn()
    render(<SubmitProposal showErrors missingParts={[1, 4]} titles={TITLES} onGoToPart={goTo} onSubmit={noop} />)
    expect(container.querySelector('[role="alert"] p')!.textContent).toBe('There are required fields in previous sections that are not filled in:')
    expect(listed()).toEqual(['Part 1: Proponent details', 'Part 4: Project activities'])
    click(button('Part 4: Project activities'))
    expect(goTo).toHaveBeenCalledWith(4)
  })

  it('submits, and is busy and disabled while the submit is asked for', () => {
    const submit = vi.fn()
    render(<SubmitProposal showErrors={false} missingParts={[]} titles={TITLES} onGoToPart={noop} onSubmit={submit} />)
    click(button('Submit proposal'))
    expect(submit).toHaveBeenCalledOnce()
    render(<SubmitProposal showErrors={false} missingParts={[]} titles={TITLES} onGoToPart={noop} onSubmit={submit} submitting />)
    expect(button('Submit proposal').disabled).toBe(true)
    expect(button('Submit proposal').getAttribute('aria-busy')).toBe('true')
  })
})

/** A stand-in for the page around a form body: it keeps the form and applies each patch. */
function Shell<Form>({ initial, body }: { initial: Form; body: (form: Form, onChange: (patch: Partial<Form>) => void) => ReactNode }) {
  const [form, setForm] = useState(initial)
  return <>{body(form, (patch) => setForm((current) => ({ ...current, ...patch })))}</>
}

describe('in the general form', () => {
  const general = (initial: GeneralForm, refusedParts: number[] = []) => (
    <Shell
      initial={initial}
      body={(form, onChange) => (
        <GeneralFormBody
          form={form}
          onChange={onChange}
          showErrors
          currentUser={{ firstName: 'Jordan', lastName: 'Miller', email: 'proponent@demo.example' }}
          renderLocation={() => null}
          renderDocuments={() => null}
          onSubmit={() => {}}
          refusedParts={refusedParts}
        />
      )}
    />
  )

  it('lists parts 1 to 3 where they lack what a submit needs, and goes back to one with its heading focused', () => {
    render(general(completeGeneralForm(id, { part: 8, applicableRegulationsList: [], proponentName: '' })))
    expect(listed()).toEqual(['Part 1: Proponent and contact', 'Part 2: Regulations and authorizations'])
    click(button('Part 2: Regulations and authorizations'))
    expect(heading().textContent).toBe('Part 2 Regulations and authorizations')
    expect(document.activeElement).toBe(heading())
  })

  it('lists the part the registry named when it refused the submit, and nothing once the form is complete', () => {
    render(general(completeGeneralForm(id, { part: 8 }), [3]))
    expect(listed()).toEqual(['Part 3: Project location'])
    render(general(completeGeneralForm(id, { part: 8 })))
    expect(container.querySelector('[role="alert"]')).toBeNull()
  })
})

describe('in the placer form', () => {
  const placer = (initial: PlacerForm) => (
    <Shell
      initial={initial}
      body={(form, onChange) => (
        <PlacerFormBody
          form={form}
          onChange={onChange}
          showErrors
          attachments={{ documents: 0, agentConsentFiles: 1 }}
          refusedParts={[]}
          renderProponent={() => null}
          renderDocuments={() => null}
          renderUncategorizedDocuments={() => null}
          renderLocation={() => null}
          renderActivities={() => null}
          renderEffects={() => null}
          renderMitigations={() => null}
          effectGroupName={(kept) => kept}
          onSubmit={() => {}}
        />
      )}
    />
  )

  it('lists the parts before 8 that lack what a submit needs, not part 2 without documents, and goes back to one with its heading focused', () => {
    render(placer(filledPlacerForm(id, { part: 8, subPartIndex: 2, projectActivities: [], otherProjectActivities: [] })))
    expect(container.textContent).toContain('When you submit, the registry receives your proposal for its proposal check.')
    expect(listed()).toEqual(['Part 4: Project activities'])
    click(button('Part 4: Project activities'))
    expect(heading().textContent).toBe('Part 4 Project activities')
    expect(document.activeElement).toBe(heading())
  })
})
