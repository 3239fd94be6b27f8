// Where a request that no longer takes answers stands (spec §4): with the assessor, or published.
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { assessorReviewing } from '../../../../shared/domain/information-responses'
import styles from './information-responses.module.css'

export function RequestStanding({
  projectId,
  informationRequestId,
  number,
  status,
}: {
  projectId: string
  informationRequestId: string
  number: number
  status: string
}) {
  return (
    <section aria-labelledby="standing-heading">
      <h2 id="standing-heading">
        <Trans>Information Request {number}</Trans>
      </h2>
      <p className={styles.warning} role="note">
        {assessorReviewing(status) ? <Trans>Assessor Reviewing Information</Trans> : <Trans>Information Request {number} has been responded to.</Trans>}
      </p>
      <Link to="/projects/$projectId/information-requests/$informationRequestId/{-$irType}" params={{ projectId, informationRequestId, irType: 'answer' }}>
        <Trans>View the request and its answers</Trans>
      </Link>
    </section>
  )
}
