import { describe, expect, it } from 'vitest'
import { isMadeOfWords, isValidPassword, passwordLetters, passwordProblems, personalWords } from './password-rule.ts'

describe('password rule', () => {
  it('needs 8 characters, a letter and a number', () => {
    expect(isValidPassword('placer2026')).toBe(true)
    expect(isValidPassword('Élan4567')).toBe(true)
    expect(passwordProblems('short1')).toEqual(['too-short'])
    expect(passwordProblems('12345678')).toEqual(['no-letter'])
    expect(passwordProblems('abcdefgh')).toEqual(['no-number'])
    expect(passwordProblems('')).toEqual(['too-short', 'no-letter', 'no-number'])
  })
})

describe('words a guesser tries first', () => {
  it('reads a password’s letters without its ending, with look-alikes undone', () => {
    expect(passwordLetters('YukonDemo2005')).toBe('yukondemo')
    expect(passwordLetters('Yuk0n-D3mo!2005')).toBe('yukondemo')
  })

  it('finds a password made of nothing but the words, each any number of times, and no other', () => {
    expect(isMadeOfWords('YukonDemo2005', ['yukon', 'demo'])).toBe(true)
    expect(isMadeOfWords('DemoDemoYukon1', ['yukon', 'demo'])).toBe(true)
    expect(isMadeOfWords('YukonRiverDemo1', ['yukon', 'demo'])).toBe(false)
    expect(isMadeOfWords('Jo12345678', ['jo'])).toBe(false)
    expect(isMadeOfWords('12345678', ['yukon'])).toBe(false)
  })

  it('takes a person’s words from their names and e-mail address', () => {
    expect(personalWords({ firstName: 'Marie-Ève', lastName: null, email: 'm.eve@firm.yk.ca' })).toEqual(['marie', 'ève', 'm', 'eve', 'firm', 'yk', 'ca'])
  })
})
