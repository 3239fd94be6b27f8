// The heading both answer forms open with: the request's number and, when it has one, its deadline.
import { Trans } from '@lingui/react/macro'
import { useFormatDateTime } from '../../../lib/i18n'
import styles from './information-responses.module.css'

export function AnswerHeading({ id, number, deadline }: { id: string; number: number | string; deadline: string | null }) {
  const formatDateTime = useFormatDateTime()
  return (
    <>
      <h2 id={id}>
        <Trans>Information Request {number}</Trans>
      </h2>
      {deadline && (
        <p className={styles.meta}>
          <Trans>Response due {formatDateTime(deadline)}</Trans>
        </p>
      )}
    </>
  )
}
