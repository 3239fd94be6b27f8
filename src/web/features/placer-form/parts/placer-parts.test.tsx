// @vitest-environment jsdom
// The placer form's parts 4, 5 and 7 as a person uses them, each inside a stand-in for the form's
// shell that keeps the draft and applies every patch. The unit tests do not compile Lingui macros,
// so the interface's own messages read as their English source here (their French is checked in
// locales/catalogs.test.ts); the catalogue's texts show in the reader's language.
import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, useState } from 'react'
import type { ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import type { Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CatalogueActivity, CatalogueEffect, PlacerCatalogue } from '../../../../shared/schemas/placer-catalogue'
import type { PlacerForm } from '../../../../shared/proposal-form/placer-form'
import { ActivitiesPart } from './activities-part'
import { EffectsPart } from './effects-part'
import { MitigationsReview } from './mitigations-review'

vi.mock('@lingui/react/macro', () => {
  const t = (strings: TemplateStringsArray, ...values: unknown[]) => strings.reduce((out, s, i) => out + s + (i < values.length ? String(values[i]) : ''), '')
  return { Trans: ({ children }: { children: ReactNode }) => children, useLingui: () => ({ t }) }
})
vi.mock('../../../lib/catalogs', () => ({ loadCatalog: async () => ({}) }))

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const option = (id: string, en: string, fr: string, noneApply = false) => ({ mitigationOptionId: id, description: en, descriptionFr: fr, noneApply })
const NONE = (id: string) => option(`${id}-none`, 'None of these mitigations apply', 'Aucune de ces mesures ne s’applique', true)

const EFFECTS: CatalogueEffect[] = [
  {
    effectId: 'sediment',
    name: 'Sediment reaching fish-bearing water',
    nameFr: 'Sédiments atteignant des eaux où vivent des poissons',
    description: 'Fine sediment smothers spawning gravels.',
    descriptionFr: 'Les sédiments fins étouffent les frayères.',
    effectGroup: 'Fish and fish habitat',
    effectGroupFr: 'Poisson et habitat du poisson',
    effectGroupMoreInfo: 'Placer mining is managed under the Fish Habitat Management System.',
    effectGroupMoreInfoFr: 'L’exploitation de placers est encadrée par le Régime de gestion de l’habitat du poisson.',
    mitigationOptions: [
      option('ponds', 'Route process water through settling ponds', 'Faire passer l’eau par des bassins de décantation'),
      option('banks', 'Stabilize banks', 'Stabiliser les berges'),
      NONE('sediment'),
    ],
  },
  {
    effectId: 'flow',
    name: 'Changes to stream flow',
    nameFr: 'Modification du débit',
    description: 'Taking water lowers flows.',
    descriptionFr: 'Le prélèvement réduit le débit.',
    effectGroup: 'Water quality and quantity',
    effectGroupFr: 'Qualité et quantité de l’eau',
    effectGroupMoreInfo: null,
    effectGroupMoreInfoFr: null,
    mitigationOptions: [option('licence', 'Take no more water than my licence allows', 'Ne pas prélever plus que mon permis'), NONE('flow')],
  },
  {
    effectId: 'bears',
    name: 'Bears drawn to camp',
    nameFr: null,
    description: 'Food and garbage draw bears.',
    descriptionFr: null,
    effectGroup: 'Wildlife and wildlife habitat',
    effectGroupFr: 'Faune et habitat faunique',
    effectGroupMoreInfo: null,
    effectGroupMoreInfoFr: null,
    mitigationOptions: [
      option('bins', 'Store garbage in bear-resistant containers', 'Entreposer les déchets dans des contenants à l’épreuve des ours'),
      NONE('bears'),
    ],
  },
]

const brings = (...ids: string[]) => ids.map((effectId) => ({ effectId, mitigationOptions: EFFECTS.find((e) => e.effectId === effectId)!.mitigationOptions }))

const ACTIVITIES: CatalogueActivity[] = [
  {
    activityId: 'stripping',
    name: 'Stripping and overburden removal',
    nameFr: 'Décapage et enlèvement des morts-terrains',
    activityGroup: 'Site preparation',
    activityGroupFr: 'Préparation du site',
    hasTextBox: true,
    textBoxPlaceholder: 'Area stripped each season',
    textBoxPlaceholderFr: 'Superficie décapée chaque saison',
    effects: brings('sediment'),
  },
  {
    activityId: 'sluicing',
    name: 'Sluicing',
    nameFr: 'Lavage au sluice',
    activityGroup: 'Mining and processing',
    activityGroupFr: 'Exploitation et traitement',
    hasTextBox: false,
    textBoxPlaceholder: null,
    textBoxPlaceholderFr: null,
    effects: brings('sediment', 'flow'),
  },
  {
    activityId: 'camp',
    name: 'Work camp',
    nameFr: 'Camp de travail',
    activityGroup: 'Mining and processing',
    activityGroupFr: null,
    hasTextBox: false,
    textBoxPlaceholder: null,
    textBoxPlaceholderFr: null,
    effects: brings('bears'),
  },
]
const CATALOGUE: PlacerCatalogue = { activities: ACTIVITIES, effects: EFFECTS }

type Fields = Pick<PlacerForm, 'part' | 'subPartIndex' | 'projectActivities' | 'otherProjectActivities' | 'projectMitigations' | 'otherNewMitigations'>
const EMPTY: Fields = { part: 4, subPartIndex: 0, projectActivities: [], otherProjectActivities: [], projectMitigations: [], otherNewMitigations: [] }

let container: HTMLElement
let root: Root
let form: Fields
beforeEach(() => {
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
})
afterEach(() => {
  act(() => root.unmount())
  container.remove()
})

/** Draws a part inside a stand-in shell that keeps the fields and applies each patch. */
function show(initial: Partial<Fields>, part: (fields: Fields, onChange: (patch: Partial<Fields>) => void) => ReactNode, locale: 'en' | 'fr' = 'en') {
  const i18n = setupI18n({ locale, messages: { [locale]: {} } })
  form = { ...EMPTY, ...initial }
  const apply = (patch: Partial<Fields>) => {
    form = { ...form, ...patch }
    return form
  }
  function Shell() {
    const [fields, setFields] = useState<Fields>(form)
    return <>{part(fields, (patch) => setFields(apply(patch)))}</>
  }
  act(() =>
    root.render(
      <I18nProvider i18n={i18n}>
        <Shell />
      </I18nProvider>,
    ),
  )
}

const labelled = (text: string): HTMLInputElement => {
  const label = [...container.querySelectorAll('label')].find((l) => l.textContent?.trim() === text)
  if (!label) throw new Error(`No label "${text}" in: ${container.textContent}`)
  return (label.control ?? label.querySelector('input, textarea')) as HTMLInputElement
}
const click = (element: HTMLElement) => act(() => element.click())
const button = (text: string) => [...container.querySelectorAll('button')].find((b) => b.textContent === text)!
function type(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!
  act(() => {
    setter.call(field, value)
    field.dispatchEvent(new Event('input', { bubbles: true }))
  })
}
const alerts = () => [...container.querySelectorAll('[role="alert"]')].map((a) => a.textContent)
const legends = () => [...container.querySelectorAll('legend')].map((l) => l.textContent)

describe('part 4, the activities', () => {
  const activitiesPart =
    (extra: { proceedWarning?: boolean; showErrors?: boolean } = {}) =>
    (f: Fields, onChange: (patch: Partial<Fields>) => void) => (
      <ActivitiesPart
        activities={ACTIVITIES}
        projectActivities={f.projectActivities}
        otherProjectActivities={f.otherProjectActivities}
        onChange={onChange}
        proceedWarning={extra.proceedWarning ?? false}
        showErrors={extra.showErrors ?? false}
      />
    )

  it('lists the activities in their groups, and asks for the details of a ticked one with a text box', () => {
    show({}, activitiesPart())
    expect(legends()).toEqual(['Site preparation', 'Mining and processing', 'Other activities'])
    expect(container.querySelector('textarea')).toBeNull()
    click(labelled('Stripping and overburden removal'))
    const details = labelled('Details: Stripping and overburden removal') as unknown as HTMLTextAreaElement
    expect(details.placeholder).toBe('Area stripped each season')
    type(details, '4 ha a season, by dozer')
    click(labelled('Sluicing'))
    expect(form.projectActivities).toEqual([
      { activityId: 'stripping', description: '4 ha a season, by dozer', checked: true },
      { activityId: 'sluicing', description: '', checked: true },
    ])
    click(labelled('Stripping and overburden removal'))
    expect(form.projectActivities[0]).toEqual({ activityId: 'stripping', description: '4 ha a season, by dozer', checked: false })
    expect(container.querySelector('textarea')).toBeNull()
  })

  it('says an activity is needed to continue after the first Proceed, and no longer once one is chosen', () => {
    show({}, activitiesPart({ proceedWarning: true }))
    expect(alerts()).toEqual(['You must select or add at least one activity to continue'])
    click(labelled('Work camp'))
    expect(alerts()).toEqual([])
  })

  it('says an activity is needed to submit after a submit attempt', () => {
    show({ projectActivities: [{ activityId: 'camp', description: '', checked: false }] }, activitiesPart({ proceedWarning: true, showErrors: true }))
    expect(alerts()).toEqual(['You must select or add at least one activity to submit your proposal'])
  })

  it('adds, names and removes other activities; a named, ticked one counts as an activity', () => {
    show({}, activitiesPart({ showErrors: true }))
    click(button('Add another activity'))
    expect(legends()).toContain('Other activity 1')
    expect(alerts()).toHaveLength(1)
    type(labelled('Activity'), 'Helicopter supply flights')
    type(labelled('Description'), 'Twice a month')
    expect(alerts()).toEqual([])
    expect(form.otherProjectActivities).toEqual([{ name: 'Helicopter supply flights', description: 'Twice a month', checked: true }])
    click(labelled('This project includes this activity'))
    expect(alerts()).toHaveLength(1)
    click(button('Remove other activity 1'))
    expect(form.otherProjectActivities).toEqual([])
  })

  it('shows the catalogue in French to a French reader, marking English the office has not translated', () => {
    show({ projectActivities: [{ activityId: 'stripping', description: '', checked: true }] }, activitiesPart(), 'fr')
    expect(legends()).toEqual(['Préparation du site', 'Exploitation et traitement', 'Other activities'])
    expect(labelled('Décapage et enlèvement des morts-terrains').checked).toBe(true)
    expect((container.querySelector('textarea') as HTMLTextAreaElement).placeholder).toBe('Superficie décapée chaque saison')
  })
})

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
