// Account payloads and answers (spec proposals-and-accounts §7 "Accounts"). The web forms and
// the server routes validate with the same schemas.
import * as v from 'valibot'
import { isValidPassword } from '../domain/password-rule.ts'
import { StatusOk } from './common.ts'
import { Text } from './input.ts'

const name = v.pipe(Text, v.trim(), v.nonEmpty('This field is required'), v.maxLength(100, 'must be at most 100 characters'))
export const Email = v.pipe(Text, v.trim(), v.nonEmpty('This field is required'), v.maxLength(254, 'is too long'), v.email('Invalid email address'))
export const Password = v.pipe(
  Text,
  v.maxLength(200, 'is too long'),
  v.check(isValidPassword, 'Password must be at least 8 characters with a letter and a number'),
)
const Language = v.optional(v.picklist(['en', 'fr']), 'en')

export const RegisterBody = v.object({
  firstName: name,
  lastName: name,
  company: v.optional(v.nullable(v.pipe(Text, v.trim(), v.maxLength(200)))),
  email: Email,
  plainPassword: Password,
  language: Language,
})

export const EmailBody = v.object({ email: Email, language: Language })
export const LoginBody = v.object({
  email: v.pipe(Text, v.trim(), v.nonEmpty('This field is required')),
  plainPassword: v.pipe(Text, v.nonEmpty('This field is required')),
})
export const SetPasswordBody = v.object({ plainPassword: Password, userId: v.optional(Text) })
export const UpdatePasswordBody = v.object({
  oldPassword: v.pipe(Text, v.nonEmpty('This field is required')),
  plainPassword: Password,
  userId: v.optional(Text),
})
export const UpdateAccountBody = v.object({
  firstName: name,
  lastName: name,
  company: v.optional(v.nullable(v.pipe(Text, v.trim(), v.maxLength(200)))),
  phone: v.optional(v.nullable(v.pipe(Text, v.trim(), v.maxLength(40)))),
  language: Language,
})

export const StatusResponse = v.object({ status: StatusOk })

export const TokenResponse = v.object({
  status: StatusOk,
  /** The session token; `jwtToken` is the same value under the name the public side reads. */
  token: v.string(),
  jwtToken: v.string(),
  /** A year has passed since the user last confirmed their details. */
  isTimeToUpdate: v.boolean(),
  /** The device session's refresh token (decision 0063), kept on the device to get new sessions without a login. */
  deviceToken: v.optional(v.string()),
})

export const DeviceTokenBody = v.object({ deviceToken: v.pipe(Text, v.nonEmpty('This field is required'), v.maxLength(200, 'is too long')) })

export const DeviceSession = v.object({
  id: v.string(),
  /** Browser and system, read from the User-Agent it signed in with. */
  label: v.string(),
  createdAt: v.string(),
  lastUsedAt: v.string(),
  /** The device this request came from. */
  current: v.boolean(),
})
export const DeviceSessionsResponse = v.object({ status: StatusOk, devices: v.array(DeviceSession) })

export const CheckLinkResponse = v.object({ status: StatusOk, userId: v.string() })

export const ExpiringResponse = v.object({ status: v.picklist(['ok', 'expiring', 'expired', 'error']), expiresAt: v.nullable(v.string()) })

export const User = v.object({
  userId: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  company: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  language: v.picklist(['en', 'fr']),
  infoUpdatedDate: v.nullable(v.string()),
})
export const UserResponse = v.object({ status: StatusOk, user: User })

export const UpdatePasswordResponse = v.object({
  status: v.string(),
  errorFields: v.array(v.string()),
  token: v.optional(v.string()),
  deviceToken: v.optional(v.string()),
})
