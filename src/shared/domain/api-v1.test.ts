import { describe, expect, it } from 'vitest'
import { csvHeader, csvLine, decodeCursor, encodeCursor, formatOf } from './api-v1.ts'

describe('the public API v1 cursor', () => {
  it('comes back as it was written, in URL-safe characters', () => {
    const cursor = { sort: 'updated' as const, key: '2026-11-29T04:00:00.123456+00:00', id: '0b5c8d2e-9a1f-4c3e-8d7a-6f5e4d3c2b1a' }
    const text = encodeCursor(cursor)
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(decodeCursor(text)).toEqual(cursor)
  })

  it('is refused when it is not one the API wrote', () => {
    expect(decodeCursor('not-a-cursor')).toBeNull()
    expect(decodeCursor(btoa(JSON.stringify(['size', '1', '0b5c8d2e-9a1f-4c3e-8d7a-6f5e4d3c2b1a'])))).toBeNull()
    expect(decodeCursor(btoa(JSON.stringify(['number', '2024-0001', "1' or 1=1"])))).toBeNull()
  })
})

describe('the public API v1 format', () => {
  it('is format= first, then the first type of Accept it writes, then JSON', () => {
    expect(formatOf('csv', 'application/geo+json')).toBe('csv')
    expect(formatOf(undefined, 'text/html, application/geo+json;q=0.9, text/csv')).toBe('geojson')
    expect(formatOf(undefined, 'text/csv; charset=utf-8')).toBe('csv')
    expect(formatOf(undefined, '*/*')).toBe('json')
    expect(formatOf(undefined, undefined)).toBe('json')
  })
})

describe('the public API v1 CSV', () => {
  it('quotes as RFC 4180 asks, joins lists, and keeps a tombstone to its number, deleted and time', () => {
    expect(csvHeader()).toMatch(/^projectNumber,projectId,deleted,.*,updatedAt\r\n$/)
    const line = csvLine({
      projectId: 'id',
      projectNumber: '2024-0001',
      title: 'Road, "north"',
      proponentName: '=SUM(A1)',
      projectTypeId: 't',
      stageId: 's',
      stageGrouping: 'evaluation',
      outcomeId: null,
      year: 2024,
      districtIds: ['a', 'b'],
      sectorIds: [],
      drainageIds: [],
      firstNationIds: [],
      locations: [{ latitude: 62.5, longitude: -136 }],
      updatedAt: 'now',
    })
    expect(line).toBe('2024-0001,id,false,"Road, ""north""",\'=SUM(A1),t,s,evaluation,,2024,a;b,,,,62.5 -136,now\r\n')
    expect(csvLine({ projectNumber: '2024-0002', deleted: true, updatedAt: 'now' })).toBe('2024-0002,,true,,,,,,,,,,,,,now\r\n')
  })
})
