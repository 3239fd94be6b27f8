// Before you begin, step 3 for placer mining (spec proposals-and-accounts §2, §4): the user's
// earlier placer submissions, each of which a new placer proposal may start from, and "Start blank
// proposal".
import { Trans } from '@lingui/react/macro'
import { useLocale } from '../../../lib/i18n'
import { Button } from '../../../components/ui/button'
import { formatDate, yukonInstant } from '../../../../shared/domain/dates'
import { placerPrefillChoices } from '../../../../shared/domain/placer-prefill'
import type { PrefillCandidate } from '../../../../shared/domain/placer-prefill'
import styles from './proposal-start.module.css'

export interface PlacerPrefillListProps<P extends PrefillCandidate> {
  /** The user's projects (My Projects); only the earlier placer submissions are offered. */
  projects: readonly P[]
  onUse: (project: P) => void
  onBlank: () => void
}

export function PlacerPrefillList<P extends PrefillCandidate>({ projects, onUse, onBlank }: PlacerPrefillListProps<P>) {
  const language = useLocale()
  const choices = placerPrefillChoices(projects)
  return (
    <div className={styles.page}>
      <p className={styles.steps}>
        <Trans>Step 3</Trans>
      </p>
      <p>
        <Trans>
          You can start a new placer proposal from one you submitted before: its details are copied into the new proposal, where you can change them.
        </Trans>
      </p>
      {choices.length === 0 ? (
        <p className={styles.empty}>
          <Trans>You have no earlier placer proposals to start from.</Trans>
        </p>
      ) : (
        <table className={styles.table}>
          <caption className="visually-hidden">
            <Trans>Your earlier placer proposals</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Project #</Trans>
              </th>
              <th scope="col">
                <Trans>Project Title</Trans>
              </th>
              <th scope="col">
                <Trans>Submitted</Trans>
              </th>
              <th scope="col">
                <span className="visually-hidden">
                  <Trans>Actions</Trans>
                </span>
              </th>
            </tr>
          </thead>
          <tbody>
            {choices.map((p) => (
              <tr key={p.projectId} data-testid="placer-prefill-row">
                <td>{p.projectNumber ?? '–'}</td>
                <td>{p.title}</td>
                <td>{p.submittedAt ? formatDate(yukonInstant(p.submittedAt), language) : '–'}</td>
                <td>
                  <Button variant="secondary" onClick={() => onUse(p)}>
                    <Trans>Use this proposal</Trans>
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className={styles.actions}>
        <Button onClick={onBlank}>
          <Trans>Start blank proposal</Trans>
        </Button>
      </div>
    </div>
  )
}
