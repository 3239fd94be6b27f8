import { describe, expect, it } from 'vitest'
import { emptyGeneralForm } from './general-form'
import type { GeneralForm } from './general-form'
import { emptyUploadForm } from './upload-form'
import {
  GENERAL_FORM_BOOKKEEPING,
  GENERAL_FORM_ITEMS,
  UPLOAD_FORM_BOOKKEEPING,
  UPLOAD_FORM_ITEMS,
  generalFormDifferences,
  generalFormHasEntries,
  partsOf,
  uploadFormDifferences,
  uploadFormHasEntries,
} from './form-differences'

const general = (overrides: Partial<GeneralForm> = {}): GeneralForm => ({ ...emptyGeneralForm('3f1c7a52-9d1e-4d7b-a8a1-0c6d2f5e9b10', 'en'), ...overrides })

describe('generalFormDifferences', () => {
  it('finds nothing between equal versions, whatever the order of their keys', () => {
    const mine = general({ projectTitle: 'Camp', settlementLandStatus: { isSettlement: true, isNotSettlement: false, isAndIsNotSettlement: false } })
    const theirs = { ...general({ projectTitle: 'Camp' }), settlementLandStatus: { isAndIsNotSettlement: false, isNotSettlement: false, isSettlement: true } }
    expect(generalFormDifferences(mine, theirs)).toEqual([])
  })

  it('names the items that differ, in the form’s order', () => {
    const mine = general({ additionalInformation: '<p>More</p>', projectTitle: 'Camp A', contactPhone: '867-555-0100' })
    const theirs = general({ projectTitle: 'Camp B' })
    expect(generalFormDifferences(mine, theirs)).toEqual(['projectTitle', 'contactPhone', 'additionalInformation'])
  })

  it('counts a field shown inside a larger item as that item', () => {
    expect(generalFormDifferences(general({ proponentMailingAddressCity: 'Dawson' }), general())).toEqual(['mailingAddress'])
    expect(generalFormDifferences(general({ proponentIsFedAgency: true, proponentIsFedAgencyName: 'DFO' }), general({ proponentIsFedAgency: true }))).toEqual([
      'proponentIsFedAgency',
    ])
    expect(
      generalFormDifferences(
        general({ drainagesFr: [{ subSubDrainageId: '1', majorDrainageName: 'Yukon', subDrainageName: 'a', subSubDrainageName: 'b' }] }),
        general(),
      ),
    ).toEqual(['drainages'])
  })

  it('sees a change deep in a list', () => {
    const mine = general({ mitigationList: [{ effect: 'Dust', mitigation: 'Water the road', significance: 'Low' }] })
    const theirs = general({ mitigationList: [{ effect: 'Dust', mitigation: 'Slow down', significance: 'Low' }] })
    expect(generalFormDifferences(mine, theirs)).toEqual(['effects'])
  })

  it('ignores where the person was in the form', () => {
    expect(generalFormDifferences(general({ part: 5 }), general({ part: 2 }))).toEqual([])
  })

  it('places every stored field in an item, or names it as bookkeeping', () => {
    const covered = new Set<string>([...Object.values(GENERAL_FORM_ITEMS).flatMap((item) => item.fields), ...GENERAL_FORM_BOOKKEEPING])
    expect(Object.keys(general()).filter((field) => !covered.has(field))).toEqual([])
  })

  it('lists the parts of the items, in order', () => {
    expect(partsOf(['effects', 'projectTitle', 'contactPhone', 'assessmentDistricts'])).toEqual([1, 3, 7])
    expect(partsOf([])).toEqual([])
  })
})

describe('uploadFormDifferences', () => {
  const upload = emptyUploadForm('3f1c7a52-9d1e-4d7b-a8a1-0c6d2f5e9b10', 'en')

  it('names the fields that differ, in the page’s order', () => {
    expect(uploadFormDifferences({ ...upload, projectTitle: 'A', agreeTerms: true }, { ...upload, projectTitle: 'B' })).toEqual(['projectTitle', 'agreements'])
    expect(uploadFormDifferences({ ...upload, assessmentDistricts: ['1', '2'] }, { ...upload, assessmentDistricts: ['1', '2'] })).toEqual([])
  })

  it('places every stored field in an item, or names it as bookkeeping', () => {
    const covered = new Set<string>([...Object.values(UPLOAD_FORM_ITEMS).flatMap((item) => item.fields), ...UPLOAD_FORM_BOOKKEEPING])
    expect(Object.keys(upload).filter((field) => !covered.has(field))).toEqual([])
  })
})

describe('whether a new form holds entries (only then is it a draft)', () => {
  it('takes moving between the parts, in either language, as no entry', () => {
    expect(generalFormHasEntries(general())).toBe(false)
    expect(generalFormHasEntries(general({ part: 6 }))).toBe(false)
    expect(generalFormHasEntries({ ...emptyGeneralForm('3f1c7a52-9d1e-4d7b-a8a1-0c6d2f5e9b10', 'fr'), part: 3 })).toBe(false)
  })

  it('takes one character, a ticked box or a chosen district as an entry', () => {
    expect(generalFormHasEntries(general({ part: 3, projectTitle: 'C' }))).toBe(true)
    expect(generalFormHasEntries(general({ isAgent: true }))).toBe(true)
    expect(generalFormHasEntries(general({ assessmentDistricts: ['1'] }))).toBe(true)
  })

  it('does the same for the PDF upload', () => {
    const upload = emptyUploadForm('3f1c7a52-9d1e-4d7b-a8a1-0c6d2f5e9b10', 'fr')
    expect(uploadFormHasEntries(upload)).toBe(false)
    expect(uploadFormHasEntries({ ...upload, proponentName: 'G' })).toBe(true)
    expect(uploadFormHasEntries({ ...upload, agreePrivacy: true })).toBe(true)
  })
})
