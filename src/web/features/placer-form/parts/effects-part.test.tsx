// @vitest-environment jsdom
// The placer form's part 5, the effects and their mitigations, as a person uses it, inside the
// stand-in for the form's shell (placer-parts-test-shell.tsx). The unit tests do not compile Lingui
// macros, so the interface's own messages read as their English source here (their French is
// checked in locales/catalogs.test.ts); the catalogue's texts show in the reader's language.
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { EffectsPart } from './effects-part'
import { button, CATALOGUE, click, container, form, labelled, legends, show, type } from './placer-parts-test-shell'
import type { Fields } from './placer-parts-test-shell'

vi.mock('@lingui/react/macro', () => {
  const t = (strings: TemplateStringsArray, ...values: unknown[]) => strings.reduce((out, s, i) => out + s + (i < values.length ? String(values[i]) : ''), '')
  return { Trans: ({ children }: { children: ReactNode }) => children, useLingui: () => ({ t }) }
})
vi.mock('../../../lib/catalogs', () => ({ loadCatalog: async () => ({}) }))

describe('part 5, the effects and their mitigations', () => {
  const effectsPart = (f: Fields, onChange: (patch: Partial<Fields>) => void) => (
    <EffectsPart
      catalogue={CATALOGUE}
      projectActivities={f.projectActivities}
      projectMitigations={f.projectMitigations}
      otherNewMitigations={f.otherNewMitigations}
      subPartIndex={f.subPartIndex}
      onChange={onChange}
    />
  )
  const sluicingAndCamp = [
    { activityId: 'sluicing', description: '', checked: true },
    { activityId: 'camp', description: '', checked: true },
  ]

  it('shows the first group the checked activities bring, with its more-info text and its effects', () => {
    show({ projectActivities: sluicingAndCamp }, effectsPart)
    expect(container.querySelector('h3')?.textContent).toBe('Fish and fish habitat')
    expect(container.textContent).toContain('Effect group 1 of 4')
    expect(container.textContent).toContain('Fish Habitat Management System')
    expect(legends()).toEqual(['Sediment reaching fish-bearing water'])
  })

  it('makes "none apply" exclusive both ways, asking why once it is chosen', () => {
    show({ projectActivities: sluicingAndCamp }, effectsPart)
    click(labelled('Route process water through settling ponds'))
    click(labelled('Stabilize banks'))
    click(labelled('None of these mitigations apply'))
    expect([
      labelled('Route process water through settling ponds').checked,
      labelled('Stabilize banks').checked,
      labelled('None of these mitigations apply').checked,
    ]).toEqual([false, false, true])
    type(labelled('Why none of these apply, and what you will do instead'), 'All water is recycled in a closed loop')
    click(labelled('Stabilize banks'))
    expect(labelled('None of these mitigations apply').checked).toBe(false)
    expect(container.querySelector('textarea')).toBeNull()
    expect(form.projectMitigations).toEqual([
      {
        effectId: 'sediment',
        mitigations: [
          { description: 'Route process water through settling ponds', checked: false, reasoning: '' },
          { description: 'Stabilize banks', checked: true, reasoning: '' },
          { description: 'None of these mitigations apply', checked: false, reasoning: 'All water is recycled in a closed loop' },
        ],
      },
    ])
  })

  it('ends with Other, where the proponent adds effects of their own', () => {
    show({ projectActivities: sluicingAndCamp, subPartIndex: 3 }, effectsPart)
    expect(container.querySelector('h3')?.textContent).toBe('Other effects')
    expect(container.textContent).toContain('Effect group 4 of 4')
    click(button('Add an effect'))
    type(labelled('Effect'), 'Ice jams from the diversion')
    type(labelled('Description, and how you will reduce it'), 'Clear the channel before freeze-up')
    expect(form.otherNewMitigations).toEqual([{ effectName: 'Ice jams from the diversion', effectDescription: 'Clear the channel before freeze-up' }])
    click(button('Remove new effect 1'))
    expect(form.otherNewMitigations).toEqual([])
  })

  it('shows the last step for a stored step the activities no longer reach, and says when no listed effect applies', () => {
    show({ projectActivities: [], subPartIndex: 5 }, effectsPart)
    expect(container.textContent).toContain('Effect group 1 of 1')
    expect(container.textContent).toContain('bring none of the listed effects')
  })

  it('shows a group in French to a French reader', () => {
    show({ projectActivities: sluicingAndCamp, subPartIndex: 2 }, effectsPart, 'fr')
    expect(container.querySelector('h3')?.textContent).toBe('Faune et habitat faunique')
    const untranslated = container.querySelector('legend span[lang="en"]')
    expect(untranslated?.textContent).toBe('Bears drawn to camp')
    expect(labelled('Entreposer les déchets dans des contenants à l’épreuve des ours')).toBeTruthy()
  })
})
