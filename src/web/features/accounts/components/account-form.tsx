// The form of every account screen: what went wrong the last time it was sent (announced), its
// fields, and the submit button, which is off while the form is being sent and until it is ready.
// The screens whose typing is worth keeping (details, passwords, registration; not a login) ask
// before the person leaves them changed and not sent.
import { useStore } from '@tanstack/react-form'
import type { AnyFormApi } from '@tanstack/react-form'
import { useState } from 'react'
import type { ReactNode } from 'react'
import { Button } from '../../../components/ui/button'
import { LeaveGuard } from '../../../components/ui/leave-guard'
import { submitHandler } from '../../../components/ui/submit-handler'
import { FormMessage } from './account-card'
import styles from './accounts.module.css'

interface Props {
  form: AnyFormApi
  error: string | null
  submitLabel: ReactNode
  /** Whether what is filled in may be sent (the screens that say so keep the button off until then). */
  ready?: boolean
  /** Ask before leaving with changes not sent. */
  guarded?: boolean
  children: ReactNode
}

export function AccountForm({ form, error, submitLabel, ready = true, guarded = false, children }: Props) {
  const submitting = useStore(form.store, (s) => s.isSubmitting)
  const values = useStore(form.store, (s) => (s.isDefaultValue ? null : JSON.stringify(s.values)))
  // What was sent last: the screen moves on after it, or says why not with it still filled in.
  const [sent, setSent] = useState<string | null>(null)
  return (
    <>
      {error && <FormMessage kind="error">{error}</FormMessage>}
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          setSent(values)
          submitHandler(form.handleSubmit)(event)
        }}
      >
        <LeaveGuard when={guarded && values !== null && values !== sent && !submitting} />
        {children}
        <div className={styles.actions}>
          <Button type="submit" disabled={!ready || submitting}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </>
  )
}
