// Said on the Documents tab after a response is submitted (spec §4: "redirected to documents with
// the review deadline"): the moment the office's queue shows as the review's due time, so the
// proponent and the assessor are given the same one.
import { Trans } from '@lingui/react/macro'
import { formatDateTime, yukonInstant } from '../../../../shared/domain/dates'
import { useLocale } from '../../../lib/i18n'
import styles from './information-responses.module.css'

export function ResponseSubmitted({ number, reviewDeadline }: { number: number; reviewDeadline: string | null }) {
  const locale = useLocale()
  const deadline = reviewDeadline ? formatDateTime(yukonInstant(reviewDeadline), locale) : null
  return (
    <p className={styles.warning} role="status" data-testid="response-submitted">
      {deadline ? (
        <Trans>
          Your response to Information Request {number} was submitted for review. The assessor reviews it by {deadline}.
        </Trans>
      ) : (
        <Trans>Your response to Information Request {number} was submitted for review.</Trans>
      )}
    </p>
  )
}
