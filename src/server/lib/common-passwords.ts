// Refuses the passwords people pick most often (ASVS 6.2.12): the 49,000 most common ones of
// zxcvbn-ts's list, compared without case and with the usual look-alike substitutions undone
// ("P@ssw0rd" is "password"). Checked on the server only: the list stays out of the web bundle.
// docs/decisions/0017-common-passwords.md says why this list.
import { COMMON_PASSWORD_MESSAGE } from '../../shared/domain/password-rule.ts'
import { AppError } from '../http/app-error.ts'

let common: Promise<Set<string>> | undefined

/** Loaded on first use (about 30 ms). */
const commonPasswords = () =>
  (common ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common'] as string[])))

const LOOK_ALIKES: Record<string, string> = { '@': 'a', '4': 'a', '8': 'b', '3': 'e', '6': 'g', '0': 'o', $: 's', '5': 's', '7': 't', '+': 't', '!': 'i' }

/**
 * The forms of a password to look up: as typed without case, and with look-alikes undone before
 * any digits it ends with ("P@ssw0rd1" is "password1"; a 1 may stand for an i or an l).
 */
export function commonForms(password: string): string[] {
  const lower = password.toLowerCase()
  const [, body = '', ending = ''] = /^(.*?)(\d*)$/su.exec(lower) ?? []
  const undone = [...body].map((c) => LOOK_ALIKES[c] ?? c).join('')
  return [...new Set([lower, `${undone.replaceAll('1', 'i')}${ending}`, `${undone.replaceAll('1', 'l')}${ending}`])]
}

export async function isCommonPassword(password: string): Promise<boolean> {
  const list = await commonPasswords()
  return commonForms(password).some((form) => list.has(form))
}

/** Refuses a new password that is on the list, naming the field it came in. */
export async function refuseCommonPassword(password: string, parameter = 'plainPassword'): Promise<void> {
  if (await isCommonPassword(password)) throw new AppError(400, 'common-password', COMMON_PASSWORD_MESSAGE, parameter)
}
