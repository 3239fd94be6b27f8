import { describe, expect, it } from 'vitest'
import { isValidPassword, passwordProblems } from './password-rule.ts'

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
