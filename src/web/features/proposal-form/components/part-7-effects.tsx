// Part 7: the effects the project may have, each with its mitigation and how significant it is
// once mitigated. Help buttons explain each column; the significance help holds the criteria table.
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { EffectEntry } from '../../../../shared/proposal-form/general-form'
import { Button } from '../../../components/ui/button'
import { HelpToggle, TextInput } from './form-fields'
import { SignificanceTable } from './significance-table'
import type { PartProps } from './part-props'
import styles from './form-fields.module.css'

export function Part7Effects({ form, onChange }: PartProps) {
  const { t } = useLingui()
  const effects = form.mitigationList
  const set = (i: number, patch: Partial<EffectEntry>) => onChange({ mitigationList: effects.map((e, j) => (j === i ? { ...e, ...patch } : e)) })
  const field = (i: number, key: keyof EffectEntry, label: string, help: ReactNode) => (
    <TextInput
      id={`gf-effect-${i}-${key}`}
      label={label}
      labelExtra={<HelpToggle label={label}>{help}</HelpToggle>}
      multiline
      rows={3}
      value={effects[i]?.[key] ?? ''}
      onChange={(value) => set(i, { [key]: value })}
    />
  )
  return (
    <>
      <p className={styles.hint}>
        <Trans>Describe each effect the project may have on the environment or on people, how you will reduce it, and how significant it remains.</Trans>
      </p>
      <ol className={styles.entries}>
        {effects.map((_, i) => (
          <li key={i} className={styles.entry}>
            <fieldset className={styles.entryFields}>
              <legend className={styles.entryLegend}>
                <Trans>Effect {i + 1}</Trans>
              </legend>
              {field(
                i,
                'effect',
                t`Effect`,
                <Trans>A change the project may cause to the environment, wildlife, land use, heritage, health or the economy.</Trans>,
              )}
              {field(i, 'mitigation', t`Mitigation`, <Trans>What you will do to avoid, reduce or make up for this effect.</Trans>)}
              {field(
                i,
                'significance',
                t`Significance`,
                <>
                  <Trans>How significant the effect remains after mitigation, judged by these criteria:</Trans>
                  <SignificanceTable language={form.language} />
                </>,
              )}
            </fieldset>
            <button
              type="button"
              className={styles.close}
              aria-label={t`Remove effect ${i + 1}`}
              onClick={() => onChange({ mitigationList: effects.filter((_, j) => j !== i) })}
            >
              ×
            </button>
          </li>
        ))}
      </ol>
      <Button variant="secondary" onClick={() => onChange({ mitigationList: [...effects, { effect: '', mitigation: '', significance: '' }] })}>
        <Trans>Add another effect</Trans>
      </Button>
    </>
  )
}
