// The stand-in for the placer form's shell that the tests of parts 4, 5 and 7 draw a part in (it
// keeps the draft and applies every patch; `form` is the draft as it is after the last patch), a
// small catalogue of activities, effects and mitigations, and the clicks and typing of a person.
// Apart from the tests so that each part's tests sit in a file of their own. Each test draws in a
// new root, unmounted after it.
import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, useState } from 'react'
import type { ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import type { Root } from 'react-dom/client'
import { afterEach, beforeEach } from 'vitest'
import type { CatalogueActivity, CatalogueEffect, PlacerCatalogue } from '../../../../shared/schemas/placer-catalogue'
import type { PlacerForm } from '../../../../shared/proposal-form/placer-form'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

export const option = (id: string, en: string, fr: string, noneApply = false) => ({ mitigationOptionId: id, description: en, descriptionFr: fr, noneApply })
export const NONE = (id: string) => option(`${id}-none`, 'None of these mitigations apply', 'Aucune de ces mesures ne s’applique', true)

export const EFFECTS: CatalogueEffect[] = [
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

export const brings = (...ids: string[]) =>
  ids.map((effectId) => ({ effectId, mitigationOptions: EFFECTS.find((e) => e.effectId === effectId)!.mitigationOptions }))

export const ACTIVITIES: CatalogueActivity[] = [
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
export const CATALOGUE: PlacerCatalogue = { activities: ACTIVITIES, effects: EFFECTS }

export type Fields = Pick<PlacerForm, 'part' | 'subPartIndex' | 'projectActivities' | 'otherProjectActivities' | 'projectMitigations' | 'otherNewMitigations'>
export const EMPTY: Fields = { part: 4, subPartIndex: 0, projectActivities: [], otherProjectActivities: [], projectMitigations: [], otherNewMitigations: [] }

export let container: HTMLElement
export let root: Root
export let form: Fields
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
export function show(initial: Partial<Fields>, part: (fields: Fields, onChange: (patch: Partial<Fields>) => void) => ReactNode, locale: 'en' | 'fr' = 'en') {
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

export const labelled = (text: string): HTMLInputElement => {
  const label = [...container.querySelectorAll('label')].find((l) => l.textContent?.trim() === text)
  if (!label) throw new Error(`No label "${text}" in: ${container.textContent}`)
  return (label.control ?? label.querySelector('input, textarea')) as HTMLInputElement
}
export const click = (element: HTMLElement) => act(() => element.click())
export const button = (text: string) => [...container.querySelectorAll('button')].find((b) => b.textContent === text)!
export function type(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!
  act(() => {
    setter.call(field, value)
    field.dispatchEvent(new Event('input', { bubbles: true }))
  })
}
export const alerts = () => [...container.querySelectorAll('[role="alert"]')].map((a) => a.textContent)
export const legends = () => [...container.querySelectorAll('legend')].map((l) => l.textContent)
