// What the figures count (decision 0031), in a popover beside the period selector: the spec's
// one-line summary, then each definition, so anyone can recount a figure from the public data.
import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import styles from './statistics.module.css'

export function StatisticsHelp() {
  const { t } = useLingui()
  const id = useId()
  const headingId = useId()
  return (
    <>
      <button type="button" className={styles.helpButton} popoverTarget={id} aria-label={t`About these statistics`}>
        <Trans>About these statistics</Trans>
      </button>
      <div id={id} popover="auto" className={styles.help} role="dialog" aria-labelledby={headingId}>
        <h2 id={headingId}>
          <Trans>About these statistics</Trans>
        </h2>
        <p>
          <Trans>The data covers proposals submitted to a Designated Office and completed assessments with a Decision Document issued, by calendar year.</Trans>
        </p>
        <dl>
          <dt>
            <Trans>Which projects</Trans>
          </dt>
          <dd>
            <Trans>
              Evaluation projects only (Designated Office evaluations, not screenings or panel reviews), by calendar date in Yukon time. A deleted project
              counts nowhere; projects imported without a dated history count nowhere that needs a date.
            </Trans>
          </dd>
          <dt>
            <Trans>Submitted</Trans>
          </dt>
          <dd>
            <Trans>On the date the project first entered a stage other than Draft (Proposal Check, or Adequacy Review for older projects).</Trans>
          </dd>
          <dt>
            <Trans>Completed</Trans>
          </dt>
          <dd>
            <Trans>
              On the date the project last entered Decision Document Issued: a decision reopened and issued again completes the project once, on the day it was
              issued again.
            </Trans>
          </dd>
          <dt>
            <Trans>Days to complete</Trans>
          </dt>
          <dd>
            <Trans>
              Calendar days from submitted to completed. The proponent’s part is the time spent in information-request stages, when the office waits for the
              proponent; the assessment’s part is the rest.
            </Trans>
          </dd>
          <dt>
            <Trans>Comments received</Trans>
          </dt>
          <dd>
            <Trans>
              Comments received in the period, published or not; rejected comments are not counted. A comment sent after 4:30 pm or on a weekend or holiday is
              received the next business day.
            </Trans>
          </dd>
          <dt>
            <Trans>Sectors and First Nations</Trans>
          </dt>
          <dd>
            <Trans>Submissions per sector and per First Nation notified; a project in two sectors counts in both.</Trans>
          </dd>
          <dt>
            <Trans>Adequacy to assessor assigned</Trans>
          </dt>
          <dd>
            <Trans>Days from the project entering Adequacy Review to its lead assessor’s assignment, by month of the assignment.</Trans>
          </dd>
        </dl>
      </div>
    </>
  )
}
