import { describe, expect, it } from 'vitest'
import { isValidPassword } from '../../shared/domain/password-rule.ts'
import { commonForms, isCommonPassword, isGuessablePassword } from './common-passwords.ts'
import { DEMO_PASSWORD } from '../demo/demo-accounts.ts'

describe('common passwords', () => {
  it.each([
    'password1',
    'Passw0rd',
    'PASSWORD1',
    'P@ssw0rd',
    'qwerty123',
    'Welcome1',
    'Abcd1234',
    'Sunsh1ne',
    'P@ssword2',
    'Password1!',
    'Welcome1!?',
    'P@ssw0rd1#',
  ])('refuses %s, which meets the length rule', async (password) => {
    expect(isValidPassword(password)).toBe(true)
    expect(await isCommonPassword(password)).toBe(true)
  })

  it.each(['YukonDemo2005', 'Tagish2026', 'Bonanza2026', 'NewPassword9', 'Changed99x', 'Carcross2027', 'Klukshu2028', 'Another9xx'])(
    'accepts %s',
    async (password) => {
      expect(await isCommonPassword(password)).toBe(false)
    },
  )

  it('refuses in production a password made of the registry’s own words, the demo’s published one among them, and everywhere one made of its owner’s', async () => {
    const owner = { firstName: 'Jane', lastName: 'McDonald', email: 'jane.mcdonald@example.ca' }
    expect(await isGuessablePassword(DEMO_PASSWORD, owner, true)).toBe(true)
    expect(await isGuessablePassword('Yuk0n-Registry9', owner, true)).toBe(true)
    expect(await isGuessablePassword(DEMO_PASSWORD, owner, false)).toBe(false)
    for (const production of [true, false]) {
      expect(await isGuessablePassword('JaneMcDonald1', owner, production)).toBe(true)
      expect(await isGuessablePassword('Example2026!', owner, production)).toBe(true)
      expect(await isGuessablePassword('JaneLikesTea9', owner, production)).toBe(false)
      expect(await isGuessablePassword('Tagish2026', owner, production)).toBe(false)
    }
  })

  it('undoes look-alike substitutions before the digits it ends with, trying 1 as both i and l', () => {
    expect(commonForms('P@55w0rd')).toEqual(['p@55w0rd', 'password'])
    expect(commonForms('P@ssw0rd12')).toEqual(['p@ssw0rd12', 'password12'])
    expect(commonForms('1ov3ly2')).toEqual(['1ov3ly2', 'iovely2', 'lovely2'])
    expect(commonForms('Password1!')).toEqual(['password1!', 'passwordii', 'passwordli', 'password1'])
  })
})
