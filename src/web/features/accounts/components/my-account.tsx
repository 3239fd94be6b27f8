// My Account (spec §2): personal details, changing the password (enabled only when the new
// password is valid and confirmed; "Current Password is not correct" when the old one is wrong), and
// the devices kept signed in (decision 0063), each of which can be signed out from here.
import { Trans } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import { useForm, useStore } from '@tanstack/react-form'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Button } from '../../../components/ui/button'
import { useFormatDateTime } from '../../../lib/i18n'
import { TextField } from '../../../components/ui/text-field'
import { ACCOUNT_TOAST_MS, showToast } from '../../../components/ui/toast'
import type { GetData } from '../../../lib/api-client'
import { startSession } from '../../../lib/device-session'
import { deviceLabelParts } from '../../../../shared/domain/device-sessions'
import { accountApi, accountQueries } from '../api/account-api'
import { useAccountSend } from '../hooks/use-account-send'
import { NameFields, NewPasswordFields } from './account-fields'
import { AccountForm } from './account-form'
import styles from './accounts.module.css'
import { passwordsReady, required } from './field-rules'

type User = GetData<'/api/users/{userId}'>['user']

function PersonalDetails({ user }: { user: User }) {
  const queryClient = useQueryClient()
  const { error, attempt } = useAccountSend({ fallback: msg`An Error Occurred` })
  const form = useForm({
    defaultValues: { firstName: user.firstName, lastName: user.lastName, company: user.company ?? '', phone: user.phone ?? '' },
    onSubmit: ({ value }) =>
      attempt(async () => {
        await accountApi.updateAccount({
          firstName: value.firstName.trim(),
          lastName: value.lastName.trim(),
          company: value.company.trim() || null,
          phone: value.phone.trim() || null,
        })
        await queryClient.invalidateQueries({ queryKey: ['account', user.userId] })
        showToast(<Trans>Your account details have been saved</Trans>, { durationMs: ACCOUNT_TOAST_MS })
      }),
  })
  return (
    <section className={styles.section} aria-labelledby="details-title">
      <h2 id="details-title">
        <Trans>Personal Details</Trans>
      </h2>
      <AccountForm form={form} error={error} submitLabel={<Trans>Save details</Trans>} guarded>
        <p>
          <Trans>Email</Trans>: <strong>{user.email}</strong>
        </p>
        <NameFields form={form} />
        <form.Field name="phone">{(field) => <TextField field={field} label={<Trans>Telephone (optional)</Trans>} type="tel" autoComplete="tel" />}</form.Field>
      </AccountForm>
    </section>
  )
}

function ChangePassword() {
  const { error, attempt } = useAccountSend({ fallback: msg`Password Change Error` })
  const form = useForm({
    defaultValues: { oldPassword: '', password: '', confirmation: '' },
    onSubmit: ({ value, formApi }) =>
      attempt(async () => {
        const answer = await accountApi.updatePassword(value.oldPassword, value.password)
        if (answer.errorFields.includes('oldPassword')) return msg`Current Password is not correct`
        // The change ends every other session and device session; this one goes on with the tokens it was given.
        if (answer.token) await startSession({ token: answer.token, deviceToken: answer.deviceToken })
        formApi.reset()
        showToast(<Trans>Password Updated</Trans>, { durationMs: ACCOUNT_TOAST_MS })
      }, formApi),
  })
  const valid = useStore(form.store, (s) => s.values.oldPassword !== '' && passwordsReady(s.values))
  return (
    <section className={styles.section} aria-labelledby="password-title">
      <h2 id="password-title">
        <Trans>Change Password</Trans>
      </h2>
      <AccountForm form={form} error={error} submitLabel={<Trans>Change password</Trans>} ready={valid} guarded>
        <form.Field name="oldPassword" validators={{ onSubmit: required }}>
          {(field) => <TextField field={field} label={<Trans>Current password</Trans>} type="password" autoComplete="current-password" required />}
        </form.Field>
        <NewPasswordFields form={form} />
      </AccountForm>
    </section>
  )
}

/** A device as the registry names it in English ("Safari on iPad"), in the reader's language. */
function DeviceName({ label }: { label: string }) {
  const parts = deviceLabelParts(label)
  if (!parts) return <Trans>Unknown device</Trans>
  if ('name' in parts) return parts.name
  const { browser, system } = parts
  return (
    <Trans>
      {browser} on {system}
    </Trans>
  )
}

function SignedInDevices({ userId }: { userId: string }) {
  const queryClient = useQueryClient()
  const formatDateTime = useFormatDateTime()
  const { data: devices } = useQuery(accountQueries.devices(userId))
  const { error, attempt } = useAccountSend({ fallback: msg`An Error Occurred` })
  const signOut = (id: string) =>
    attempt(async () => {
      await accountApi.endDeviceSession(id)
      await queryClient.invalidateQueries({ queryKey: accountQueries.devices(userId).queryKey })
      showToast(<Trans>Device signed out</Trans>, { durationMs: ACCOUNT_TOAST_MS })
    })
  return (
    <section className={styles.section} aria-labelledby="devices-title">
      <h2 id="devices-title">
        <Trans>Devices signed in</Trans>
      </h2>
      <p>
        <Trans>
          These devices stay signed in, so that work done without a connection is sent when they are back online. A device not used for 30 days is signed out.
        </Trans>
      </p>
      {error && <p role="alert">{error}</p>}
      <ul className={styles.devices}>
        {devices?.map((device) => {
          const lastUsed = formatDateTime(device.lastUsedAt)
          return (
            <li key={device.id} data-testid="signed-in-device">
              <span>
                <strong>
                  <DeviceName label={device.label} />
                </strong>{' '}
                {device.current && <Trans>(this device)</Trans>}
                <br />
                <Trans>Last used {lastUsed}</Trans>
              </span>
              <Button variant="secondary" onClick={() => void signOut(device.id)}>
                <Trans>Sign out this device</Trans>
              </Button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

export function MyAccount({ user }: { user: User }) {
  return (
    <>
      <PersonalDetails user={user} />
      <ChangePassword />
      <SignedInDevices userId={user.userId} />
    </>
  )
}
