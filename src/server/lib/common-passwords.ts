// Refuses the passwords people pick most often (ASVS 6.2.12): the 49,000 most common ones of
// zxcvbn-ts's list, compared without case, with the usual look-alike substitutions undone
// ("P@ssw0rd" is "password") and without the symbols put at the end to meet a rule ("Password1!");
// and passwords made of nothing but the person's own words or, in production, the registry's.
// Checked on the server only: the list stays out of the web bundle. Decisions 0017 and 0057.
import { COMMON_PASSWORD_MESSAGE, isMadeOfWords, LOOK_ALIKES, personalWords } from '../../shared/domain/password-rule.ts'
import { AppError } from '../http/app-error.ts'

let common: Promise<Set<string>> | undefined

/** Loaded on first use (about 30 ms). */
const commonPasswords = () => (common ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common'] as string[])))

/**
 * The forms of a password to look up: as typed without case, and with look-alikes undone before
 * any digits it ends with ("P@ssw0rd1" is "password1"; a 1 may stand for an i or an l); each with
 * and without the symbols it ends with ("Password1!" is "password1").
 */
export function commonForms(password: string): string[] {
  const lower = password.toLowerCase()
  return [
    ...new Set(
      [lower, lower.replace(/[^\p{L}\p{N}]+$/u, '')].flatMap((typed) => {
        const [, body = '', ending = ''] = /^(.*?)(\d*)$/su.exec(typed) ?? []
        const undone = [...body].map((c) => LOOK_ALIKES[c] ?? c).join('')
        return [typed, `${undone.replaceAll('1', 'i')}${ending}`, `${undone.replaceAll('1', 'l')}${ending}`]
      }),
    ),
  ]
}

/**
 * What a guesser tries first on this site: its own words, of which the demo accounts' published
 * password is made. Refused in production only: outside it the demo and the tests use that password.
 */
export const REGISTRY_WORDS = ['yukon', 'demo', 'registry', 'yesab', 'yesaa', 'assessment']

export interface PasswordOwner {
  firstName?: string | null
  lastName?: string | null
  email: string
}

export async function isCommonPassword(password: string): Promise<boolean> {
  const list = await commonPasswords()
  return commonForms(password).some((form) => list.has(form))
}

/** Whether a new password is one a guesser tries first: on the list, or made of its owner's (or in production the registry's) words. */
export async function isGuessablePassword(password: string, owner: PasswordOwner | undefined, production: boolean): Promise<boolean> {
  return (await isCommonPassword(password)) || isMadeOfWords(password, [...(owner ? personalWords(owner) : []), ...(production ? REGISTRY_WORDS : [])])
}

/** Refuses a new password a guesser tries first, naming the field it came in. */
export async function refuseGuessablePassword(
  password: string,
  owner: PasswordOwner | undefined,
  production: boolean,
  parameter = 'plainPassword',
): Promise<void> {
  if (await isGuessablePassword(password, owner, production)) throw new AppError(400, 'common-password', COMMON_PASSWORD_MESSAGE, parameter)
}
