import { describe, expect, it } from 'vitest'
import { auditIds, auditValuesText } from './audit-values'
import { formatDateTime } from './dates'

const STAGE = '923b940b-5d9a-42fc-a05a-449539d313f2'
const PERSON = '5e1f0000-0000-4000-8000-000000000001'
const words = { nameOf: (id: string) => ({ [STAGE]: 'Proposal Check', [PERSON]: 'Ada Lee' })[id] ?? null, dateTime: (d: Date) => formatDateTime(d) }

describe('audit values', () => {
  it('names the records their ids stand for and shows instants in Yukon time', () => {
    const text = auditValuesText({ stageId: STAGE, stageStartedAt: '2026-11-24T18:00:00.000Z', assessors: [PERSON], paused: false, stageDeadline: null }, words)
    expect(text).toBe(
      ['stageId: Proposal Check', 'stageStartedAt: Nov 24, 2026 11:00 AM', 'assessors: Ada Lee', 'paused: false', 'stageDeadline: —'].join('\n'),
    )
    expect(text).not.toMatch(/[0-9a-f]{8}-|T18:00/)
  })

  it('keeps an id it knows no name for, and words that are not ids or instants, as they are', () => {
    expect(auditValuesText({ documentId: '5e1f0000-0000-4000-8000-0000000000ff', reason: 'Missing map', day: '2026-11-24' }, words)).toBe(
      'documentId: 5e1f0000-0000-4000-8000-0000000000ff\nreason: Missing map\nday: 2026-11-24',
    )
  })

  it('finds the ids in values, nested or listed, once each', () => {
    expect(auditIds([{ stageId: STAGE, people: [PERSON, PERSON], nested: { by: PERSON.toUpperCase() } }, null, 'x']).sort()).toEqual([PERSON, STAGE].sort())
  })
})
