// Part 5 of the placer form (spec proposals-and-accounts §2): one step per effect group the checked
// activities bring (subPartIndex), each effect with its mitigation options, "none apply" exclusive
// both ways; then a last "Other" step for effects the proponent adds. The shell owns the draft, the
// Return/Proceed buttons and the side navigation's steps (shared/proposal-form/placer-form-rules.ts),
// grouped by the same effectGroupsFor (shared/domain/placer-effects.ts) as this part.
import { Trans, useLingui } from '@lingui/react/macro'
import type { PlacerForm } from '../../../../shared/proposal-form/placer-form'
import {
  chooseMitigation,
  effectGroupsFor,
  effectStepIndex,
  effectSteps,
  explainMitigation,
  isChosen,
  mitigationsOf,
  optionFor,
} from '../../../../shared/domain/placer-effects'
import type { EffectGroup } from '../../../../shared/domain/placer-effects'
import type { PlacerCatalogue } from '../../../../shared/schemas/placer-catalogue'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { CatalogueText } from './catalogue-text'
import styles from './placer-parts.module.css'

type EffectFields = Pick<PlacerForm, 'projectActivities' | 'projectMitigations' | 'otherNewMitigations' | 'subPartIndex'>

export interface EffectsPartProps extends EffectFields {
  catalogue: PlacerCatalogue
  onChange: (patch: Partial<Pick<PlacerForm, 'projectMitigations' | 'otherNewMitigations'>>) => void
}

export function EffectsPart({ catalogue, projectActivities, projectMitigations, otherNewMitigations, subPartIndex, onChange }: EffectsPartProps) {
  const groups = effectGroupsFor(catalogue.activities, catalogue.effects, projectActivities)
  const steps = effectSteps(groups)
  const index = effectStepIndex(steps, subPartIndex)
  const step = steps[index]!
  const number = index + 1
  const total = steps.length
  return (
    <>
      <p className={styles.stepCount}>
        <Trans>
          Effect group {number} of {total}
        </Trans>
      </p>
      {step.kind === 'group' ? (
        <GroupStep group={step.group} projectMitigations={projectMitigations} onChange={onChange} />
      ) : (
        <OtherStep otherNewMitigations={otherNewMitigations} noListedEffects={groups.length === 0} onChange={onChange} />
      )}
    </>
  )
}

function GroupStep({
  group,
  projectMitigations,
  onChange,
}: {
  group: EffectGroup
  projectMitigations: PlacerForm['projectMitigations']
  onChange: EffectsPartProps['onChange']
}) {
  const { t } = useLingui()
  const [texts] = group.effects
  return (
    <>
      <h3 className={styles.stepHeading}>
        <CatalogueText en={texts.effectGroup} fr={texts.effectGroupFr} />
      </h3>
      {texts.effectGroupMoreInfo !== null && (
        <p className={styles.moreInfo}>
          <CatalogueText en={texts.effectGroupMoreInfo} fr={texts.effectGroupMoreInfoFr} />
        </p>
      )}
      <p className={styles.hint}>
        <Trans>
          For each effect your activities may have, tick the mitigations you will carry out. If none of them apply, say why and what you will do instead.
        </Trans>
      </p>
      {group.effects.map((effect) => (
        <fieldset key={effect.effectId} className={styles.group}>
          <legend className={styles.legend}>
            <CatalogueText en={effect.name} fr={effect.nameFr} />
          </legend>
          <p className={styles.effectDescription}>
            <CatalogueText en={effect.description} fr={effect.descriptionFr} />
          </p>
          <ul className={styles.choices}>
            {effect.mitigationOptions.map((option) => {
              const chosen = isChosen(projectMitigations, effect.effectId, option)
              const reasoning = mitigationsOf(projectMitigations, effect.effectId).find((m) => optionFor([option], m.description))?.reasoning ?? ''
              return (
                <li key={option.mitigationOptionId}>
                  <label className={styles.choice}>
                    <input
                      type="checkbox"
                      checked={chosen}
                      onChange={(e) => onChange({ projectMitigations: chooseMitigation(projectMitigations, effect, option, e.target.checked) })}
                    />
                    <CatalogueText en={option.description} fr={option.descriptionFr} />
                  </label>
                  {option.noneApply && chosen && (
                    <div className={styles.details}>
                      <Field id={`placer-reasoning-${option.mitigationOptionId}`} label={t`Why none of these apply, and what you will do instead`}>
                        {(control) => (
                          <textarea
                            {...control}
                            rows={3}
                            value={reasoning}
                            onChange={(e) => onChange({ projectMitigations: explainMitigation(projectMitigations, effect.effectId, option, e.target.value) })}
                          />
                        )}
                      </Field>
                    </div>
                  )}
                </li>
              )
            })}
          </ul>
        </fieldset>
      ))}
    </>
  )
}

function OtherStep({
  otherNewMitigations,
  noListedEffects,
  onChange,
}: {
  otherNewMitigations: PlacerForm['otherNewMitigations']
  noListedEffects: boolean
  onChange: EffectsPartProps['onChange']
}) {
  const { t } = useLingui()
  const set = (index: number, patch: Partial<PlacerForm['otherNewMitigations'][number]>) =>
    onChange({ otherNewMitigations: otherNewMitigations.map((m, i) => (i === index ? { ...m, ...patch } : m)) })
  return (
    <>
      <h3 className={styles.stepHeading}>
        <Trans>Other effects</Trans>
      </h3>
      {noListedEffects && (
        <p className={styles.moreInfo}>
          <Trans>The activities you ticked in part 4 bring none of the listed effects.</Trans>
        </p>
      )}
      <p className={styles.hint}>
        <Trans>Describe any other adverse effect your project may have that the groups do not list, and how you will reduce it.</Trans>
      </p>
      <ol className={styles.choices}>
        {otherNewMitigations.map((mitigation, index) => {
          const number = index + 1
          return (
            <li key={index}>
              <fieldset className={`${styles.group} ${styles.entry}`}>
                <legend className={styles.legend}>
                  <Trans>New effect {number}</Trans>
                </legend>
                <Field id={`placer-new-effect-${index}-name`} label={<Trans>Effect</Trans>}>
                  {(control) => <input {...control} value={mitigation.effectName} onChange={(e) => set(index, { effectName: e.target.value })} />}
                </Field>
                <Field id={`placer-new-effect-${index}-description`} label={<Trans>Description, and how you will reduce it</Trans>}>
                  {(control) => (
                    <textarea {...control} rows={4} value={mitigation.effectDescription} onChange={(e) => set(index, { effectDescription: e.target.value })} />
                  )}
                </Field>
                <div className={styles.entryActions}>
                  <Button variant="secondary" onClick={() => onChange({ otherNewMitigations: otherNewMitigations.filter((_, i) => i !== index) })}>
                    {t`Remove new effect ${number}`}
                  </Button>
                </div>
              </fieldset>
            </li>
          )
        })}
      </ol>
      <Button variant="secondary" onClick={() => onChange({ otherNewMitigations: [...otherNewMitigations, { effectName: '', effectDescription: '' }] })}>
        <Trans>Add an effect</Trans>
      </Button>
    </>
  )
}
