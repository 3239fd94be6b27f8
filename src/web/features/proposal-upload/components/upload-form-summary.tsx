// A PDF-upload draft's fields, read only: one side of the conflict comparison (keep mine / take
// theirs), as GeneralFormSummary is for the online form.
import { Trans } from '@lingui/react/macro'
import type { UploadForm } from '../../../../shared/proposal-form/upload-form'
import styles from './upload-proposal-form.module.css'

interface Props {
  form: UploadForm
  districts: { id: string; label: string }[]
}

export function UploadFormSummary({ form, districts }: Props) {
  const names = form.assessmentDistricts.map((id) => districts.find((d) => d.id === id)?.label ?? id)
  const none = <Trans>Not given</Trans>
  return (
    <dl className={styles.summary}>
      <dt>
        <Trans>Proponent name</Trans>
      </dt>
      <dd>{form.proponentName || none}</dd>
      <dt>
        <Trans>Project title</Trans>
      </dt>
      <dd>{form.projectTitle || none}</dd>
      <dt>
        <Trans>Assessment districts</Trans>
      </dt>
      <dd>{names.length ? names.join(', ') : none}</dd>
      <dt>
        <Trans>Submitted by an agent</Trans>
      </dt>
      <dd>{form.isAgent ? <Trans>Yes</Trans> : <Trans>No</Trans>}</dd>
      {form.isAgent && (
        <>
          <dt>
            <Trans>Proponent email</Trans>
          </dt>
          <dd>{form.proponentEmail || none}</dd>
        </>
      )}
    </dl>
  )
}
