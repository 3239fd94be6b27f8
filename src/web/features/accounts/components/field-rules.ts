// The account forms' field rules (spec §5): a required text; a new password of at least 8
// characters with a letter and a number, and its confirmation, the same. Each rule returns the
// English message the catalogs translate (lib/validation-messages), or undefined.
import type { AnyFieldApi } from '@tanstack/react-form'
import { isValidPassword } from '../../../../shared/domain/password-rule'

export const REQUIRED_MESSAGE = 'This field is required'
export const PASSWORD_RULE_MESSAGE = 'Password must be at least 8 characters with a letter and a number'
export const MISMATCH_MESSAGE = "Passwords don't match"

/** The name of the new password in every form that sets one (account-fields' NewPasswordFields). */
export const NEW_PASSWORD_FIELD = 'password'

export const required = ({ value }: { value: string }) => (value.trim() ? undefined : REQUIRED_MESSAGE)

export function passwordError(password: string): string | undefined {
  if (!password) return REQUIRED_MESSAGE
  return isValidPassword(password) ? undefined : PASSWORD_RULE_MESSAGE
}

export function confirmationError(password: string, confirmation: string): string | undefined {
  if (!confirmation) return REQUIRED_MESSAGE
  return password === confirmation ? undefined : MISMATCH_MESSAGE
}

/** Whether a form's `password` and `confirmation` may be sent. */
export const passwordsReady = ({ password, confirmation }: { password: string; confirmation: string }) =>
  !passwordError(password) && !confirmationError(password, confirmation)

const newPassword = ({ value }: { value: string }) => passwordError(value)
const sameAsPassword = ({ value, fieldApi }: { value: string; fieldApi: AnyFieldApi }) =>
  confirmationError(fieldApi.form.getFieldValue('password') as string, value)

/** Checked as the field changes and again when the form is sent. */
export const requiredRules = { onChange: required, onSubmit: required }
export const newPasswordRules = { onChange: newPassword, onSubmit: newPassword }
/** The confirmation follows the `password` field: changing the password checks it again. */
export const confirmationRules = { onChangeListenTo: ['password'] as ['password'], onChange: sameAsPassword, onSubmit: sameAsPassword }
