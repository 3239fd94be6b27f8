import { describe, expect, it } from 'vitest'
import { activityMessage, informationRequestPath } from './activity-messages.ts'
import { PROJECT_TYPE, stageByCode } from './stages.ts'

const sentence = (parts: { message: string }[]) => parts.map((p) => p.message).join('')

describe('activity events in the registry’s English', () => {
  it('writes each event as the registry’s message parts', () => {
    const stage = stageByCode(PROJECT_TYPE.evaluation, 'SEEKING_VIEWS')
    expect(sentence(activityMessage({ code: 'stage-started', projectTypeId: stage.projectTypeId, stageId: stage.stageId }).parts)).toBe(
      'Seeking Views and Information started.',
    )
    expect(activityMessage({ code: 'proposal-received', proponentName: 'Klondike Gold Ltd.', documentId: 'd1' }).parts).toEqual([
      { messagePartType: 'Text', message: 'Proposal received from Klondike Gold Ltd.: ' },
      { messagePartType: 'Document Link', message: 'Project Proposal', linkTo: 'd1' },
    ])
    expect(sentence(activityMessage({ code: 'hearings-scheduled' }).parts)).toBe('Public hearings are scheduled. See the hearings and the intervenors.')
    expect(activityMessage({ code: 'hearing-changed', hearingId: 'h1', title: 'Hearing in Dawson' }).parts).toEqual([
      { messagePartType: 'Text', message: 'The date, time or place of Hearing in Dawson changed. ' },
      { messagePartType: 'Link', message: 'See the hearings', linkTo: 'hearings' },
    ])
    expect(sentence(activityMessage({ code: 'intervenor-accepted', name: 'Alex Morin' }).parts)).toBe(
      'Alex Morin was accepted as an intervenor. See the intervenors',
    )
    expect(activityMessage({ code: 'decision-issued', documentId: null }).parts).toEqual([{ messagePartType: 'Text', message: 'Decision document issued. ' }])
  })

  it('prints a comment deadline as the registry does, with its "More" text', () => {
    const open = activityMessage({ code: 'comment-period-open', deadline: '2026-12-16T23:30:00.000Z' })
    expect(sentence(open.parts)).toBe('Comments are accepted until Dec 16, 2026 4:30 PM. Add a comment')
    expect(open.more).toBe('Comments are posted after 24 to 48 hours of review.')
    expect(activityMessage({ code: 'assessment-paused' }).more).toBeNull()
    expect(sentence(activityMessage({ code: 'comment-period-open', deadline: '2026-12-16T23:30:00.000Z', participantsOnly: true }).parts)).toBe(
      'Comments from participants are accepted until Dec 16, 2026 4:30 PM. Add a comment',
    )
    expect(sentence(activityMessage({ code: 'comment-period-closed' }).parts)).toBe('The comment period is closed.')
    expect(sentence(activityMessage({ code: 'outcome-recorded', outcomeId: 'o1', name: '56.1(a) Proceed' }).parts)).toBe('Assessment outcome: 56.1(a) Proceed.')
    expect(sentence(activityMessage({ code: 'lead-assessor-assigned', name: 'Chris Nolan' }).parts)).toBe('Chris Nolan is the lead assessor.')
    expect(sentence(activityMessage({ code: 'panel-named', names: ['A. Chair', 'B. Member'] }).parts)).toBe('The panel members are A. Chair, B. Member.')
    expect(sentence(activityMessage({ code: 'seeking-views-deadline', deadline: '2026-12-16T23:30:00.000Z' }).parts)).toBe(
      'Views and information are sought until Dec 16, 2026 4:30 PM.',
    )
  })

  it('links information requests to their question, answer or simplified page', () => {
    expect(informationRequestPath({ code: 'information-request-issued', informationRequestId: 'r1', simplified: false })).toBe(
      'information-requests/r1/question',
    )
    expect(informationRequestPath({ code: 'information-request-issued', informationRequestId: 'r1', simplified: true })).toBe(
      'simplified-information-responses/r1',
    )
    expect(informationRequestPath({ code: 'information-request-answered', informationRequestId: 'r1' })).toBe('information-requests/r1/answer')
    expect(informationRequestPath({ code: 'information-request-answered', informationRequestId: 'r1', simplified: true })).toBe(
      'simplified-information-responses/r1',
    )
  })

  it('links a published note, letter or document group to its page', () => {
    expect(activityMessage({ code: 'record-published', kind: 'note', recordId: 'n1', title: 'Site visit' }).parts).toEqual([
      { messagePartType: 'Text', message: 'Note posted: ' },
      { messagePartType: 'Link', message: 'Site visit', linkTo: 'notes/n1' },
    ])
    expect(activityMessage({ code: 'record-published', kind: 'correspondence', recordId: 'c1', title: 'Letter' }).parts[1]!.linkTo).toBe('correspondence/c1')
    expect(activityMessage({ code: 'record-published', kind: 'document-group', recordId: 'g1', title: 'Maps' }).parts[1]!.linkTo).toBe('document-groups/g1')
  })
})
