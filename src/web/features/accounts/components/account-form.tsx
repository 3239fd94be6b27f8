// The form of every account screen: what went wrong the last time it was sent (announced), its
// fields, and the submit button, which is off while the form is being sent and until it is ready.
import { useStore } from '@tanstack/react-form'
import type { AnyFormApi } from '@tanstack/react-form'
import type { ReactNode } from 'react'
import { Button } from '../../../components/ui/button'
import { submitHandler } from '../../../components/ui/submit-handler'
import { FormMessage } from './account-card'
import styles from './accounts.module.css'

interface Props {
  form: AnyFormApi
  error: string | null
  submitLabel: ReactNode
  /** Whether what is filled in may be sent (the screens that say so keep the button off until then). */
  ready?: boolean
  children: ReactNode
}

export function AccountForm({ form, error, submitLabel, ready = true, children }: Props) {
  const submitting = useStore(form.store, (s) => s.isSubmitting)
  return (
    <>
      {error && <FormMessage kind="error">{error}</FormMessage>}
      <form className={styles.form} noValidate onSubmit={submitHandler(form.handleSubmit)}>
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
