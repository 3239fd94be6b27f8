import { describe, expect, it } from 'vitest'
import {
  activityHeadline,
  activityPath,
  commentPeriodDeadline,
  commentPeriodEvent,
  documentHeadline,
  entryTitle,
  feedLanguage,
  hearingEvent,
  hearingTime,
  tagUri,
} from './feeds.ts'
import { yukonClosingTime } from './comment-period.ts'
import { yukonMidnight } from './dates.ts'
import { PROJECT_TYPE, stageByCode } from './stages.ts'

const project = { projectId: '11111111-1111-4111-8111-111111111111', projectNumber: '2026-0101', title: 'Gravel pit' }
const context = { publicBaseUrl: 'https://registry.example', language: 'en' as const }
const period = {
  openForComments: true,
  openForParticipantComments: false,
  commentPeriodStartsAt: yukonMidnight('2026-12-01'),
  commentPeriodEndsAt: yukonClosingTime('2026-12-16'),
}

describe('the reader’s language of a feed', () => {
  it('is lang= first, then the interface language, then Accept-Language; English otherwise', () => {
    expect(feedLanguage({ lang: 'fr', uiLanguage: 'en' })).toBe('fr')
    expect(feedLanguage({ uiLanguage: 'fr', acceptLanguage: 'en' })).toBe('fr')
    expect(feedLanguage({ acceptLanguage: 'fr-CA,fr;q=0.9,en;q=0.8' })).toBe('fr')
    expect(feedLanguage({ acceptLanguage: 'de-DE, en;q=0.5, fr;q=0.7' })).toBe('fr')
    expect(feedLanguage({ acceptLanguage: 'en-CA, fr;q=0.9' })).toBe('en')
    expect(feedLanguage({ acceptLanguage: 'fr;q=0, de' })).toBe('en')
    expect(feedLanguage({ lang: 'de' })).toBe('en')
  })
})

describe('feed entries', () => {
  it('name one item for good under the registry’s host', () => {
    expect(tagUri('https://registry.example:8443/x', 'activity', 'abc')).toBe('tag:registry.example,2026:activity/abc')
  })

  it('say what happened, then the project, as a notice’s subject does', () => {
    const stage = stageByCode(PROJECT_TYPE.evaluation, 'ADEQUACY_REVIEW')
    const event = { code: 'stage-started' as const, projectTypeId: PROJECT_TYPE.evaluation, stageId: stage.stageId }
    expect(entryTitle(activityHeadline(event, 'en'), project, 'en')).toBe('Adequacy Review started: 2026-0101 – Gravel pit')
    expect(entryTitle(activityHeadline(event, 'fr'), project, 'fr')).toBe('Début de l’étape : Examen de la conformité : 2026-0101 – Gravel pit')
  })

  it('say deadlines in the reader’s language and outcomes by their French name', () => {
    const open = { code: 'comment-period-open' as const, deadline: yukonClosingTime('2026-12-16').toISOString() }
    expect(activityHeadline(open, 'en')).toBe('Comments are accepted until Dec 16, 2026 4:30 PM.')
    expect(activityHeadline(open, 'fr')).toBe('Les commentaires sont acceptés jusqu’au 16 déc 2026 16 h 30.')
    const outcome = { code: 'outcome-recorded' as const, outcomeId: 'o1', name: 'Proceed' }
    expect(activityHeadline(outcome, 'fr', (id) => (id === 'o1' ? 'Aller de l’avant' : null))).toBe('Résultat de l’évaluation : Aller de l’avant.')
  })

  it('lead to the page that shows the item', () => {
    expect(activityPath({ code: 'information-request-issued', informationRequestId: 'r1', simplified: false })).toBe('information-requests/r1/question')
    expect(activityPath({ code: 'hearing-changed', hearingId: 'h1', title: 'x' })).toBe('hearings')
    expect(activityPath(null)).toBe('activity')
  })

  it('name a document by its number and description, or its file', () => {
    expect(documentHeadline({ documentNumber: '2026-0101-0007', description: 'Fish study', fileName: 'f.pdf' }, 'en')).toBe(
      'Document published: 2026-0101-0007 Fish study',
    )
    expect(documentHeadline({ documentNumber: null, description: null, fileName: 'f.pdf' }, 'fr')).toBe('Document publié : f.pdf')
  })
})

describe('calendar events', () => {
  it('put a comment period’s deadline at 4:30 pm Yukon time on its last day', () => {
    const event = commentPeriodEvent({ ...project, ...period, updatedAt: new Date('2026-11-20T18:00:00Z') }, context)!
    expect(event.time).toEqual({ kind: 'timed', start: new Date('2026-12-16T23:00:00Z'), end: new Date('2026-12-16T23:30:00Z') })
    expect(event.title).toBe('Public comment period ends: 2026-0101 – Gravel pit')
    expect(event.description).toContain('You can comment until Dec 16, 2026 4:30 PM (Yukon time).')
    expect(event.uid).toBe('tag:registry.example,2026:comment-period/11111111-1111-4111-8111-111111111111/2026-12-01')
  })

  it('keep a period only while it stands, participants’ ones too', () => {
    expect(commentPeriodDeadline({ ...period, openForComments: false })).toBeNull()
    expect(commentPeriodDeadline({ ...period, commentPeriodEndsAt: null })).toBeNull()
    expect(commentPeriodDeadline({ ...period, openForComments: false, openForParticipantComments: true })?.participantsOnly).toBe(true)
    const french = commentPeriodEvent(
      { ...project, ...period, openForComments: false, openForParticipantComments: true, updatedAt: new Date() },
      { ...context, language: 'fr' },
    )!
    expect(french.title).toBe('Fin de la période de commentaires des participants : 2026-0101 – Gravel pit')
    expect(french.description).toContain('Les participants peuvent commenter jusqu’au 16 déc 2026 16 h 30 (heure du Yukon).')
  })

  it('give a hearing its hours on its day, or its whole days', () => {
    const day = yukonMidnight('2026-12-03')
    expect(hearingTime({ startDate: day, endDate: day, time: '6:30 PM to 9:30 PM' })).toEqual({
      kind: 'timed',
      start: new Date('2026-12-04T01:30:00Z'),
      end: new Date('2026-12-04T04:30:00Z'),
    })
    expect(hearingTime({ startDate: day, endDate: null, time: '9 a.m.' })).toEqual({
      kind: 'timed',
      start: new Date('2026-12-03T16:00:00Z'),
      end: new Date('2026-12-03T17:00:00Z'),
    })
    expect(hearingTime({ startDate: day, endDate: yukonMidnight('2026-12-05'), time: '6:30 PM' })).toEqual({
      kind: 'days',
      firstDay: '2026-12-03',
      lastDay: '2026-12-05',
    })
    expect(hearingTime({ startDate: day, endDate: null, time: 'Evenings' })).toEqual({ kind: 'days', firstDay: '2026-12-03', lastDay: '2026-12-03' })
    expect(hearingTime({ startDate: null, endDate: null, time: null })).toBeNull()
  })

  it('say a hearing with its notice’s words', () => {
    const hearing = {
      hearingId: 'h1',
      title: 'Carmacks hearing',
      startDate: yukonMidnight('2026-12-03'),
      endDate: null,
      time: '6:30 PM to 9:30 PM',
      location: 'Recreation Centre',
      updatedAt: new Date(),
    }
    const event = hearingEvent(project, hearing, { ...context, language: 'fr' })!
    expect(event.uid).toBe('tag:registry.example,2026:hearing/h1')
    expect(event.description).toContain('Lieu : Recreation Centre.')
    expect(event.url).toBe(`https://registry.example/projects/${project.projectId}/hearings/h1`)
  })
})
