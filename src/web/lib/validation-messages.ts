// The shared schemas' messages are English, for the API. The forms show them from the catalogs:
// each known message has its translation here, and anything else gets a general one.
import { msg } from '@lingui/core/macro'
import type { I18n, MessageDescriptor } from '@lingui/core'
import { COMMON_PASSWORD_MESSAGE } from '../../shared/domain/password-rule'

const KNOWN: Record<string, MessageDescriptor> = {
  'This field is required': msg`This field is required`,
  'Invalid email address': msg`Invalid email address`,
  'Password must be at least 8 characters with a letter and a number': msg`Password must be at least 8 characters with a letter and a number`,
  "Passwords don't match": msg`Passwords don't match`,
  'must be at most 100 characters': msg`Must be at most 100 characters`,
  'is too long': msg`Too long`,
  [COMMON_PASSWORD_MESSAGE]: msg`This password is too common. Please choose another one.`,
}

export function validationMessage(i18n: I18n, message: string): string {
  return i18n._(KNOWN[message] ?? msg`This value is not accepted`)
}

/** The first error of a field as TanStack Form keeps them (strings or Standard Schema issues). */
export function firstError(errors: readonly unknown[]): string | null {
  for (const error of errors) {
    if (typeof error === 'string') return error
    if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') return error.message
  }
  return null
}
