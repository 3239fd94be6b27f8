// Part 2: the regulations the project falls under (part of the regulations, item, activities), the
// yes/no circumstances that decide who else takes part in the assessment, and the authorizations the
// project needs (agency type, department, authorization).
import { Trans, useLingui } from '@lingui/react/macro'
import type { AuthorizationEntry, GeneralForm, RegulationEntry } from '../../../../shared/proposal-form/general-form'
import { AGENCY_TYPES, NAVIGABLE_WATERBODY_DISTANCE_M, REGULATION_PARTS } from '../../../../shared/proposal-form/general-form-reference'
import { regulationEntriesMissingPart } from '../../../../shared/proposal-form/general-form-rules'
import { Button } from '../../../components/ui/button'
import { SelectInput, TextInput, YesNo } from './form-fields'
import type { PartProps } from './part-props'
import styles from './form-fields.module.css'

type Question = 'projectInYukon' | 'proponentIsFedAgency' | 'fedAgencyFinancialAssistanceApp' | 'isAgency' | 'infrastructureFunding' | 'navigableWaterbody'

export function Part2Regulations({ form, onChange, showErrors }: PartProps) {
  const { t } = useLingui()
  const language = form.language
  const missingPart = showErrors ? regulationEntriesMissingPart(form) : []
  const regulations = form.applicableRegulationsList
  const setRegulation = (i: number, patch: Partial<RegulationEntry>) =>
    onChange({ applicableRegulationsList: regulations.map((r, j) => (j === i ? { ...r, ...patch } : r)) })
  const authorizations = form.authorizationsList
  const setAuthorization = (i: number, patch: Partial<AuthorizationEntry>) =>
    onChange({ authorizationsList: authorizations.map((a, j) => (j === i ? { ...a, ...patch } : a)) })
  const yesNo = (field: Question) => ({ name: `gf-${field}`, value: form[field], onChange: (v: boolean) => onChange({ [field]: v } as Partial<GeneralForm>) })
  const distance = NAVIGABLE_WATERBODY_DISTANCE_M

  return (
    <>
      <section className={styles.group} aria-labelledby="gf-regulations-heading">
        <h3 id="gf-regulations-heading" className={styles.subheading}>
          <Trans>Applicable regulations</Trans>
        </h3>
        <p className={styles.hint}>
          <Trans>
            Name each part and item of the assessable-activities regulations that the project falls under, with the activities concerned. At least one is
            required.
          </Trans>
        </p>
        <ol className={styles.entries}>
          {regulations.map((entry, i) => (
            <li key={i} className={styles.entry}>
              <fieldset className={styles.entryFields}>
                <legend className={styles.entryLegend}>
                  <Trans>Regulation {i + 1}</Trans>
                </legend>
                <SelectInput
                  id={`gf-regulation-${i}-part`}
                  label={t`Part`}
                  value={entry.part}
                  required
                  invalid={missingPart.includes(i)}
                  options={REGULATION_PARTS.map((p) => ({ value: p.key, label: t`Part ${p.key}: ${p.name[language]}` }))}
                  onChange={(part) => setRegulation(i, { part })}
                />
                <TextInput id={`gf-regulation-${i}-item`} label={t`Item`} value={entry.item} onChange={(item) => setRegulation(i, { item })} />
                <TextInput
                  id={`gf-regulation-${i}-activities`}
                  label={t`Activities`}
                  multiline
                  value={entry.activities}
                  onChange={(activities) => setRegulation(i, { activities })}
                />
              </fieldset>
              {regulations.length > 1 && (
                <Button
                  variant="secondary"
                  className={styles.remove}
                  onClick={() => onChange({ applicableRegulationsList: regulations.filter((_, j) => j !== i) })}
                >
                  <Trans>Remove regulation {i + 1}</Trans>
                </Button>
              )}
            </li>
          ))}
        </ol>
        <Button variant="secondary" onClick={() => onChange({ applicableRegulationsList: [...regulations, { part: '', item: '', activities: '' }] })}>
          <Trans>Add a regulation</Trans>
        </Button>
      </section>

      <section className={styles.group} aria-labelledby="gf-circumstances-heading">
        <h3 id="gf-circumstances-heading" className={styles.subheading}>
          <Trans>Circumstances of the project</Trans>
        </h3>
        <YesNo legend={<Trans>Is the project located in Yukon?</Trans>} {...yesNo('projectInYukon')} />
        <YesNo legend={<Trans>Is the proponent a federal agency?</Trans>} {...yesNo('proponentIsFedAgency')}>
          <TextInput
            id="gf-proponentIsFedAgencyName"
            label={t`Name of the federal agency`}
            value={form.proponentIsFedAgencyName}
            onChange={(v) => onChange({ proponentIsFedAgencyName: v })}
          />
        </YesNo>
        <YesNo
          legend={<Trans>Has the proponent applied to a federal agency for financial assistance for the project?</Trans>}
          {...yesNo('fedAgencyFinancialAssistanceApp')}
        >
          <TextInput
            id="gf-fedAgencyFinancialAssistanceAppName"
            label={t`Name of the federal agency asked for financial assistance`}
            value={form.fedAgencyFinancialAssistanceAppName}
            onChange={(v) => onChange({ fedAgencyFinancialAssistanceAppName: v })}
          />
        </YesNo>
        <YesNo legend={<Trans>Is the proponent a territorial agency, a municipal government or a First Nation?</Trans>} {...yesNo('isAgency')} />
        <YesNo legend={<Trans>Does the project receive infrastructure funding from a government?</Trans>} {...yesNo('infrastructureFunding')} />
        <YesNo
          legend={<Trans>Will any work take place within {distance} m of the high water mark of a navigable waterbody?</Trans>}
          {...yesNo('navigableWaterbody')}
        />
      </section>

      <section className={styles.group} aria-labelledby="gf-authorizations-heading">
        <h3 id="gf-authorizations-heading" className={styles.subheading}>
          <Trans>Authorizations</Trans>
        </h3>
        <p className={styles.hint}>
          <Trans>List the permits, licences and other authorizations the project needs, and who issues them.</Trans>
        </p>
        {authorizations.length > 0 && (
          <ol className={styles.entries}>
            {authorizations.map((entry, i) => (
              <li key={i} className={styles.entry}>
                <fieldset className={styles.entryFields}>
                  <legend className={styles.entryLegend}>
                    <Trans>Authorization {i + 1}</Trans>
                  </legend>
                  <SelectInput
                    id={`gf-authorization-${i}-agency`}
                    label={t`Agency type`}
                    value={entry.agency}
                    options={AGENCY_TYPES.map((a) => ({ value: a.key, label: a.name[language] }))}
                    onChange={(agency) => setAuthorization(i, { agency })}
                  />
                  <TextInput
                    id={`gf-authorization-${i}-department`}
                    label={t`Department`}
                    value={entry.department}
                    onChange={(department) => setAuthorization(i, { department })}
                  />
                  <TextInput
                    id={`gf-authorization-${i}-authorization`}
                    label={t`Authorization`}
                    value={entry.authorization}
                    onChange={(authorization) => setAuthorization(i, { authorization })}
                  />
                </fieldset>
                <Button
                  variant="secondary"
                  className={styles.remove}
                  onClick={() => onChange({ authorizationsList: authorizations.filter((_, j) => j !== i) })}
                >
                  <Trans>Remove authorization {i + 1}</Trans>
                </Button>
              </li>
            ))}
          </ol>
        )}
        <Button variant="secondary" onClick={() => onChange({ authorizationsList: [...authorizations, { agency: '', department: '', authorization: '' }] })}>
          <Trans>Add an authorization</Trans>
        </Button>
      </section>
    </>
  )
}
