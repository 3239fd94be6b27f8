import { describe, expect, it } from 'vitest'
import { emptyUploadForm, readUploadForm, uploadDistrictChoices, uploadMissing } from './upload-form.ts'

const filled = {
  ...emptyUploadForm('p', 'en'),
  proponentName: 'Klondike Gold Ltd.',
  projectTitle: 'Bonanza camp',
  assessmentDistricts: ['dawson'],
  agreePrivacy: true,
  agreeTerms: true,
}

describe('PDF upload proposal', () => {
  it('needs the names, a district, the proposal file and both agreements', () => {
    expect(uploadMissing(emptyUploadForm('p', 'en'), { proposal: 0, agentConsent: 0 })).toEqual([
      'proponentName',
      'projectTitle',
      'assessmentDistricts',
      'proposalFile',
      'agreePrivacy',
      'agreeTerms',
    ])
    expect(uploadMissing(filled, { proposal: 1, agentConsent: 0 })).toEqual([])
    expect(uploadMissing({ ...filled, projectTitle: '   ' }, { proposal: 1, agentConsent: 0 })).toEqual(['projectTitle'])
  })

  it('needs an agent’s proponent email and signed consent form, as the general form does', () => {
    const agent = { ...filled, isAgent: true }
    expect(uploadMissing(agent, { proposal: 1, agentConsent: 0 })).toEqual(['proponentEmail', 'agentConsentFile'])
    expect(uploadMissing({ ...agent, proponentEmail: 'owner@example.com' }, { proposal: 1, agentConsent: 0 })).toEqual(['agentConsentFile'])
    expect(uploadMissing({ ...agent, proponentEmail: 'owner@example.com' }, { proposal: 1, agentConsent: 1 })).toEqual([])
  })

  it('reads a stored draft, keeping only fields of the right kind', () => {
    expect(readUploadForm({ ...filled, projectTitle: 7, assessmentDistricts: ['a', 3], extra: true })).toEqual({
      ...filled,
      projectTitle: '',
      assessmentDistricts: ['a'],
    })
    expect(readUploadForm({ version: 2, projectId: 'p' })).toBeNull()
    expect(readUploadForm('text')).toBeNull()
  })

  it('leaves the districts hidden from checklists out of the choices', () => {
    const districts = [
      { id: 'dawson', hiddenFromChecklist: false },
      { id: 'executive', hiddenFromChecklist: true },
    ]
    expect(uploadDistrictChoices(districts).map((d) => d.id)).toEqual(['dawson'])
  })
})
