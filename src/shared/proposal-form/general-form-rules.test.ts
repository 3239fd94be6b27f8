import { describe, expect, it } from 'vitest'
import { completeGeneralForm, FILLED_PART1 } from '../../../tests/factories/proposal-factory.ts'
import { emptyGeneralForm } from './general-form.ts'
import type { GeneralForm } from './general-form.ts'
import {
  NO_ATTACHMENTS,
  canSubmit,
  generalMissing,
  communityDistancesNotNumeric,
  isFieldRequiredShown,
  isNumericDistance,
  isPartIncomplete,
  isPart2Complete,
  isPart3Complete,
  nextPart,
  part1MissingFields,
  partMarker,
  partsMissingRequired,
  previousPart,
  primaryContactPatch,
  regulationEntriesMissingPart,
  showsRequiredFieldsBanner,
} from './general-form-rules.ts'

const form = (overrides: Partial<GeneralForm> = {}): GeneralForm => ({ ...emptyGeneralForm('p1', 'en'), ...overrides })

const part1: Partial<GeneralForm> = { ...FILLED_PART1, primaryContact: false }
const point = {
  projectLocationType: 'polygon' as const,
  builtFrom: 'manual' as const,
  projectLocationCoordinates: [{ latitude: 64.05, longitude: -139.4 }],
  projectLocationCoordinatesDms: [],
}
const complete = completeGeneralForm('p1', { primaryContact: false })

describe('part 1', () => {
  it('requires the names, the five address fields, the phone and the contact person and email', () => {
    expect(part1MissingFields(form())).toEqual([
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
    ])
    expect(part1MissingFields(form({ ...part1, proponentName: '   ' }))).toEqual(['proponentName'])
    expect(part1MissingFields(complete)).toEqual([])
  })

  it('a primary contact has the contact fields filled with their own name and email, and No clears them', () => {
    const me = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' }
    expect(primaryContactPatch(true, me)).toEqual({ primaryContact: true, contactPerson: 'Ada Lovelace', contactEmail: 'ada@example.com' })
    expect(primaryContactPatch(false, me)).toEqual({ primaryContact: false, contactPerson: '', contactEmail: '' })
    expect(part1MissingFields(form({ ...part1, ...primaryContactPatch(true, me) }))).toEqual([])
    expect(part1MissingFields(form({ ...part1, ...primaryContactPatch(false, me) }))).toEqual(['contactPerson', 'contactEmail'])
  })

  it("marks a field 'field is required' only after a submit attempt", () => {
    expect(isFieldRequiredShown(form(), 'projectTitle', false)).toBe(false)
    expect(isFieldRequiredShown(form(), 'projectTitle', true)).toBe(true)
    expect(isFieldRequiredShown(complete, 'projectTitle', true)).toBe(false)
  })
})

describe('part 2', () => {
  it('is complete with at least one regulation entry, each naming one of the 13 parts', () => {
    expect(isPart2Complete(form())).toBe(false)
    expect(isPart2Complete(form({ applicableRegulationsList: [] }))).toBe(false)
    expect(isPart2Complete(form({ applicableRegulationsList: [{ part: '13', item: '', activities: '' }] }))).toBe(true)
    const mixed = form({
      applicableRegulationsList: [
        { part: '1', item: '', activities: '' },
        { part: '', item: '3', activities: '' },
        { part: '14', item: '', activities: '' },
      ],
    })
    expect(isPart2Complete(mixed)).toBe(false)
    expect(regulationEntriesMissingPart(mixed)).toEqual([1, 2])
  })
})

describe('part 3', () => {
  it('is complete with a located point, or with location files and a district', () => {
    expect(isPart3Complete(form(), NO_ATTACHMENTS)).toBe(false)
    expect(isPart3Complete(form({ projectCoordinates: [point] }), NO_ATTACHMENTS)).toBe(true)
    const half = { ...point, projectLocationCoordinates: [{ latitude: 60, longitude: null }] }
    expect(isPart3Complete(form({ projectCoordinates: [half] }), NO_ATTACHMENTS)).toBe(false)
    const files = { locationFiles: 1, agentConsentFiles: 0 }
    expect(isPart3Complete(form(), files)).toBe(false)
    expect(isPart3Complete(form({ assessmentDistricts: ['d1'] }), files)).toBe(true)
    expect(isPart3Complete(form({ assessmentDistricts: ['d1'] }), NO_ATTACHMENTS)).toBe(false)
  })

  it('takes a nearest-community distance only as a number', () => {
    expect(['12', '12.5', '0,8', ' 3 '].every(isNumericDistance)).toBe(true)
    expect(['', 'abc', '12 km', '-3', '1.2.3'].some(isNumericDistance)).toBe(false)
    const communities = form({
      communitiesList: [
        { nearestCommunity: 'Mayo', distanceFromCommunity: '4' },
        { nearestCommunity: 'Faro', distanceFromCommunity: 'far' },
        { nearestCommunity: 'Teslin', distanceFromCommunity: '' },
      ],
    })
    expect(communityDistancesNotNumeric(communities)).toEqual([1])
  })
})

describe('submitting', () => {
  it('needs part 1 filled, parts 2 and 3 complete and numeric distances', () => {
    expect(canSubmit(complete, NO_ATTACHMENTS)).toBe(true)
    expect(canSubmit({ ...complete, contactPhone: '' }, NO_ATTACHMENTS)).toBe(false)
    expect(canSubmit({ ...complete, applicableRegulationsList: [] }, NO_ATTACHMENTS)).toBe(false)
    expect(canSubmit({ ...complete, projectCoordinates: [] }, NO_ATTACHMENTS)).toBe(false)
    expect(canSubmit({ ...complete, communitiesList: [{ nearestCommunity: 'Mayo', distanceFromCommunity: 'x' }] }, NO_ATTACHMENTS)).toBe(false)
  })

  it('names what a submit lacks, the list the server refuses a submit with', () => {
    expect(generalMissing(complete, NO_ATTACHMENTS)).toEqual([])
    expect(generalMissing({ ...complete, contactPhone: '', applicableRegulationsList: [], projectCoordinates: [] }, NO_ATTACHMENTS)).toEqual([
      'contactPhone',
      'applicableRegulations',
      'location',
    ])
    expect(generalMissing({ ...complete, communitiesList: [{ nearestCommunity: 'Mayo', distanceFromCommunity: 'x' }] }, NO_ATTACHMENTS)).toEqual([
      'communityDistances',
    ])
    // Location files count only with a district; coordinates alone do without one.
    const files = { locationFiles: 1, agentConsentFiles: 0 }
    expect(generalMissing({ ...complete, projectCoordinates: [] }, files)).toEqual(['location'])
    expect(generalMissing({ ...complete, projectCoordinates: [], assessmentDistricts: ['d1'] }, files)).toEqual([])
    expect(generalMissing({ ...complete, assessmentDistricts: [] }, NO_ATTACHMENTS)).toEqual([])
  })

  it('shows the banners only after an attempt, on incomplete parts, and part 8 points back to them', () => {
    const incomplete = { ...complete, applicableRegulationsList: [] }
    expect(showsRequiredFieldsBanner(incomplete, 2, NO_ATTACHMENTS, false)).toBe(false)
    expect(showsRequiredFieldsBanner(incomplete, 2, NO_ATTACHMENTS, true)).toBe(true)
    expect(showsRequiredFieldsBanner(incomplete, 1, NO_ATTACHMENTS, true)).toBe(false)
    expect([4, 5, 6, 7, 8].some((p) => showsRequiredFieldsBanner(form(), p, NO_ATTACHMENTS, true))).toBe(false)
    expect(partsMissingRequired(incomplete, NO_ATTACHMENTS)).toEqual([2])
    expect(partsMissingRequired(form(), NO_ATTACHMENTS)).toEqual([1, 2, 3])
    expect(partsMissingRequired(complete, NO_ATTACHMENTS)).toEqual([])
  })

  it('counts the parts the registry named when it refused the submit, beside what this device finds', () => {
    const part8 = { ...complete, part: 8 }
    expect(isPartIncomplete(part8, 3, NO_ATTACHMENTS, [3])).toBe(true)
    expect(isPartIncomplete(part8, 2, NO_ATTACHMENTS, [3])).toBe(false)
    expect(isPartIncomplete({ ...part8, applicableRegulationsList: [] }, 2, NO_ATTACHMENTS, [3])).toBe(true)
    expect(showsRequiredFieldsBanner(part8, 3, NO_ATTACHMENTS, true, [3])).toBe(true)
    expect(partsMissingRequired(part8, NO_ATTACHMENTS, [3])).toEqual([3])
    expect(partsMissingRequired(part8, NO_ATTACHMENTS, [])).toEqual([])
    expect(partMarker(part8, 3, NO_ATTACHMENTS, true, [3])).toBe('danger')
    expect(partMarker(part8, 3, NO_ATTACHMENTS, true)).toBe('completed')
  })

  it("needs an agent's proponent email and signed consent form to submit, in part 1", () => {
    const agent = { ...complete, isAgent: true }
    expect(generalMissing(agent, NO_ATTACHMENTS)).toEqual(['proponentEmail', 'agentConsentFile'])
    expect(canSubmit(agent, NO_ATTACHMENTS)).toBe(false)
    expect(isPartIncomplete(agent, 1, NO_ATTACHMENTS)).toBe(true)
    expect(showsRequiredFieldsBanner(agent, 1, NO_ATTACHMENTS, true)).toBe(true)
    expect(canSubmit({ ...agent, proponentEmail: 'p@example.com' }, { locationFiles: 0, agentConsentFiles: 1 })).toBe(true)
    expect(isPartIncomplete({ ...agent, proponentEmail: 'p@example.com' }, 1, { locationFiles: 0, agentConsentFiles: 1 })).toBe(false)
  })
})

describe('side navigation', () => {
  it('marks the current part, passed parts completed, and incomplete ones warning before an attempt and danger after', () => {
    const onPart4 = { ...complete, part: 4, applicableRegulationsList: [] }
    expect(partMarker(onPart4, 4, NO_ATTACHMENTS, false)).toBe('current')
    expect(partMarker(onPart4, 1, NO_ATTACHMENTS, false)).toBe('completed')
    expect(partMarker(onPart4, 2, NO_ATTACHMENTS, false)).toBe('warning')
    expect(partMarker(onPart4, 5, NO_ATTACHMENTS, false)).toBe('upcoming')
    expect(partMarker(onPart4, 2, NO_ATTACHMENTS, true)).toBe('danger')
    expect(partMarker({ ...onPart4, part: 1 }, 2, NO_ATTACHMENTS, true)).toBe('danger')
    expect(partMarker({ ...onPart4, part: 2 }, 2, NO_ATTACHMENTS, true)).toBe('current')
    expect(partMarker({ ...complete, part: 3, isAgent: true }, 1, NO_ATTACHMENTS, false)).toBe('warning')
  })

  it('returns and proceeds one part at a time', () => {
    expect(previousPart(form({ part: 1 }))).toBeNull()
    expect(previousPart(form({ part: 3 }))).toBe(2)
    expect(nextPart(form({ part: 1 }))).toBe(2)
    expect(nextPart(form({ part: 7 }))).toBe(8)
    expect(nextPart(form({ part: 8 }))).toBeNull()
    expect(previousPart(form({ part: 8 }))).toBe(7)
  })

  it('proceeds from part 4 only once the choice is made: to 8 for a document, to 5 for the online form; 8 returns to 4 for a document', () => {
    expect(nextPart(form({ part: 4 }))).toBeNull()
    expect(nextPart(form({ part: 4, proposalAsDocument: 'asDocument' }))).toBe(8)
    expect(nextPart(form({ part: 4, proposalAsDocument: 'notAsDocument' }))).toBe(5)
    expect(previousPart(form({ part: 8, proposalAsDocument: 'asDocument' }))).toBe(4)
    expect(previousPart(form({ part: 8, proposalAsDocument: 'notAsDocument' }))).toBe(7)
  })
})
