import { describe, expect, it } from 'vitest'
import { ALL_SECTORS, axisTop, durations, formatNumber, formatPercent, monthLabel, pieSectors, pieSlices, sectorCounts, withPercents } from './figures'
import type { ReportData } from './figures'
import { toCsv } from './csv'
import { fitName } from './charts/bar-list'

const data: ReportData = {
  status: 'OK',
  period: '2024',
  from: '2024-01-01',
  to: '2025-01-01',
  submitted: 3,
  completed: 2,
  comments: 5,
  sectorSubmitted: [
    { sectorId: 's-road', name: 'Roads', nameFr: 'Routes', count: 1 },
    { sectorId: 's-mine', name: 'Placer Mining', nameFr: null, count: 2 },
    { sectorId: 's-agri', name: 'Agriculture', nameFr: 'Agriculture', count: 1 },
  ],
  firstNationSubmitted: [],
  monthly: [],
  outcomes: [
    {
      sectorId: null,
      counts: [
        { outcomeId: 'a', name: 'Proceed', nameFr: 'Aller de l’avant', count: 2 },
        { outcomeId: 'b', name: 'Proceed with Terms and Conditions', nameFr: null, count: 1 },
      ],
    },
    { sectorId: 's-mine', counts: [{ outcomeId: 'a', name: 'Proceed', nameFr: 'Aller de l’avant', count: 1 }] },
  ],
  decisions: [{ sectorId: null, counts: [{ decisionId: 'accept', name: 'Accept', nameFr: 'Accepter', count: 3 }] }],
  sectorDuration: [
    { sectorId: 's-road', name: 'Roads', nameFr: 'Routes', projects: 1, averageDays: 80, providerDays: 60, proponentDays: 20 },
    { sectorId: 's-mine', name: 'Placer Mining', nameFr: null, projects: 2, averageDays: 120.5, providerDays: 100, proponentDays: 20.5 },
  ],
  monthlyAverageToAssigned: [],
  yearly: [],
}

describe('statistics figures', () => {
  it('ranks counts most first, then by name, in the reader’s language, marking English-only names', () => {
    expect(sectorCounts('en', data).map((r) => r.name.text)).toEqual(['Placer Mining', 'Agriculture', 'Roads'])
    const fr = sectorCounts('fr', data)
    expect(fr.map((r) => r.name.text)).toEqual(['Placer Mining', 'Agriculture', 'Routes'])
    expect(fr[0]!.name.lang).toBe('en')
    expect(fr[2]!.name.lang).toBeUndefined()
  })

  it('lists sectors by their average days to complete, longest first', () => {
    expect(durations('en', data).map((r) => [r.id, r.averageDays])).toEqual([
      ['s-mine', 120.5],
      ['s-road', 80],
    ])
  })

  it('gives percentages to two decimals, and none of an empty whole', () => {
    expect(withPercents([{ count: 1 }, { count: 2 }]).map((r) => r.percent)).toEqual([33.33, 66.67])
    expect(withPercents([{ count: 0 }]).map((r) => r.percent)).toEqual([0])
  })

  it('gives one sector’s pies, All for every sector, and nothing for a sector without data', () => {
    const all = pieSlices('en', data, ALL_SECTORS)
    expect(all.outcomes.map((s) => [s.id, s.count, s.percent])).toEqual([
      ['a', 2, 66.67],
      ['b', 1, 33.33],
    ])
    expect(all.decisions.map((s) => s.percent)).toEqual([100])
    expect(pieSlices('en', data, 's-mine').decisions).toEqual([])
    expect(pieSlices('en', data, 's-road')).toEqual({ outcomes: [], decisions: [] })
  })

  it('offers in the sector filter only sectors with an outcome or a decision', () => {
    expect(pieSectors('en', data).map((s) => s.id)).toEqual(['s-mine'])
  })

  it('keeps the spec’s fixed axis unless a figure would not fit', () => {
    expect(axisTop(120, [40, 119])).toBe(120)
    expect(axisTop(400, [512])).toBe(600)
    expect(axisTop(0, [7])).toBe(7)
    expect(axisTop(0, [])).toBe(0)
  })

  it('writes months, numbers and percentages as each language does', () => {
    expect(monthLabel('2025-11', 'en')).toBe('Nov 2025')
    expect(monthLabel('2025-11', 'fr')).toBe('nov. 2025')
    expect(formatNumber(1234.56, 'en', 1)).toBe('1,234.6')
    expect(formatNumber(1234.56, 'fr', 1).replace(/\s/g, ' ')).toBe('1 234,6')
    expect(formatPercent(33.333, 'en')).toBe('33.33%')
    expect(formatPercent(33.333, 'fr').replace(/\s/g, ' ')).toBe('33,33 %')
  })
})

describe('statistics CSV', () => {
  it('quotes what needs quoting, leaves empty figures empty and starts with a byte-order mark', () => {
    expect(
      toCsv(
        ['Sector', 'Days'],
        [
          ['Oil, Gas', 1.5],
          ['Say "hi"', null],
        ],
      ),
    ).toBe('\uFEFFSector,Days\r\n"Oil, Gas",1.5\r\n"Say ""hi""",\r\n')
  })
})

describe('bar labels', () => {
  it('shortens a name that would run past the chart, and leaves one that fits', () => {
    expect(fitName('Camps', 300)).toBe('Camps')
    const long = 'Aménagement de terrains résidentiels, commerciaux et industriels'
    const shown = fitName(long, 300)
    expect(shown.endsWith('…')).toBe(true)
    expect(shown.length).toBeLessThanOrEqual(Math.floor(300 / 7))
  })
})
