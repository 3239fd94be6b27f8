import { describe, expect, it } from 'vitest'
import { isValidPassword } from '../../shared/domain/password-rule.ts'
import { commonForms, isCommonPassword } from './common-passwords.ts'

describe('common passwords', () => {
  it.each(['password1', 'Passw0rd', 'PASSWORD1', 'P@ssw0rd', 'qwerty123', 'Welcome1', 'Abcd1234', 'Sunsh1ne', 'P@ssword2'])('refuses %s, which meets the length rule', async (password) => {
    expect(isValidPassword(password)).toBe(true)
    expect(await isCommonPassword(password)).toBe(true)
  })

  it.each(['YukonDemo2005', 'Tagish2026', 'Bonanza2026', 'NewPassword9', 'Changed99x', 'Carcross2027', 'Klukshu2028', 'Another9xx'])('accepts %s', async (password) => {
    expect(await isCommonPassword(password)).toBe(false)
  })

  it('undoes look-alike substitutions before the digits it ends with, trying 1 as both i and l', () => {
    expect(commonForms('P@55w0rd')).toEqual(['p@55w0rd', 'password'])
    expect(commonForms('P@ssw0rd12')).toEqual(['p@ssw0rd12', 'password12'])
    expect(commonForms('1ov3ly2')).toEqual(['1ov3ly2', 'iovely2', 'lovely2'])
  })
})
