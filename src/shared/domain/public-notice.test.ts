import { describe, expect, it } from 'vitest'
import { publicNoticeState } from './public-notice.ts'
import { PROJECT_TYPE } from './stages.ts'

const SEEKING_VIEWS = '6ed7cd7f-9098-4743-acba-6086c3138578'
const DECISION_ISSUED = 'd1b17bbb-6233-4528-8a70-ec81c91f2046'
const evaluation = (stageId: string, openForComments: boolean, upcomingCommentPeriod: { participantsOnly: boolean } | null = null) => ({
  projectTypeId: PROJECT_TYPE.evaluation,
  stageId,
  openForComments,
  upcomingCommentPeriod,
})

describe('public notice state', () => {
  it('announces the comment period only while it is open', () => {
    expect(publicNoticeState(evaluation(SEEKING_VIEWS, true))).toBe('open')
    expect(publicNoticeState(evaluation(SEEKING_VIEWS, false))).toBe('closed')
  })
  it('announces a public period the office scheduled as upcoming until its first day, and no participants-only one', () => {
    expect(publicNoticeState(evaluation(SEEKING_VIEWS, false, { participantsOnly: false }))).toBe('upcoming')
    expect(publicNoticeState(evaluation(SEEKING_VIEWS, false, { participantsOnly: true }))).toBe('closed')
  })
  it('says a decided project is decided, whatever its comment flag says', () => {
    expect(publicNoticeState(evaluation(DECISION_ISSUED, false))).toBe('decided')
    expect(publicNoticeState(evaluation(DECISION_ISSUED, true))).toBe('decided')
  })
})
