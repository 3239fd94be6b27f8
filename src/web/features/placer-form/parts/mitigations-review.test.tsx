// @vitest-environment jsdom
// The placer form's part 7, the review of the mitigations, as a person uses it, inside the stand-in
// for the form's shell (placer-parts-test-shell.tsx). The unit tests do not compile Lingui macros,
// so the interface's own messages read as their English source here (their French is checked in
// locales/catalogs.test.ts); the catalogue's texts show in the reader's language.
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { MitigationsReview } from './mitigations-review'
import { CATALOGUE, click, container, form, show } from './placer-parts-test-shell'
import type { Fields } from './placer-parts-test-shell'

vi.mock('@lingui/react/macro', () => {
  const t = (strings: TemplateStringsArray, ...values: unknown[]) => strings.reduce((out, s, i) => out + s + (i < values.length ? String(values[i]) : ''), '')
  return { Trans: ({ children }: { children: ReactNode }) => children, useLingui: () => ({ t }) }
})
vi.mock('../../../lib/catalogs', () => ({ loadCatalog: async () => ({}) }))

describe('part 7, the review of the mitigations', () => {
  const review = (f: Fields, onChange: (patch: Partial<Fields>) => void) => (
    <MitigationsReview
      catalogue={CATALOGUE}
      projectActivities={f.projectActivities}
      projectMitigations={f.projectMitigations}
      otherNewMitigations={f.otherNewMitigations}
      onChange={onChange}
    />
  )

  it('groups the chosen mitigations in collapsible groups, and goes back to a group to change them', () => {
    show(
      {
        part: 7,
        projectActivities: [{ activityId: 'sluicing', description: '', checked: true }],
        projectMitigations: [
          {
            effectId: 'sediment',
            mitigations: [
              { description: 'Stabilize banks', checked: true, reasoning: '' },
              { description: 'Route process water through settling ponds', checked: true, reasoning: '' },
            ],
          },
          { effectId: 'flow', mitigations: [{ description: 'None of these mitigations apply', checked: true, reasoning: 'Water is trucked in' }] },
        ],
        otherNewMitigations: [{ effectName: 'Ice jams', effectDescription: 'Clear the channel' }],
      },
      review,
    )
    const groups = [...container.querySelectorAll('details')]
    expect(groups.map((d) => d.querySelector('summary')?.textContent)).toEqual([
      'Fish and fish habitatMitigations chosen: 2',
      'Water quality and quantityMitigations chosen: 1',
      'Other effectsEffects added: 1',
    ])
    expect(groups.every((d) => !d.open)).toBe(true)
    expect([...groups[0]!.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Route process water through settling ponds', 'Stabilize banks'])
    expect(groups[1]!.textContent).toContain('Water is trucked in')
    expect(groups[2]!.textContent).toContain('Ice jams')
    click(groups[1]!.querySelector('button')!)
    expect(form).toMatchObject({ part: 5, subPartIndex: 1 })
    click(groups[2]!.querySelector('button')!)
    expect(form).toMatchObject({ part: 5, subPartIndex: 2 })
  })

  it('says which effects have no mitigation chosen', () => {
    show({ projectActivities: [{ activityId: 'camp', description: '', checked: true }] }, review)
    expect(container.textContent).toContain('Bears drawn to camp')
    expect(container.textContent).toContain('No mitigation chosen')
    expect(container.textContent).toContain('No other effect added')
  })
})
