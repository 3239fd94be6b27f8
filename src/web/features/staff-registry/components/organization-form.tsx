// Adding or editing an organization: its kind (chosen once, when it is added), its name, the names
// the public pages show in English and French, and its e-mail address. The shared schema checks the
// fields before anything is sent, and each problem shows under its field, the server's too.
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { FormEvent } from 'react'
import * as v from 'valibot'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { LeaveGuard, useChangedSince } from '../../../components/ui/leave-guard'
import styles from '../../../components/staff/staff.module.css'
import own from '../staff-registry.module.css'
import { ApiError } from '../../../lib/api-client'
import { ADMINISTERED_ORGANIZATION_KINDS, NewOrganization } from '../../../../shared/schemas/staff-registry'
import type { StaffOrganization } from '../api/staff-registry-api'
import { useRegistryWords } from '../registry-names'
import type { OrganizationKind } from '../registry-names'

export interface OrganizationDraft {
  organizationId: string | null
  kind: OrganizationKind
  name: string
  publicDisplayName: string
  frenchDisplayName: string
  email: string
}

const FIELDS = ['kind', 'name', 'publicDisplayName', 'frenchDisplayName', 'email'] as const
type FieldName = (typeof FIELDS)[number]
type Errors = Partial<Record<FieldName, string>>

export const emptyDraft = (kind: OrganizationKind): OrganizationDraft => ({
  organizationId: null,
  kind,
  name: '',
  publicDisplayName: '',
  frenchDisplayName: '',
  email: '',
})

/** The public name shows only when it differs from the name (the form leaves it empty otherwise). */
export const draftOf = (o: StaffOrganization): OrganizationDraft => ({
  organizationId: o.organizationId,
  kind: o.kind as OrganizationKind,
  name: o.name,
  publicDisplayName: o.publicDisplayName === o.name ? '' : o.publicDisplayName,
  frenchDisplayName: o.frenchDisplayName ?? '',
  email: o.email ?? '',
})

interface Props {
  draft: OrganizationDraft
  pending: boolean
  /** Saves the checked input; a refusal of a field comes back to show under it. */
  onSave: (input: v.InferOutput<typeof NewOrganization>) => Promise<unknown>
  onCancel: () => void
}

export function OrganizationForm({ draft: initial, pending, onSave, onCancel }: Props) {
  const { t } = useLingui()
  const words = useRegistryWords()
  const [draft, setDraft] = useState(initial)
  const [errors, setErrors] = useState<Errors>({})
  const set = (fields: Partial<OrganizationDraft>) => setDraft((d) => ({ ...d, ...fields }))
  const changed = useChangedSince(draft)
  const editing = draft.organizationId !== null
  const generic = t`A value is missing or not valid. Check the fields and try again.`

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const blankIsNone = (text: string) => (text.trim() === '' ? null : text)
    const parsed = v.safeParse(NewOrganization, {
      kind: draft.kind,
      name: draft.name,
      publicDisplayName: blankIsNone(draft.publicDisplayName),
      frenchDisplayName: blankIsNone(draft.frenchDisplayName),
      email: blankIsNone(draft.email),
    })
    if (!parsed.success) {
      const found: Errors = {}
      for (const issue of parsed.issues) {
        const key = issue.path?.[0]?.key as FieldName | undefined
        if (key && !found[key]) found[key] = words.message(issue.message, generic)
      }
      setErrors(found)
      return
    }
    setErrors({})
    try {
      await onSave(parsed.output)
    } catch (error) {
      // Any other failure is the page's to say.
      if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409)) return
      const field = error.status === 409 ? 'name' : (FIELDS.find((f) => f === error.parameter) ?? 'name')
      setErrors({ [field]: words.message(error.userMessage, generic) })
    }
  }

  return (
    <form className={own.form} onSubmit={(e) => void save(e)} noValidate data-testid="organization-form">
      <LeaveGuard when={changed && !pending} />
      <div className={styles.stack}>
        {editing ? (
          <p>
            <Trans>Kind</Trans>: {words.kinds[draft.kind].one}
          </p>
        ) : (
          <Field id="organization-kind" label={<Trans>Kind</Trans>} required error={errors.kind}>
            {(control) => (
              <select {...control} value={draft.kind} onChange={(e) => set({ kind: e.target.value as OrganizationKind })}>
                {ADMINISTERED_ORGANIZATION_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {words.kinds[kind].one}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        <Field id="organization-name" label={<Trans>Name</Trans>} required error={errors.name}>
          {(control) => <input {...control} value={draft.name} maxLength={300} onChange={(e) => set({ name: e.target.value })} />}
        </Field>
        <Field
          id="organization-public-name"
          label={<Trans>Name shown to the public</Trans>}
          hint={<Trans>Leave empty to show the name.</Trans>}
          error={errors.publicDisplayName}
        >
          {(control) => <input {...control} value={draft.publicDisplayName} maxLength={300} onChange={(e) => set({ publicDisplayName: e.target.value })} />}
        </Field>
        <Field
          id="organization-french-name"
          label={<Trans>Name in French</Trans>}
          hint={<Trans>Leave empty to show the English name to French readers.</Trans>}
          error={errors.frenchDisplayName}
        >
          {(control) => (
            <input {...control} lang="fr" value={draft.frenchDisplayName} maxLength={300} onChange={(e) => set({ frenchDisplayName: e.target.value })} />
          )}
        </Field>
        <Field
          id="organization-email"
          label={<Trans>E-mail</Trans>}
          hint={<Trans>The organization’s general address, if it has one.</Trans>}
          error={errors.email}
        >
          {(control) => <input {...control} type="email" value={draft.email} maxLength={254} onChange={(e) => set({ email: e.target.value })} />}
        </Field>
      </div>
      <div className={styles.row}>
        <Button type="submit" disabled={pending}>
          {editing ? <Trans>Save changes</Trans> : <Trans>Add the organization</Trans>}
        </Button>
        {editing && (
          <Button variant="secondary" onClick={onCancel}>
            <Trans>Cancel editing</Trans>
          </Button>
        )}
      </div>
    </form>
  )
}
