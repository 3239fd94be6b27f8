import { describe, expect, it } from 'vitest'
import { noticeText } from './notice-texts.ts'
import type { NoticeSubject } from './notice-texts.ts'

const base = 'https://registry.test'
const notice = (over: Partial<NoticeSubject>): NoticeSubject => ({
  kind: 'general',
  projectId: 'p1',
  projectNumber: '2026-0030',
  projectTitle: 'Hunker Creek placer',
  details: {},
  note: null,
  ...over,
})

describe('notice texts', () => {
  it('name the project, its link, and a comment period’s close in Yukon time, in either language', () => {
    const open = notice({ kind: 'public-notice', details: { deadline: '2026-12-16T23:59:00.000Z', path: '/projects/p1/comments' } })
    const en = noticeText(open, 'en', base)
    expect(en.subject).toBe('Public comment period open: 2026-0030 – Hunker Creek placer')
    expect(en.paragraphs).toContain('Project: 2026-0030 – Hunker Creek placer')
    expect(en.paragraphs).toContain('You can comment until Dec 16, 2026 4:59 PM (Yukon time).')
    expect(en.link).toBe('https://registry.test/projects/p1/comments')
    const fr = noticeText(open, 'fr', base)
    expect(fr.subject).toBe('Période de commentaires publics ouverte : 2026-0030 – Hunker Creek placer')
    expect(fr.paragraphs).toContain('Vous pouvez soumettre un commentaire jusqu’au 16 déc 2026 16 h 59 (heure du Yukon).')
  })

  it('give a hearing’s dates, hours and place', () => {
    const hearing = notice({
      kind: 'hearing',
      details: {
        name: 'Dawson hearing',
        at: '2026-12-02T07:00:00.000Z',
        until: '2026-12-03T07:00:00.000Z',
        time: '6:30 PM to 9:30 PM',
        place: 'Dawson City Community Hall',
        path: '/projects/p1/hearings/h1',
      },
    })
    expect(noticeText(hearing, 'en', base).paragraphs).toEqual([
      'Project: 2026-0030 – Hunker Creek placer',
      'A public hearing is scheduled: Dawson hearing.',
      'When: Dec 02, 2026 – Dec 03, 2026, 6:30 PM to 9:30 PM (Yukon time).',
      'Where: Dawson City Community Hall.',
      'You can attend; its page has the details and the documents.',
      'See it on the registry: https://registry.test/projects/p1/hearings/h1',
    ])
    expect(noticeText(hearing, 'fr', base).paragraphs).toContain('Lieu : Dawson City Community Hall.')
  })

  it('give an information request’s number and due date, and a timeline’s new deadline', () => {
    const request = notice({
      kind: 'information-request',
      details: { name: '2', deadline: '2027-01-15T23:59:00.000Z', path: '/projects/p1/information-requests/r1' },
    })
    expect(noticeText(request, 'en', base).paragraphs.slice(1, 3)).toEqual([
      'Information request No. 2 was published.',
      'The proponent’s answer is due by Jan 15, 2027 4:59 PM (Yukon time).',
    ])
    expect(noticeText(request, 'en', base).link).toBe('https://registry.test/projects/p1/information-requests/r1')
    const extended = notice({ kind: 'extension', details: { deadline: '2027-02-01T23:59:00.000Z' } })
    expect(noticeText(extended, 'fr', base).paragraphs).toContain('La nouvelle échéance est le 01 févr 2027 16 h 59 (heure du Yukon).')
  })

  it('say a decision was issued, not a recommendation', () => {
    const decision = noticeText(notice({ kind: 'decision-document', details: { name: 'Accept' } }), 'en', base)
    expect(decision.subject).toMatch(/^Decision document issued:/)
    expect(decision.paragraphs).toContain('The decision document was issued (Accept).')
  })

  it('keep the office’s own words, and link to the project when the event names no page', () => {
    const general = noticeText(notice({ note: 'The office moves on Monday.' }), 'en', base)
    expect(general.paragraphs).toContain('The office moves on Monday.')
    expect(general.link).toBe('https://registry.test/projects/p1')
  })
})
