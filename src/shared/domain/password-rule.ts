// The password rule of the account screens: at least 8 characters with a letter and a number.
// The server also refuses the most common passwords (its list is too big for the screens), with
// COMMON_PASSWORD_MESSAGE.

export const PASSWORD_MIN_LENGTH = 8

export type PasswordProblem = 'too-short' | 'no-letter' | 'no-number'

export function passwordProblems(password: string): PasswordProblem[] {
  const problems: PasswordProblem[] = []
  if ([...password].length < PASSWORD_MIN_LENGTH) problems.push('too-short')
  if (!/\p{L}/u.test(password)) problems.push('no-letter')
  if (!/\p{N}/u.test(password)) problems.push('no-number')
  return problems
}

export const isValidPassword = (password: string) => passwordProblems(password).length === 0

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose another one.'
