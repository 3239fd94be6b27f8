// The proponent's Information Responses tab: the requests, full and simplified, still waiting for
// an answer (published, or holding a draft answer; spec §4).
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useFormatDateTime } from '../../../lib/i18n'
import { isAnswerable } from '../../../../shared/domain/information-responses'
import styles from './information-responses.module.css'

interface Listed {
  number: number
  status: string
  deadline: string | null
}

function Meta({ request }: { request: Listed }) {
  const formatDateTime = useFormatDateTime()
  return (
    <div className={styles.meta}>
      {request.status === 'draft_answer' && (
        <span>
          <Trans>Draft answers saved</Trans>
        </span>
      )}
      {request.deadline && (
        <span>
          <Trans>Response due {formatDateTime(request.deadline)}</Trans>
        </span>
      )}
    </div>
  )
}

export function ResponsesList({
  projectId,
  requests,
  simplified,
}: {
  projectId: string
  requests: (Listed & { informationRequestId: string })[]
  simplified: (Listed & { simplifiedInformationRequestId: string })[]
}) {
  const open = requests.filter((r) => isAnswerable(r.status))
  const openSimplified = simplified.filter((r) => isAnswerable(r.status))
  if (open.length === 0 && openSimplified.length === 0) {
    return (
      <p>
        <Trans>There are no information requests waiting for your response.</Trans>
      </p>
    )
  }
  return (
    <ul className={styles.list} data-testid="information-responses">
      {open.map((r) => (
        <li key={r.informationRequestId}>
          <Link to="/projects/$projectId/information-responses/$informationRequestId" params={{ projectId, informationRequestId: r.informationRequestId }}>
            <Trans>Information Request {r.number}</Trans>
          </Link>
          <Meta request={r} />
        </li>
      ))}
      {openSimplified.map((r) => (
        <li key={r.simplifiedInformationRequestId}>
          <Link to="/projects/$projectId/simplified-information-responses/$simplifiedId" params={{ projectId, simplifiedId: r.simplifiedInformationRequestId }}>
            <Trans>Information Request {r.number} (documents)</Trans>
          </Link>
          <Meta request={r} />
        </li>
      ))}
    </ul>
  )
}
