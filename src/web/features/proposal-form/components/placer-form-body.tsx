// The placer-mining form's 8 parts (spec proposals-and-accounts §2 "Placer-mining form", §4, §5):
// the side navigation with part 5's effect groups under it, the one part shown (form.part, and in
// part 5 form.subPartIndex), and Return / Proceed by the placer rules, where leaving part 2 with no
// document or part 4 with no activity first says so and a second click goes on. The shell around it
// owns the form; part 1 (this feature's own), the claims and map of part 3 and the activities,
// effects and mitigations of parts 4, 5 and 7 come through render props from the route.
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { ReactNode } from 'react'
import type { PlacerForm } from '../../../../shared/proposal-form/placer-form'
import {
  hasPlacerActivity,
  hasPlacerLocation,
  nextPlacerStep,
  placerEffectGroups,
  placerPartMarker,
  placerPartsMissingRequired,
  placerShowsRequiredBanner,
  previousPlacerStep,
  proceedWarning,
} from '../../../../shared/proposal-form/placer-form-rules'
import type { PlacerAttachments, PlacerStep } from '../../../../shared/proposal-form/placer-form-rules'
import { Button } from '../../../components/ui/button'
import { LazyRichTextEditor } from '../../../components/rich-text/lazy-rich-text-editor'
import { RequiredFieldsBanner } from './form-fields'
import { GeneralFormNav } from './general-form-nav'
import { PartHeading, usePartHeadingFocus } from './part-heading'
import { PLACER_PART_TITLES } from './placer-part-titles'
import type { RenderDocuments } from './part-props'
import { PlacerDocumentsPart } from './placer-documents-part'
import type { CategoryChoice } from './placer-documents-part'
import { SubmitProposal } from './submit-proposal'
import styles from './general-form.module.css'
import fieldStyles from './form-fields.module.css'

export interface PlacerFormBodyProps {
  form: PlacerForm
  onChange: (patch: Partial<PlacerForm>) => void
  /** True after a submit attempt: required fields, alerts and banners show. */
  showErrors: boolean
  attachments: PlacerAttachments
  /** The parts the registry named when it refused the submit. */
  refusedParts: readonly number[]
  renderProponent: () => ReactNode
  renderDocuments: RenderDocuments
  /** Part 2: files kept before the form had categories, to be given one. */
  renderUncategorizedDocuments: (categories: CategoryChoice[]) => ReactNode
  /** Part 3: the claims, their map and what the look-up found. */
  renderLocation: () => ReactNode
  /** Parts 4, 5 (the effect group of form.subPartIndex) and 7. */
  renderActivities: () => ReactNode
  renderEffects: () => ReactNode
  renderMitigations: () => ReactNode
  /** An effect group's name, as the form keeps it, in the reader's language. */
  effectGroupName: (kept: string) => string
  onSubmit: () => void
  submitting?: boolean
}

export function PlacerFormBody(props: PlacerFormBodyProps) {
  const { form, onChange, showErrors, attachments, refusedParts, onSubmit, submitting } = props
  const { t, i18n } = useLingui()
  // The warning shown after a first click on Proceed; a second click goes on.
  const [asked, setAsked] = useState<ReturnType<typeof proceedWarning>>(null)
  const { part, subPartIndex } = form
  const groups = placerEffectGroups(form)
  const back = previousPlacerStep(form)
  const forward = nextPlacerStep(form)
  const { heading, moving } = usePartHeadingFocus(`${part}/${subPartIndex}`)

  const goTo = (step: PlacerStep) => {
    moving()
    setAsked(null)
    onChange(step)
  }
  const proceed = () => {
    if (!forward) return
    const warning = proceedWarning(form, attachments)
    if (warning && asked !== warning) {
      setAsked(warning)
      return
    }
    goTo(forward)
  }
  const groupName = (index: number) => (index < groups.length ? props.effectGroupName(groups[index]!.effectGroup) : t`Other`)

  const subMenu = (navPart: number) =>
    navPart === 5 && (
      <ul className={styles.subMenu} aria-label={t`Effect groups`}>
        {[...groups.keys(), groups.length].map((index) => (
          <li key={index}>
            <button
              type="button"
              className={styles.subMenuItem}
              aria-current={part === 5 && subPartIndex === index ? 'step' : undefined}
              onClick={() => goTo({ part: 5, subPartIndex: index })}
            >
              {groupName(index)}
            </button>
          </li>
        ))}
      </ul>
    )

  return (
    <div className={styles.layout}>
      <GeneralFormNav
        current={part}
        titles={PLACER_PART_TITLES}
        markerOf={(p) => placerPartMarker(form, p, attachments, showErrors, refusedParts)}
        onJump={(p) => goTo({ part: p, subPartIndex: 0 })}
        subMenu={subMenu}
      />
      <section className={styles.part} aria-labelledby="pf-part-heading">
        <PartHeading id="pf-part-heading" part={part} headingRef={heading}>
          {i18n._(PLACER_PART_TITLES[part]!)}
          {part === 5 && <>: {groupName(Math.min(subPartIndex, groups.length))}</>}
        </PartHeading>
        {placerShowsRequiredBanner(form, part, attachments, showErrors, refusedParts) && <RequiredFieldsBanner />}
        {part === 1 && props.renderProponent()}
        {part === 2 && <PlacerDocumentsPart renderDocuments={props.renderDocuments} renderUncategorizedDocuments={props.renderUncategorizedDocuments} />}
        {part === 3 && (
          <>
            {props.renderLocation()}
            {showErrors && !hasPlacerLocation(form) && (
              <p className={fieldStyles.banner} role="alert">
                <Trans>You must add at least one claim or other location details to submit your proposal</Trans>
              </p>
            )}
          </>
        )}
        {part === 4 && (
          <>
            {props.renderActivities()}
            {showErrors && !hasPlacerActivity(form) && (
              <p className={fieldStyles.banner} role="alert">
                <Trans>You must select or add at least one activity to submit your proposal</Trans>
              </p>
            )}
          </>
        )}
        {part === 5 && props.renderEffects()}
        {part === 6 && (
          <LazyRichTextEditor
            id="pf-additionalInformationEditor"
            label={t`Additional information`}
            value={form.additionalInformationEditor}
            onChange={(v) => onChange({ additionalInformationEditor: v })}
          />
        )}
        {part === 7 && props.renderMitigations()}
        {part === 8 && (
          <>
            <p>
              <Trans>When you submit, the registry receives your proposal for its proposal check. You can no longer change it after that.</Trans>
            </p>
            <SubmitProposal
              showErrors={showErrors}
              missingParts={placerPartsMissingRequired(form, attachments, refusedParts)}
              titles={PLACER_PART_TITLES}
              onGoToPart={(p) => goTo({ part: p, subPartIndex: 0 })}
              onSubmit={onSubmit}
              submitting={submitting}
            />
          </>
        )}
        {asked === 'no-documents' && (
          <p className={fieldStyles.warning} role="alert">
            <Trans>There are no documents uploaded, are you sure you want to proceed to Part 3?</Trans>
          </p>
        )}
        {asked === 'no-activity' && (
          <p className={fieldStyles.warning} role="alert">
            <Trans>You must select or add at least one activity to continue</Trans>
          </p>
        )}
        <div className={styles.partButtons}>
          {back && <StepButton step={back} part={part} groupName={groupName} onClick={() => goTo(back)} direction="back" />}
          {forward && <StepButton step={forward} part={part} groupName={groupName} onClick={proceed} direction="forward" />}
        </div>
      </section>
    </div>
  )
}

/** Return or Proceed: to another effect group of part 5 by its name, else to a part by its number. */
function StepButton({
  step,
  part,
  groupName,
  onClick,
  direction,
}: {
  step: PlacerStep
  part: number
  groupName: (index: number) => string
  onClick: () => void
  direction: 'back' | 'forward'
}) {
  const group = step.part === part ? groupName(step.subPartIndex) : null
  if (direction === 'back') {
    const previous = step.part
    return (
      <Button variant="secondary" onClick={onClick}>
        {group !== null ? <Trans>Return to {group}</Trans> : <Trans>Return to part {previous}</Trans>}
      </Button>
    )
  }
  const next = step.part
  return (
    <Button onClick={onClick} className={styles.proceed}>
      {group !== null ? <Trans>Proceed to {group}</Trans> : <Trans>Proceed to part {next}</Trans>}
    </Button>
  )
}
