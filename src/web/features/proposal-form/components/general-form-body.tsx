// The general proposal form's 8 parts (spec proposals-and-accounts §2 "General proposal form"):
// the side navigation, the one part shown (form.part), its supporting-documents panel, and Return /
// Proceed by the form's rules. The shell around it (top bar, saving, the draft's state) owns the
// form and passes every edit up as a patch; part 3 (location) and the document lists come from
// other features through render props. When printed, the read-only summary shows instead.
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { GeneralForm } from '../../../../shared/proposal-form/general-form'
import { NO_ATTACHMENTS, nextPart, partMarker, previousPart, showsRequiredFieldsBanner } from '../../../../shared/proposal-form/general-form-rules'
import type { FormAttachments } from '../../../../shared/proposal-form/general-form-rules'
import { Button } from '../../../components/ui/button'
import { RequiredFieldsBanner } from './form-fields'
import { GeneralFormNav } from './general-form-nav'
import { GeneralFormSummary } from './general-form-summary'
import { Part1Proponent } from './part-1-proponent'
import type { CurrentUser } from './part-1-proponent'
import { Part2Regulations } from './part-2-regulations'
import { Part4Format } from './part-4-format'
import { Part5Description, Part6Conditions } from './part-5-6-content'
import { Part7Effects } from './part-7-effects'
import { Part8Submit } from './part-8-submit'
import { PartHeading, usePartHeadingFocus } from './part-heading'
import { PART_TITLES } from './part-titles'
import type { PartProps, RenderDocuments } from './part-props'
import styles from './general-form.module.css'

const NO_PARTS: readonly number[] = []

export interface GeneralFormBodyProps {
  form: GeneralForm
  onChange: (patch: Partial<GeneralForm>) => void
  /** True after a submit attempt: required fields and banners show. */
  showErrors: boolean
  currentUser: CurrentUser
  renderLocation: (props: { form: GeneralForm; onChange: (patch: Partial<GeneralForm>) => void; showErrors: boolean }) => ReactNode
  renderDocuments: RenderDocuments
  /** 'Submit proposal' in part 8. */
  onSubmit: () => void
  submitting?: boolean
  /** How many location files and consent forms are attached; part 3's completeness and the agent reminders count them. */
  attachments?: FormAttachments
  /** The parts the registry named when it refused the submit, marked as missing required fields. */
  refusedParts?: readonly number[]
}

export function GeneralFormBody({
  form,
  onChange,
  showErrors,
  currentUser,
  renderLocation,
  renderDocuments,
  onSubmit,
  submitting,
  attachments = NO_ATTACHMENTS,
  refusedParts = NO_PARTS,
}: GeneralFormBodyProps) {
  const { t, i18n } = useLingui()
  const part = form.part
  const previous = previousPart(form)
  const next = nextPart(form)
  const { heading, moving } = usePartHeadingFocus(String(part))

  const goTo = (to: number) => {
    moving()
    onChange({ part: to })
  }
  const partProps: PartProps = { form, onChange, showErrors, attachments, refusedParts }

  return (
    <>
      <div className={styles.layout}>
        <GeneralFormNav current={part} markerOf={(p) => partMarker(form, p, attachments, showErrors, refusedParts)} onJump={goTo} />
        <section className={styles.part} aria-labelledby="gf-part-heading">
          <PartHeading id="gf-part-heading" part={part} headingRef={heading}>
            {i18n._(PART_TITLES[part]!)}
          </PartHeading>
          {showsRequiredFieldsBanner(form, part, attachments, showErrors, refusedParts) && <RequiredFieldsBanner />}
          {part === 1 && <Part1Proponent {...partProps} currentUser={currentUser} renderDocuments={renderDocuments} />}
          {part === 2 && <Part2Regulations {...partProps} />}
          {part === 3 && renderLocation({ form, onChange, showErrors })}
          {part === 4 && <Part4Format {...partProps} renderDocuments={renderDocuments} />}
          {part === 5 && <Part5Description {...partProps} />}
          {part === 6 && <Part6Conditions {...partProps} />}
          {part === 7 && <Part7Effects {...partProps} />}
          {part === 8 && <Part8Submit {...partProps} onGoToPart={goTo} onSubmit={onSubmit} submitting={submitting} />}
          <div className={styles.partButtons}>
            {previous !== null && (
              <Button variant="secondary" onClick={() => goTo(previous)}>
                <Trans>Return to part {previous}</Trans>
              </Button>
            )}
            {part < 8 && (
              <Button
                onClick={() => next !== null && goTo(next)}
                disabled={next === null}
                aria-describedby={next === null ? 'gf-format-needed' : undefined}
                className={styles.proceed}
              >
                {next !== null ? <Trans>Proceed to part {next}</Trans> : <Trans>Proceed</Trans>}
              </Button>
            )}
          </div>
        </section>
        <aside className={styles.documents} aria-label={t`Supporting documents`}>
          <h2 className={styles.documentsHeading}>
            <Trans>Supporting documents</Trans>
          </h2>
          {renderDocuments({ group: 'project', label: t`Supporting documents` })}
        </aside>
      </div>
      <div className={styles.printOnly}>
        <GeneralFormSummary form={form} />
      </div>
    </>
  )
}
