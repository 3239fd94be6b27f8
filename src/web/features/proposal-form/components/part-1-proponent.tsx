// Part 1: the proponent, their mailing address, whether an agent fills the form for them (then the
// proponent's email and their signed consent form), and who the contact is: "Yes, I am the primary
// contact" copies the signed-in person's name and email into the contact fields and locks them.
// An agent's missing email and consent form are said as they go, and block a submit (agent-requirements).
// The placer form's part 1 is this part too: it holds the same fields by the same names.
import { Trans, useLingui } from '@lingui/react/macro'
import { agentMissing } from '../../../../shared/proposal-form/agent-requirements'
import { isFieldRequiredShown, primaryContactPatch } from '../../../../shared/proposal-form/general-form-rules'
import type { Part1Field, ProponentFields } from '../../../../shared/proposal-form/general-form-rules'
import type { GeneralForm } from '../../../../shared/proposal-form/general-form'
import { TextInput, YesNo } from './form-fields'
import type { RenderDocuments } from './part-props'
import styles from './form-fields.module.css'

export interface CurrentUser {
  firstName: string
  lastName: string
  email: string
}

export type ProponentForm = ProponentFields & Pick<GeneralForm, 'isAgent' | 'proponentEmail' | 'primaryContact'>

interface Props {
  form: ProponentForm
  onChange: (patch: Partial<ProponentForm>) => void
  /** After a submit attempt: required fields are marked. */
  showErrors: boolean
  attachments: { agentConsentFiles: number }
  currentUser: CurrentUser
  renderDocuments: RenderDocuments
}

export function Part1Proponent({ form, onChange, showErrors, attachments, currentUser, renderDocuments }: Props) {
  const { t } = useLingui()
  const invalid = (field: Part1Field) => isFieldRequiredShown(form, field, showErrors)
  const text = (field: Part1Field, label: string, extra: { type?: 'email' | 'tel'; autoComplete?: string; readOnly?: boolean } = {}) => (
    <TextInput
      id={`gf-${field}`}
      label={label}
      value={form[field]}
      onChange={(v) => onChange({ [field]: v })}
      required
      invalid={!extra.readOnly && invalid(field)}
      {...extra}
    />
  )
  const locked = form.primaryContact === true
  const agentLacks = agentMissing(form, attachments.agentConsentFiles)
  return (
    <>
      {text('projectTitle', t`Project title`)}
      {text('proponentName', t`Proponent name`, { autoComplete: 'organization' })}

      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <Trans>Proponent mailing address</Trans>
        </legend>
        {text('proponentMailingAddressStreet', t`Street`, { autoComplete: 'street-address' })}
        <div className={styles.row}>
          {text('proponentMailingAddressCity', t`City`, { autoComplete: 'address-level2' })}
          {text('proponentMailingAddressProvince', t`Province or territory`, { autoComplete: 'address-level1' })}
        </div>
        <div className={styles.row}>
          {text('proponentMailingAddressPostalCode', t`Postal code`, { autoComplete: 'postal-code' })}
          {text('proponentMailingAddressCountry', t`Country`, { autoComplete: 'country-name' })}
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <Trans>Agent</Trans>
        </legend>
        <label className={styles.toggle}>
          <input type="checkbox" checked={form.isAgent} onChange={(e) => onChange({ isAgent: e.target.checked })} />{' '}
          <Trans>I am an agent submitting this proposal for the proponent</Trans>
        </label>
        {form.isAgent && (
          <>
            <p className={styles.hint}>
              <Trans>An agent needs the proponent's email and a consent form signed by the proponent. The assessment does not start without them.</Trans>
            </p>
            <TextInput
              id="gf-proponentEmail"
              label={t`Proponent email`}
              type="email"
              autoComplete="off"
              value={form.proponentEmail}
              onChange={(v) => onChange({ proponentEmail: v })}
              required
              invalid={showErrors && agentLacks.includes('proponentEmail')}
            />
            <div className={styles.subsection}>
              <h3 className={styles.subheading}>
                <Trans>Signed agent consent form</Trans>
              </h3>
              {renderDocuments({ group: 'agent-consent', label: t`Signed agent consent form` })}
            </div>
            {agentLacks.length > 0 && (
              <div className={styles.warning} role="status">
                {agentLacks.includes('proponentEmail') && (
                  <p>
                    <Trans>The proponent's email is not filled in yet.</Trans>
                  </p>
                )}
                {agentLacks.includes('agentConsentFile') && (
                  <p>
                    <Trans>No signed consent form is attached yet.</Trans>
                  </p>
                )}
              </div>
            )}
          </>
        )}
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <Trans>Contact</Trans>
        </legend>
        <YesNo
          name="gf-primaryContact"
          legend={<Trans>Are you the primary contact for this proposal?</Trans>}
          value={form.primaryContact}
          onChange={(yes) => onChange(primaryContactPatch(yes, currentUser))}
        />
        {locked && (
          <p className={styles.hint}>
            <Trans>Your name and email from your account are used. Answer No to give someone else as the contact.</Trans>
          </p>
        )}
        {text('contactPerson', t`Contact person`, { autoComplete: 'name', readOnly: locked })}
        {text('contactPhone', t`Contact phone`, { type: 'tel', autoComplete: 'tel' })}
        {text('contactEmail', t`Contact email`, { type: 'email', autoComplete: 'email', readOnly: locked })}
      </fieldset>
    </>
  )
}
