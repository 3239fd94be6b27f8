import { describe, expect, it } from 'vitest'
import { completeGeneralForm, DAWSON_POLYGON, filledPlacerForm } from '../../../tests/factories/proposal-factory.ts'
import { emptyUploadForm } from './upload-form.ts'
import { submitMissing } from './submit-requirements.ts'

const noFiles = { project: 0, proposal: 0, 'proposal-location': 0, 'agent-consent': 0 }
// Complete but for its location, which each case gives or leaves out.
const general = completeGeneralForm('p1', { projectCoordinates: [] })

describe('what a submit lacks, by the form’s kind', () => {
  it('applies the general form’s rules to the stored form, migrated, with the location files the server holds', () => {
    expect(submitMissing('general', { ...general, projectCoordinates: [DAWSON_POLYGON] }, noFiles)).toEqual([])
    expect(submitMissing('general', general, noFiles)).toEqual(['location'])
    expect(submitMissing('general', { ...general, assessmentDistricts: ['d1'] }, { ...noFiles, 'proposal-location': 1 })).toEqual([])
    // A version-4 draft is read as the browser reads it.
    expect(submitMissing('general', { ...general, version: 4, proposalAsDocument: true, projectCoordinates: [DAWSON_POLYGON] }, noFiles)).toEqual([])
    expect(submitMissing('general', { version: 99 }, noFiles)).toEqual(['form1'])
    expect(submitMissing('general', 'text', noFiles)).toEqual(['form1'])
  })

  it('applies the PDF upload’s rules with its proposal file', () => {
    const upload = {
      ...emptyUploadForm('p1', 'en'),
      proponentName: 'Klondike Gold',
      projectTitle: 'Camp',
      assessmentDistricts: ['d1'],
      agreePrivacy: true,
      agreeTerms: true,
    }
    expect(submitMissing('upload', upload, { ...noFiles, proposal: 1 })).toEqual([])
    expect(submitMissing('upload', { ...upload, agreeTerms: false }, noFiles)).toEqual(['proposalFile', 'agreeTerms'])
    expect(submitMissing('upload', {}, noFiles)).toEqual(['form1'])
  })

  it('needs an agent’s proponent email and the consent form the server holds, in both kinds', () => {
    const upload = {
      ...emptyUploadForm('p1', 'en'),
      proponentName: 'Klondike Gold',
      projectTitle: 'Camp',
      assessmentDistricts: ['d1'],
      agreePrivacy: true,
      agreeTerms: true,
      isAgent: true,
    }
    expect(submitMissing('upload', upload, { ...noFiles, proposal: 1 })).toEqual(['proponentEmail', 'agentConsentFile'])
    expect(submitMissing('upload', { ...upload, proponentEmail: 'owner@example.com' }, { ...noFiles, proposal: 1, 'agent-consent': 1 })).toEqual([])
    const agent = { ...general, projectCoordinates: [DAWSON_POLYGON], isAgent: true }
    expect(submitMissing('general', agent, noFiles)).toEqual(['proponentEmail', 'agentConsentFile'])
    expect(submitMissing('general', { ...agent, proponentEmail: 'owner@example.com' }, { ...noFiles, 'agent-consent': 1 })).toEqual([])
  })

  it('applies the placer form’s rules, reading earlier versions, and counts its agent’s consent form', () => {
    const placer = filledPlacerForm('p')
    expect(submitMissing('placer', placer, noFiles)).toEqual(['agentConsentFile'])
    expect(submitMissing('placer', placer, { ...noFiles, 'agent-consent': 1 })).toEqual([])
    expect(submitMissing('placer', { ...placer, projectActivities: [], otherProjectActivities: [] }, { ...noFiles, 'agent-consent': 1 })).toEqual(['activity'])
    expect(submitMissing('placer', { version: 1, claims: 'P 1' }, noFiles)).not.toContain('claimsOrLocation')
    expect(submitMissing('placer', { version: 4 }, noFiles)).toEqual(['form1'])
  })
})
