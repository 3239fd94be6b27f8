import { describe, expect, it } from 'vitest'
import {
  commentFlagsAt,
  commentPeriodDaysIssue,
  commentPeriodRefusal,
  takesSeekingViewsDeadline,
  upcomingCommentPeriod,
  yukonClosingTime,
} from './comment-period.ts'
import { yukonMidnight } from './dates.ts'
import { PROJECT_TYPE, stageByCode } from './stages.ts'

const evaluation = (code: string) => ({ projectTypeId: PROJECT_TYPE.evaluation, stageId: stageByCode(PROJECT_TYPE.evaluation, code).stageId })
const closed = { openForComments: false, openForParticipantComments: false, commentPeriodStartsAt: null, commentPeriodEndsAt: null }
const period = {
  openForComments: true,
  openForParticipantComments: false,
  commentPeriodStartsAt: yukonMidnight('2026-11-20'),
  commentPeriodEndsAt: yukonClosingTime('2026-12-10'),
}

describe('commentFlagsAt', () => {
  it('keeps a period open from the start of its first Yukon day to 4:30 pm on its last', () => {
    expect(commentFlagsAt(period, new Date('2026-11-20T07:00:00Z')).openForComments).toBe(true)
    expect(commentFlagsAt(period, new Date('2026-11-20T06:59:59Z')).openForComments).toBe(false)
    expect(commentFlagsAt(period, new Date('2026-12-10T23:30:00Z')).openForComments).toBe(true)
    expect(commentFlagsAt(period, new Date('2026-12-10T23:30:01Z')).openForComments).toBe(false)
  })
  it('closes a participants-only period at its end as well', () => {
    const participants = { ...period, openForComments: false, openForParticipantComments: true }
    expect(commentFlagsAt(participants, new Date('2026-12-01T12:00:00Z'))).toEqual({ openForComments: false, openForParticipantComments: true })
    expect(commentFlagsAt(participants, new Date('2026-12-12T12:00:00Z'))).toEqual({ openForComments: false, openForParticipantComments: false })
  })
  it('keeps a period with no dates (imported, demo) open until it is closed', () => {
    expect(commentFlagsAt({ ...closed, openForComments: true }, new Date('2030-01-01T00:00:00Z')).openForComments).toBe(true)
  })
})

describe('upcomingCommentPeriod', () => {
  it('is the period until the first moment of its first Yukon day, then none', () => {
    expect(upcomingCommentPeriod(period, new Date('2026-11-20T06:59:59Z'))).toEqual({
      startsAt: period.commentPeriodStartsAt,
      endsAt: period.commentPeriodEndsAt,
      participantsOnly: false,
    })
    expect(upcomingCommentPeriod(period, new Date('2026-11-20T07:00:00Z'))).toBeNull()
    expect(upcomingCommentPeriod({ ...period, openForComments: false, openForParticipantComments: true }, new Date('2026-11-19T12:00:00Z'))).toMatchObject({
      participantsOnly: true,
    })
  })
  it('is none for a closed project or a period with no dates', () => {
    expect(upcomingCommentPeriod({ ...period, openForComments: false }, new Date('2026-11-19T12:00:00Z'))).toBeNull()
    expect(upcomingCommentPeriod({ ...closed, openForComments: true }, new Date('2026-11-19T12:00:00Z'))).toBeNull()
  })
})

describe('commentPeriodRefusal', () => {
  const now = new Date('2026-11-25T18:00:00Z')
  const running = { ...evaluation('SEEKING_VIEWS'), paused: false, suspended: false }
  it('lets a period open on a project under assessment with none open', () => {
    expect(commentPeriodRefusal({ ...running, ...closed }, now)).toBeNull()
    expect(commentPeriodRefusal({ ...running, ...period, commentPeriodEndsAt: yukonClosingTime('2026-11-24') }, now)).toBeNull()
  })
  it('refuses a second period, a paused or suspended project and one not under assessment', () => {
    expect(commentPeriodRefusal({ ...running, ...period }, now)).toBe('already-open')
    expect(commentPeriodRefusal({ ...running, ...period, commentPeriodStartsAt: yukonMidnight('2026-11-30') }, now)).toBe('already-scheduled')
    expect(commentPeriodRefusal({ ...running, ...closed, paused: true }, now)).toBe('paused')
    expect(commentPeriodRefusal({ ...running, ...closed, suspended: true }, now)).toBe('paused')
    expect(commentPeriodRefusal({ ...evaluation('PROPOSAL_CHECK'), paused: false, suspended: false, ...closed }, now)).toBe('not-under-assessment')
    expect(commentPeriodRefusal({ ...evaluation('DISCONTINUED'), paused: false, suspended: false, ...closed }, now)).toBe('not-under-assessment')
  })
})

describe('commentPeriodDaysIssue', () => {
  it('takes a period that ends on or after today, whether it starts before, today or on a day to come', () => {
    expect(commentPeriodDaysIssue('2026-11-25', '2026-11-25', '2026-11-25')).toBeNull()
    expect(commentPeriodDaysIssue('2026-11-20', '2026-12-20', '2026-11-25')).toBeNull()
    expect(commentPeriodDaysIssue('2026-11-30', '2026-12-20', '2026-11-25')).toBeNull()
  })
  it('says what is wrong with the days', () => {
    expect(commentPeriodDaysIssue('2026-12-21', '2026-12-20', '2026-11-25')).toMatchObject({
      field: 'endDate',
      message: expect.stringMatching(/before the first day/),
    })
    expect(commentPeriodDaysIssue('2026-11-20', '2026-11-19', '2026-11-25')).toMatchObject({
      field: 'endDate',
      message: expect.stringMatching(/before the first day/),
    })
    expect(commentPeriodDaysIssue('2026-11-20', '2026-11-24', '2026-11-25')).toMatchObject({
      field: 'endDate',
      message: expect.stringMatching(/already passed/),
    })
  })
})

describe('takesSeekingViewsDeadline', () => {
  it('is true in the two seeking-views stages of an evaluation only', () => {
    expect(takesSeekingViewsDeadline(evaluation('SEEKING_VIEWS').projectTypeId, evaluation('SEEKING_VIEWS').stageId)).toBe(true)
    expect(takesSeekingViewsDeadline(evaluation('ADDITIONAL_SEEKING_VIEWS').projectTypeId, evaluation('ADDITIONAL_SEEKING_VIEWS').stageId)).toBe(true)
    expect(takesSeekingViewsDeadline(evaluation('REVIEW_INFORMATION').projectTypeId, evaluation('REVIEW_INFORMATION').stageId)).toBe(false)
  })
})
