import { describe, expect, it } from 'vitest'
import { filledPlacerForm } from '../../../tests/factories/proposal-factory.ts'
import { emptyPlacerForm } from './placer-form.ts'
import type { PlacerEffect, PlacerForm } from './placer-form.ts'
import {
  nextPlacerStep,
  placerEffectGroups,
  placerMissing,
  placerPartMarker,
  placerPartState,
  placerPartsMissingRequired,
  previousPlacerStep,
  proceedWarning,
} from './placer-form-rules.ts'

const id = '7d4c1f0e-3b0a-4a57-9c55-5f8a4c0a1b2c'
const files = { documents: 1, agentConsentFiles: 1 }
const effect = (effectId: string, effectGroup: string): PlacerEffect => ({
  effectId,
  name: effectId,
  description: '',
  effectGroup,
  effectGroupMoreInfo: null,
  mitigationOptions: [],
})

/** A form with three groups brought by the checked activity (water, fish, wildlife) and one effect no checked activity brings. */
function withCatalogue(overrides: Partial<PlacerForm> = {}): PlacerForm {
  return filledPlacerForm(id, {
    activities: [
      {
        activityId: 'sluicing',
        name: 'Sluicing',
        activityGroup: 'Mining',
        hasTextBox: false,
        textBoxPlaceholder: null,
        effects: [
          { effectId: 'sediment', mitigationOptions: [] },
          { effectId: 'moose', mitigationOptions: [] },
          { effectId: 'spawning', mitigationOptions: [] },
        ],
      },
      {
        activityId: 'camp',
        name: 'Camp',
        activityGroup: 'Camp',
        hasTextBox: false,
        textBoxPlaceholder: null,
        effects: [{ effectId: 'waste', mitigationOptions: [] }],
      },
    ],
    effects: [effect('sediment', 'Water'), effect('spawning', 'Fish'), effect('turbidity', 'Water'), effect('waste', 'Land'), effect('moose', 'Wildlife')],
    projectActivities: [
      { activityId: 'sluicing', description: '', checked: true },
      { activityId: 'camp', description: '', checked: false },
    ],
    ...overrides,
  })
}

describe('placerMissing', () => {
  it('asks nothing more of a complete form', () => {
    expect(placerMissing(filledPlacerForm(id), files)).toEqual([])
  })

  it('names part 1 fields, the agent’s needs, the location and the activity', () => {
    expect(placerMissing({ ...emptyPlacerForm(id, 'en'), isAgent: true }, { documents: 0, agentConsentFiles: 0 })).toEqual([
      'proponentName',
      'projectTitle',
      'proponentMailingAddressStreet',
      'proponentMailingAddressCity',
      'proponentMailingAddressProvince',
      'proponentMailingAddressPostalCode',
      'proponentMailingAddressCountry',
      'contactPhone',
      'contactPerson',
      'contactEmail',
      'proponentEmail',
      'agentConsentFile',
      'claimsOrLocation',
      'activity',
    ])
  })

  it('takes claims or other location details, and a standard or a named other activity', () => {
    const none = { claimString: ' ', additionalLocationInfo: '', projectActivities: [], otherProjectActivities: [] }
    expect(placerMissing(filledPlacerForm(id, none), files)).toEqual(['claimsOrLocation', 'activity'])
    expect(placerMissing(filledPlacerForm(id, { ...none, additionalLocationInfo: 'Upper Bonanza' }), files)).toEqual(['activity'])
    expect(placerMissing(filledPlacerForm(id, { ...none, claimString: 'P 1' }), files)).toEqual(['activity'])
    expect(
      placerMissing(filledPlacerForm(id, { ...none, claimString: 'P 1', otherProjectActivities: [{ name: '', description: 'x', checked: true }] }), files),
    ).toEqual(['activity'])
    expect(
      placerMissing(
        filledPlacerForm(id, { ...none, claimString: 'P 1', otherProjectActivities: [{ name: 'Test pits', description: '', checked: true }] }),
        files,
      ),
    ).toEqual([])
    expect(
      placerMissing(filledPlacerForm(id, { ...none, claimString: 'P 1', projectActivities: [{ activityId: 'a', description: '', checked: false }] }), files),
    ).toEqual(['activity'])
  })

  it('does not need contact person and email typed again when the person is the primary contact and they were copied', () => {
    expect(placerMissing(filledPlacerForm(id, { primaryContact: true }), files)).toEqual([])
  })
})

describe('the parts’ states and marks', () => {
  it('warns of part 2 without documents and of part 3 without claims found in a district, and marks them once passed', () => {
    const form = filledPlacerForm(id, { part: 4, assessmentDistricts: [] })
    expect(placerPartState(form, 2, { documents: 0, agentConsentFiles: 1 })).toBe('warning')
    expect(placerPartState(form, 3, files)).toBe('warning')
    expect(placerPartMarker(form, 3, files, false)).toBe('warning')
    expect(placerPartMarker(form, 1, files, false)).toBe('completed')
    expect(placerPartMarker(form, 4, files, false)).toBe('current')
    expect(placerPartMarker(form, 6, files, false)).toBe('upcoming')
  })

  it('puts a part that lacks what a submit needs in danger after an attempt, and a part the registry named', () => {
    const form = filledPlacerForm(id, { part: 8, projectActivities: [], otherProjectActivities: [] })
    expect(placerPartMarker(form, 4, files, false)).toBe('warning')
    expect(placerPartMarker(form, 4, files, true)).toBe('danger')
    expect(placerPartMarker(form, 6, files, true, [6])).toBe('danger')
  })

  it('lists for part 8 the parts before it that lack what a submit needs, with those the registry named, not those only worth a look', () => {
    const form = filledPlacerForm(id, { part: 8, projectActivities: [], otherProjectActivities: [], assessmentDistricts: [] })
    expect(placerPartsMissingRequired(form, { documents: 0, agentConsentFiles: 1 })).toEqual([4])
    expect(placerPartsMissingRequired(form, files, [6])).toEqual([4, 6])
    expect(placerPartsMissingRequired(filledPlacerForm(id, { part: 8, proponentName: '' }), files)).toEqual([1])
    expect(placerPartsMissingRequired(filledPlacerForm(id), files)).toEqual([])
  })
})

describe('part 5’s effect groups', () => {
  it('lists the groups of the effects the checked activities bring, in the catalogue’s order', () => {
    expect(placerEffectGroups(withCatalogue()).map((g) => [g.effectGroup, g.effects.map((e) => e.effectId)])).toEqual([
      ['Water', ['sediment']],
      ['Fish', ['spawning']],
      ['Wildlife', ['moose']],
    ])
    expect(placerEffectGroups(withCatalogue({ projectActivities: [] }))).toEqual([])
  })
})

describe('moving between parts', () => {
  const at = (part: number, subPartIndex = 0) => withCatalogue({ part, subPartIndex })

  it('steps through part 5 group by group, then the Other group, then part 6', () => {
    expect(nextPlacerStep(at(4))).toEqual({ part: 5, subPartIndex: 0 })
    expect(nextPlacerStep(at(5, 0))).toEqual({ part: 5, subPartIndex: 1 })
    expect(nextPlacerStep(at(5, 2))).toEqual({ part: 5, subPartIndex: 3 })
    expect(nextPlacerStep(at(5, 3))).toEqual({ part: 6, subPartIndex: 0 })
    expect(nextPlacerStep(at(8))).toBeNull()
  })

  it('goes back from the first group to part 4 and from part 6 to the Other group', () => {
    expect(previousPlacerStep(at(5, 0))).toEqual({ part: 4, subPartIndex: 0 })
    expect(previousPlacerStep(at(5, 2))).toEqual({ part: 5, subPartIndex: 1 })
    expect(previousPlacerStep(at(6))).toEqual({ part: 5, subPartIndex: 3 })
    expect(previousPlacerStep(at(1))).toBeNull()
  })

  it('has only the Other group when no activity brings an effect, and mends a group index left beyond the groups', () => {
    const bare = withCatalogue({ projectActivities: [], part: 5, subPartIndex: 0 })
    expect(nextPlacerStep(bare)).toEqual({ part: 6, subPartIndex: 0 })
    expect(previousPlacerStep({ ...bare, subPartIndex: 4 })).toEqual({ part: 4, subPartIndex: 0 })
    expect(nextPlacerStep({ ...bare, subPartIndex: 4 })).toEqual({ part: 6, subPartIndex: 0 })
    expect(nextPlacerStep(at(5, -3))).toEqual({ part: 5, subPartIndex: 1 })
    expect(previousPlacerStep(at(5, Number.NaN))).toEqual({ part: 4, subPartIndex: 0 })
  })

  it('asks before leaving part 2 with no document and part 4 with no activity', () => {
    expect(proceedWarning(at(2), { documents: 0, agentConsentFiles: 0 })).toBe('no-documents')
    expect(proceedWarning(at(2), files)).toBeNull()
    expect(proceedWarning(withCatalogue({ part: 4, projectActivities: [], otherProjectActivities: [] }), files)).toBe('no-activity')
    expect(proceedWarning(at(4), files)).toBeNull()
    expect(proceedWarning(at(3), { documents: 0, agentConsentFiles: 0 })).toBeNull()
  })
})
