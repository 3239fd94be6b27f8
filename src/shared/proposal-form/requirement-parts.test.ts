import { describe, expect, it } from 'vitest'
import { completeGeneralForm, filledPlacerForm } from '../../../tests/factories/proposal-factory.ts'
import { emptyGeneralForm } from './general-form.ts'
import { generalMissing, NO_ATTACHMENTS } from './general-form-rules.ts'
import { emptyPlacerForm } from './placer-form.ts'
import { NO_PLACER_ATTACHMENTS, placerMissing } from './placer-form-rules.ts'
import { GENERAL_REQUIREMENT_PARTS, PLACER_REQUIREMENT_PARTS, partsOfRequirements } from './requirement-parts.ts'

const generalParts = (missing: readonly string[]) => partsOfRequirements(GENERAL_REQUIREMENT_PARTS, missing)
const placerParts = (missing: readonly string[]) => partsOfRequirements(PLACER_REQUIREMENT_PARTS, missing)

describe('the general form’s parts that hold what a refused submit lacks', () => {
  it('names each part once, in order, for the requirements the registry lists', () => {
    expect(generalParts(['location'])).toEqual([3])
    expect(generalParts(['communityDistances', 'contactPhone', 'location', 'projectTitle'])).toEqual([1, 3])
    expect(generalParts(['applicableRegulations', 'contactEmail'])).toEqual([1, 2])
    expect(generalParts([])).toEqual([])
  })

  it('marks no part for a form that could not be read, or a requirement this build does not know', () => {
    expect(generalParts(['form1'])).toEqual([])
    expect(generalParts(['somethingNew', 'toString', 'location'])).toEqual([3])
  })

  it('finds a part for everything the general form’s rules can ask for', () => {
    const nothingFilled = emptyGeneralForm('p1', 'en')
    const missing = generalMissing(
      { ...nothingFilled, isAgent: true, communitiesList: [{ nearestCommunity: 'Dawson', distanceFromCommunity: 'far' }] },
      NO_ATTACHMENTS,
    )
    expect(missing).toEqual(expect.arrayContaining(['communityDistances', 'proponentEmail', 'agentConsentFile']))
    expect(generalParts(missing)).toEqual([1, 2, 3])
    expect(generalParts(generalMissing(completeGeneralForm('p1'), NO_ATTACHMENTS))).toEqual([])
  })
})

describe('the placer form’s parts that hold what a refused submit lacks', () => {
  it('names part 1 as the general form does, and its own parts 3 and 4, ignoring names it does not hold', () => {
    expect(placerParts(['activity', 'contactPhone', 'claimsOrLocation', 'form1', 'agentConsentFile'])).toEqual([1, 3, 4])
    expect(placerParts(['location', 'applicableRegulations'])).toEqual([])
  })

  it('finds a part for everything the placer form’s rules can ask for', () => {
    expect(placerParts(placerMissing({ ...emptyPlacerForm('p1', 'en'), isAgent: true }, NO_PLACER_ATTACHMENTS))).toEqual([1, 3, 4])
    expect(placerParts(placerMissing(filledPlacerForm('p1'), { documents: 1, agentConsentFiles: 1 }))).toEqual([])
  })
})
