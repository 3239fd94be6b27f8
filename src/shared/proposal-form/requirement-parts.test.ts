import { describe, expect, it } from 'vitest'
import { completeGeneralForm } from '../../../tests/factories/proposal-factory.ts'
import { emptyGeneralForm } from './general-form.ts'
import { generalMissing, NO_ATTACHMENTS } from './general-form-rules.ts'
import { partsOfRequirements } from './requirement-parts.ts'

describe('the parts that hold what a refused submit lacks', () => {
  it('names each part once, in order, for the requirements the registry lists', () => {
    expect(partsOfRequirements(['location'])).toEqual([3])
    expect(partsOfRequirements(['communityDistances', 'contactPhone', 'location', 'projectTitle'])).toEqual([1, 3])
    expect(partsOfRequirements(['applicableRegulations', 'contactEmail'])).toEqual([1, 2])
    expect(partsOfRequirements([])).toEqual([])
  })

  it('marks no part for a form that could not be read, or a requirement this build does not know', () => {
    expect(partsOfRequirements(['form1'])).toEqual([])
    expect(partsOfRequirements(['somethingNew', 'toString', 'location'])).toEqual([3])
  })

  it('finds a part for everything the general form’s rules can ask for', () => {
    const nothingFilled = emptyGeneralForm('p1', 'en')
    const missing = generalMissing({ ...nothingFilled, isAgent: true, communitiesList: [{ nearestCommunity: 'Dawson', distanceFromCommunity: 'far' }] }, NO_ATTACHMENTS)
    expect(missing).toEqual(expect.arrayContaining(['communityDistances', 'proponentEmail', 'agentConsentFile']))
    expect(partsOfRequirements(missing)).toEqual([1, 2, 3])
    expect(partsOfRequirements(generalMissing(completeGeneralForm('p1'), NO_ATTACHMENTS))).toEqual([])
  })
})
