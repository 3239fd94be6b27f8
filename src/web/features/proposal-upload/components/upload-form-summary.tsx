// A PDF-upload draft's fields, read only: one side of the conflict comparison (keep mine / take
// theirs), as GeneralFormSummary is for the online form; `only` keeps the fields that differ
// (shared/proposal-form/form-differences), in the page's order.
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { UploadForm } from '../../../../shared/proposal-form/upload-form'
import type { UploadFormItem } from '../../../../shared/proposal-form/form-differences'
import styles from './upload-proposal-form.module.css'

interface Props {
  form: UploadForm
  districts: { id: string; label: string }[]
  /** The fields shown; undefined: all of them. */
  only?: readonly UploadFormItem[]
}

export function UploadFormSummary({ form, districts, only }: Props) {
  const names = form.assessmentDistricts.map((id) => districts.find((d) => d.id === id)?.label ?? id)
  const none = <Trans>Not given</Trans>
  const privacy = <Trans>Privacy Statement</Trans>
  const terms = <Trans>Terms of Use</Trans>
  const agreed =
    form.agreePrivacy && form.agreeTerms ? (
      <>
        {privacy}, {terms}
      </>
    ) : form.agreePrivacy ? (
      privacy
    ) : form.agreeTerms ? (
      terms
    ) : (
      none
    )
  const items: [UploadFormItem, ReactNode, ReactNode][] = [
    ['proponentName', <Trans>Proponent name</Trans>, form.proponentName || none],
    ['projectTitle', <Trans>Project title</Trans>, form.projectTitle || none],
    ['assessmentDistricts', <Trans>Assessment districts</Trans>, names.length ? names.join(', ') : none],
    ['isAgent', <Trans>Submitted by an agent</Trans>, form.isAgent ? <Trans>Yes</Trans> : <Trans>No</Trans>],
    ['proponentEmail', <Trans>Proponent email</Trans>, form.proponentEmail || none],
    ['agreements', <Trans>Agreements</Trans>, agreed],
  ]
  return (
    <dl className={styles.summary}>
      {items
        .filter(([item]) => (only ? only.includes(item) : item !== 'proponentEmail' || form.isAgent))
        .map(([item, label, value]) => (
          <div key={item} className={styles.summaryItem}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  )
}
