// What the Comments tab says of the comments the office did not publish (issue 18 item 4): how
// many, and how many for each reason, as shared/domain/comment-review withheldByReason groups them.
import { Plural, Trans } from '@lingui/react/macro'
import { useWithholdReasonNames } from '../../../lib/withhold-reasons'
import type { WithheldComments as Withheld } from '../api/project-page-queries'
import styles from './project-page.module.css'

export function WithheldComments({ withheld }: { withheld: Withheld }) {
  const names = useWithholdReasonNames()
  if (withheld.total === 0) return null
  return (
    <div className={styles.banner} role="note" data-testid="withheld-comments">
      <p>
        <Plural value={withheld.total} one="# comment was not published after review:" other="# comments were not published after review:" />
      </p>
      <ul className={styles.plainList}>
        {withheld.groups.map(({ reason, count }) => {
          const name = names[reason]
          return (
            <li key={reason}>
              <Trans>
                {name}: {count}
              </Trans>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
