import { describe, expect, it } from 'vitest'
import { documentNumberText, isSequenceNumber } from './document-numbers.ts'

describe('document numbers', () => {
  it('are written with four digits, then with as many as the number needs', () => {
    expect([1, 42, 9999, 10000, 123456].map(documentNumberText)).toEqual(['0001', '0042', '9999', '10000', '123456'])
  })

  it('tell a number of the sequence from a whole one kept from elsewhere', () => {
    expect(['0007', '9999', '10000'].every(isSequenceNumber)).toBe(true)
    expect(['2019-0042-0003', '42', 'A-0001', ''].some(isSequenceNumber)).toBe(false)
  })
})
