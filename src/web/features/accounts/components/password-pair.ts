// The new-password and confirmation fields' rules (spec §5): at least 8 characters with a letter
// and a number, and the two the same.
import { isValidPassword } from '../../../../shared/domain/password-rule'

export const PASSWORD_RULE_MESSAGE = 'Password must be at least 8 characters with a letter and a number'
export const MISMATCH_MESSAGE = "Passwords don't match"

export function passwordError(password: string): string | undefined {
  if (!password) return 'This field is required'
  return isValidPassword(password) ? undefined : PASSWORD_RULE_MESSAGE
}

export function confirmationError(password: string, confirmation: string): string | undefined {
  if (!confirmation) return 'This field is required'
  return password === confirmation ? undefined : MISMATCH_MESSAGE
}
