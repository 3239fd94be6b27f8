import { describe, expect, it } from 'vitest'
import { ntsCellsInBox, ntsSheet } from './nts.ts'

describe('ntsSheet', () => {
  it.each([
    ['Whitehorse', 60.727, -135.074, '105D/11'],
    ['Dawson City', 64.0625, -139.431, '116B/03'],
    ['Mayo', 63.5931, -135.896, '105M/12'],
    ['Carmacks', 62.0888, -136.284, '115I/01'],
    ['Teslin', 60.1683, -132.719, '105C/02'],
    ['Watson Lake', 60.0639, -128.706, '105A/02'],
    ['Haines Junction', 60.7559, -137.504, '115A/13'],
    ['Old Crow', 67.5729, -139.829, '116O/12'],
    ['north of 68°, where sheets are 4° wide', 69.2, -140.2, '117C/01'],
  ])('names the sheet of %s', (_, latitude, longitude, sheet) => {
    expect(ntsSheet(latitude, longitude)).toBe(sheet)
  })

  it('puts a point on a grid line in the sheet to its north and east', () => {
    expect(ntsSheet(61, -136)).toBe('105E/04')
    expect(ntsSheet(60.25, -135.5)).toBe('105D/06')
  })

  it('has no sheet outside the area the rules cover', () => {
    expect(ntsSheet(45, -75)).toBeUndefined()
    expect(ntsSheet(30, -135)).toBeUndefined()
  })
})

describe('ntsCellsInBox', () => {
  it('lists every sheet a box overlaps, with its bounds', () => {
    const cells = ntsCellsInBox({ south: 60.7, west: -135.1, north: 60.8, east: -134.9 })
    expect(cells.map((c) => c.sheet).sort()).toEqual(['105D/10', '105D/11', '105D/14', '105D/15'])
    expect(cells.find((c) => c.sheet === '105D/11')).toEqual({ south: 60.5, west: -135.5, north: 60.75, east: -135, sheet: '105D/11' })
  })

  it('uses 1° wide sheets north of 68°', () => {
    const cells = ntsCellsInBox({ south: 69.1, west: -140.6, north: 69.2, east: -139.9 })
    expect(cells.map((c) => c.sheet).sort()).toEqual(['117C/01', '117D/04'])
  })
})
