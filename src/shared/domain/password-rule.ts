// The password rule of the account screens: at least 8 characters with a letter and a number.
// The server also refuses the most common passwords (its list is too big for the screens) and
// passwords made of nothing but words a guesser tries first (the person's own, the registry's),
// with COMMON_PASSWORD_MESSAGE.

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

/** Characters people type for a letter: P@ssw0rd is password. */
export const LOOK_ALIKES: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '8': 'b',
  '3': 'e',
  '6': 'g',
  '0': 'o',
  $: 's',
  '5': 's',
  '7': 't',
  '+': 't',
  '!': 'i',
}

/**
 * A password's letters as a guesser sees them: lower case, without the digits and symbols it ends
 * with, look-alikes undone and any other digit or symbol dropped (Yuk0n-Dem0!2005 is yukondemo).
 */
export function passwordLetters(password: string): string {
  const body = password.toLowerCase().replace(/[^\p{L}]+$/u, '')
  return [...body]
    .map((c) => LOOK_ALIKES[c] ?? c)
    .join('')
    .replace(/[^\p{L}]/gu, '')
}

/**
 * Whether a password's letters are nothing but words of the list run together, each any number of
 * times (YukonDemo2005 is yukon and demo). Words shorter than three letters do not count.
 */
export function isMadeOfWords(password: string, words: Iterable<string>): boolean {
  const letters = passwordLetters(password)
  const list = [...new Set([...words].map((w) => w.toLowerCase()).filter((w) => w.length >= 3))]
  if (letters.length === 0 || list.length === 0) return false
  // made[i]: the first i letters are words of the list run together.
  const made = [true, ...Array<boolean>(letters.length).fill(false)]
  for (let end = 1; end <= letters.length; end++) made[end] = list.some((w) => w.length <= end && made[end - w.length] && letters.startsWith(w, end - w.length))
  return made[letters.length]!
}

/** The words of a person a guesser tries first: the parts of their names and e-mail address. */
export function personalWords(person: { firstName?: string | null; lastName?: string | null; email: string }): string[] {
  return [person.firstName ?? '', person.lastName ?? '', person.email].flatMap((text) => text.toLowerCase().split(/[^\p{L}]+/u)).filter((word) => word !== '')
}
