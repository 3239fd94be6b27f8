// @vitest-environment jsdom
// The placer form's part 4, the activities, as a person uses it, inside the stand-in for the form's
// shell (placer-parts-test-shell.tsx). The unit tests do not compile Lingui macros, so the
// interface's own messages read as their English source here (their French is checked in
// locales/catalogs.test.ts); the catalogue's texts show in the reader's language.
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { ActivitiesPart } from './activities-part'
import { ACTIVITIES, alerts, button, click, container, form, labelled, legends, show, type } from './placer-parts-test-shell'
import type { Fields } from './placer-parts-test-shell'

vi.mock('@lingui/react/macro', () => {
  const t = (strings: TemplateStringsArray, ...values: unknown[]) => strings.reduce((out, s, i) => out + s + (i < values.length ? String(values[i]) : ''), '')
  return { Trans: ({ children }: { children: ReactNode }) => children, useLingui: () => ({ t }) }
})
vi.mock('../../../lib/catalogs', () => ({ loadCatalog: async () => ({}) }))

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
