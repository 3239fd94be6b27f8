// Contracts of the account and session routes (spec proposals-and-accounts §7 "Accounts").
import { contract } from '../../http/openapi.ts'
import * as a from '../../../shared/schemas/account.ts'

const tags = ['Accounts']
const invalid = { 400: 'A field was not accepted, or the new password is too common; the message names it', 429: 'Too many attempts from this client' }
const link = { 404: 'The link is not valid or was already used', 410: 'The link has expired' }
const session = { 401: 'Not logged in, or the session has ended' }

export const routes = {
  checkToken: contract({ tags, summary: 'Checks that the bearer token is a live session', ok: a.StatusResponse, errors: session }),
  register: contract({
    tags,
    summary: 'Creates an account and mails a confirmation link (same answer, in the same time, whether or not the address has an account)',
    ok: a.StatusResponse,
    errors: invalid,
  }),
  resendConfirmation: contract({
    tags,
    summary: 'Mails a new confirmation link if the address has an unconfirmed account',
    ok: a.StatusResponse,
    errors: invalid,
  }),
  confirmEmail: contract({ tags, summary: 'Confirms the address from the mailed link and logs the user in', ok: a.TokenResponse, errors: link }),
  login: contract({
    tags,
    summary: 'Logs in with e-mail and password',
    description:
      'Failed attempts are slowed down per client, and per client and account together: past a few, each further attempt waits twice as long (429 with Retry-After). A login link by e-mail works meanwhile.',
    ok: a.TokenResponse,
    errors: {
      400: invalid[400],
      401: 'Wrong username and/or password',
      403: 'The address is not confirmed yet; a new link was mailed',
      429: 'Too many failed attempts lately; Retry-After says in how many seconds to try again',
    },
  }),
  requestLoginLink: contract({ tags, summary: 'Mails a single-use login link', ok: a.StatusResponse, errors: invalid }),
  loginWithLink: contract({ tags, summary: 'Logs in with a mailed link', ok: a.TokenResponse, errors: link }),
  forgotPassword: contract({ tags, summary: 'Mails a password reset link if the address has an account', ok: a.StatusResponse, errors: invalid }),
  checkResetLink: contract({ tags, summary: 'Checks a reset-password link before the form is shown', ok: a.CheckLinkResponse, errors: link }),
  checkCreateLink: contract({ tags, summary: 'Checks a create-password link before the form is shown', ok: a.CheckLinkResponse, errors: link }),
  resetPassword: contract({
    tags,
    summary: 'Sets a new password from a reset link, ends other sessions and logs in',
    ok: a.TokenResponse,
    errors: { ...invalid, ...link },
  }),
  createPassword: contract({ tags, summary: 'Sets the first password from a create link and logs in', ok: a.TokenResponse, errors: { ...invalid, ...link } }),
  user: contract({ tags, summary: 'The caller’s own account', ok: a.UserResponse, errors: { ...session, 403: 'Another user’s account' } }),
  updateAccount: contract({
    tags,
    summary: 'Saves the caller’s personal details (and records the yearly update)',
    ok: a.StatusResponse,
    errors: { ...invalid, ...session },
  }),
  updatePassword: contract({
    tags,
    summary: 'Changes the password; errorFields names oldPassword when it is wrong',
    ok: a.UpdatePasswordResponse,
    errors: { ...invalid, ...session },
  }),
  checkExpiring: contract({ tags, summary: 'Whether a session token is ok, expiring, expired or not a token', ok: a.ExpiringResponse }),
  renewToken: contract({ tags, summary: 'A fresh token for the same session', ok: a.TokenResponse, errors: session }),
  updateYearlyInfo: contract({ tags, summary: 'Records the answer to the yearly prompt', ok: a.StatusResponse, errors: session }),
  logout: contract({ tags, summary: 'Ends the session and signs this device out (its device token stops working)', ok: a.StatusResponse, errors: session }),
  exchangeDeviceToken: contract({
    tags,
    summary: 'Trades a device token for a new session and the next device token',
    description:
      'The device token (deviceToken of a login answer) is spent: use the deviceToken of this answer next time. Showing a spent token again ends the device session, as does 30 days without a trade, logout from the device, signing it out in My Account, and a password change or reset.',
    ok: a.TokenResponse,
    errors: { 400: invalid[400], 401: 'The device session has ended; log in again', 429: invalid[429] },
  }),
  deviceSessions: contract({ tags, summary: 'The caller’s devices still signed in', ok: a.DeviceSessionsResponse, errors: session }),
  endDeviceSession: contract({
    tags,
    summary: 'Signs one of the caller’s devices out',
    ok: a.StatusResponse,
    errors: { ...session, 404: 'No device of the caller’s has this id' },
  }),
}
