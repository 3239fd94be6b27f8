// The PDF-upload proposal's fields (spec proposals-and-accounts §2 "PDF-upload submission", §5
// "PDF upload", §8): proponent name, project title, the assessment districts, one proposal file,
// for agents the proponent's email and one consent form (agent-requirements), and both agreements. Required fields say
// 'This field is mandatory' after a submit attempt, with the 'in order to continue' alert above.
// The files come from the route (renderFiles), which keeps them with the draft.
import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { ReactNode } from 'react'
import { Agreements } from '../../../components/ui/agreements'
import { Button } from '../../../components/ui/button'
import { CheckboxGroup } from '../../../components/ui/checkbox-group'
import { Field } from '../../../components/ui/field'
import type { CheckboxOption } from '../../../components/ui/checkbox-group'
import { agentMissing } from '../../../../shared/proposal-form/agent-requirements'
import { uploadMissing } from '../../../../shared/proposal-form/upload-form'
import type { UploadFiles, UploadForm, UploadRequirement } from '../../../../shared/proposal-form/upload-form'
import styles from './upload-proposal-form.module.css'

export interface UploadProposalFormProps {
  form: UploadForm
  onChange: (patch: Partial<UploadForm>) => void
  /** After a submit attempt: the required fields are marked. */
  showErrors: boolean
  districts: CheckboxOption[]
  files: UploadFiles
  /** The file list and picker of a group: the proposal file, or the agent's consent form. */
  renderFiles: (group: 'proposal' | 'agent-consent') => ReactNode
  disabled?: boolean
}

function Mandatory({ id }: { id: string }) {
  return (
    <p id={id} className={styles.error}>
      <Trans>This field is mandatory</Trans>
    </p>
  )
}

export function UploadProposalForm({ form, onChange, showErrors, districts, files, renderFiles, disabled }: UploadProposalFormProps) {
  const { t } = useLingui()
  const id = useId()
  const missing = new Set<UploadRequirement>(showErrors ? uploadMissing(form, files) : [])
  const agentLacks = agentMissing(form, files.agentConsent)
  const mandatory = (key: UploadRequirement) => (missing.has(key) ? t`This field is mandatory` : undefined)
  // Each is required (the proponent's email shows only for an agent, who needs it).
  const text = (key: 'proponentName' | 'projectTitle' | 'proponentEmail', label: ReactNode, type = 'text') => (
    <Field id={`${id}-${key}`} label={label} required error={missing.has(key) && <Trans>This field is mandatory</Trans>}>
      {(control) => <input {...control} type={type} value={form[key]} disabled={disabled} onChange={(e) => onChange({ [key]: e.target.value })} />}
    </Field>
  )
  return (
    <div className={styles.form}>
      {missing.size > 0 && (
        <div className={styles.alert} role="alert">
          <Trans>Please fill in the fields marked as mandatory in order to continue.</Trans>
        </div>
      )}
      {text('proponentName', <Trans>Proponent name</Trans>)}
      {text('projectTitle', <Trans>Project title</Trans>)}
      <div className={missing.has('assessmentDistricts') ? styles.invalid : undefined}>
        <CheckboxGroup
          legend={
            <>
              <Trans>Assessment districts</Trans>
              <span aria-hidden="true"> *</span>
            </>
          }
          options={districts}
          selected={form.assessmentDistricts}
          onChange={(ids) => onChange({ assessmentDistricts: ids })}
        />
        {missing.has('assessmentDistricts') && <Mandatory id={`${id}-districts-error`} />}
      </div>
      <section className={missing.has('proposalFile') ? styles.invalid : undefined} aria-labelledby={`${id}-proposal`}>
        <h2 id={`${id}-proposal`} className={styles.heading}>
          <Trans>Proposal file</Trans>
          <span aria-hidden="true"> *</span>
        </h2>
        <p className={styles.hint}>
          <Trans>The filled-in proposal form, as one PDF file.</Trans>
        </p>
        {renderFiles('proposal')}
        {missing.has('proposalFile') && (
          <p className={styles.error} role="alert">
            <Trans>Please attach Proposal</Trans>
          </p>
        )}
      </section>
      <fieldset className={styles.question}>
        <legend>
          <Trans>Are you submitting this proposal as an agent for the proponent?</Trans>
        </legend>
        <label>
          <input type="radio" name={`${id}-agent`} checked={form.isAgent} disabled={disabled} onChange={() => onChange({ isAgent: true })} /> <Trans>Yes</Trans>
        </label>
        <label>
          <input type="radio" name={`${id}-agent`} checked={!form.isAgent} disabled={disabled} onChange={() => onChange({ isAgent: false })} />{' '}
          <Trans>No</Trans>
        </label>
      </fieldset>
      {form.isAgent && (
        <section className={styles.agent} aria-labelledby={`${id}-agent-heading`}>
          <h2 id={`${id}-agent-heading`} className={styles.heading}>
            <Trans>Agent</Trans>
          </h2>
          {text('proponentEmail', <Trans>Proponent email</Trans>, 'email')}
          <p className={styles.hint}>
            <Trans>Attach the consent form the proponent signed. The assessment does not start without it.</Trans>
          </p>
          {renderFiles('agent-consent')}
          {agentLacks.length > 0 && (
            <p className={missing.has('agentConsentFile') ? styles.error : styles.reminder} role={missing.has('agentConsentFile') ? 'alert' : undefined}>
              {agentLacks.length === 2 ? (
                <Trans>As an agent, give the proponent’s email and attach their signed consent form.</Trans>
              ) : agentLacks.includes('proponentEmail') ? (
                <Trans>As an agent, give the proponent’s email.</Trans>
              ) : (
                <Trans>As an agent, attach the proponent’s signed consent form.</Trans>
              )}
            </p>
          )}
        </section>
      )}
      <Agreements
        privacy={form.agreePrivacy}
        terms={form.agreeTerms}
        // Only the box that changed, as the comment form does: the draft's copy of the other may not be drawn yet.
        onChange={({ privacy, terms }) => onChange(privacy !== form.agreePrivacy ? { agreePrivacy: privacy } : { agreeTerms: terms })}
        legend={<Trans>Agreements</Trans>}
        className={styles.agreements}
        disabled={disabled}
        errors={{ privacy: mandatory('agreePrivacy'), terms: mandatory('agreeTerms'), className: styles.error }}
      />
    </div>
  )
}

/** Save draft and Submit, under the form. */
export function UploadActions({
  onSave,
  onSubmit,
  saving,
  locked,
  more,
}: {
  onSave: () => void
  onSubmit: () => void
  saving: boolean
  locked: boolean
  more?: ReactNode
}) {
  return (
    <div className={styles.actions}>
      <Button variant="secondary" onClick={onSave} disabled={saving || locked}>
        <Trans>Save draft</Trans>
      </Button>
      <Button onClick={onSubmit} disabled={locked}>
        <Trans>Submit</Trans>
      </Button>
      {more}
    </div>
  )
}
