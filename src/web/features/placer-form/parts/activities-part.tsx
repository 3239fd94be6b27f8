// Part 4 of the placer form (spec proposals-and-accounts §2, §5 "Placer form"): the catalogue's
// activities in their groups, each with its text box once ticked, and the activities the proponent
// adds. The form's shell owns the draft and the Proceed button: the first Proceed with no activity
// shows the "to continue" alert (proceedWarning), a second one proceeds; after a submit attempt the
// "to submit" one shows. A shell that says these itself leaves both props out.
import { Trans, useLingui } from '@lingui/react/macro'
import type { PlacerForm } from '../../../../shared/proposal-form/placer-form'
import { changeActivity, hasChosenActivity } from '../../../../shared/domain/placer-effects'
import type { CatalogueActivity } from '../../../../shared/schemas/placer-catalogue'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { CatalogueText, useCatalogueText } from './catalogue-text'
import styles from './placer-parts.module.css'

type ActivityFields = Pick<PlacerForm, 'projectActivities' | 'otherProjectActivities'>

export interface ActivitiesPartProps extends ActivityFields {
  /** The placer type's activities (GET /api/form-2-types/placer), in catalogue order. */
  activities: readonly CatalogueActivity[]
  onChange: (patch: Partial<ActivityFields>) => void
  /** Proceed was pressed once with no activity: the next press proceeds. */
  proceedWarning?: boolean
  /** After a submit attempt: the part says what submitting needs. */
  showErrors?: boolean
}

/** The catalogue's activities in runs of one group, in catalogue order. */
function byGroup(activities: readonly CatalogueActivity[]): CatalogueActivity[][] {
  const groups: CatalogueActivity[][] = []
  for (const activity of activities) {
    const last = groups.at(-1)
    if (last && last[0]!.activityGroup === activity.activityGroup) last.push(activity)
    else groups.push([activity])
  }
  return groups
}

export function ActivitiesPart({
  activities,
  projectActivities,
  otherProjectActivities,
  onChange,
  proceedWarning = false,
  showErrors = false,
}: ActivitiesPartProps) {
  const { t } = useLingui()
  const text = useCatalogueText()
  const chosen = hasChosenActivity(projectActivities, otherProjectActivities)
  const entryOf = (activityId: string) => projectActivities.find((a) => a.activityId === activityId)
  const setOther = (index: number, patch: Partial<PlacerForm['otherProjectActivities'][number]>) =>
    onChange({ otherProjectActivities: otherProjectActivities.map((a, i) => (i === index ? { ...a, ...patch } : a)) })

  return (
    <>
      {!chosen && showErrors && (
        <p className={`${styles.alert} ${styles.error}`} role="alert">
          <Trans>You must select or add at least one activity to submit your proposal</Trans>
        </p>
      )}
      {!chosen && proceedWarning && !showErrors && (
        <p className={styles.alert} role="alert">
          <Trans>You must select or add at least one activity to continue</Trans>
        </p>
      )}
      <p className={styles.hint}>
        <Trans>Tick each activity your project includes and give the details asked for. Add any activity the list does not have under Other activities.</Trans>
      </p>
      {byGroup(activities).map((group) => (
        <fieldset key={group[0]!.activityId} className={styles.group}>
          <legend className={styles.legend}>
            <CatalogueText en={group[0]!.activityGroup} fr={group[0]!.activityGroupFr} />
          </legend>
          <ul className={styles.choices}>
            {group.map((activity) => {
              const entry = entryOf(activity.activityId)
              const id = `placer-activity-${activity.activityId}`
              const name = text(activity.name, activity.nameFr)
              return (
                <li key={activity.activityId}>
                  <label className={styles.choice}>
                    <input
                      type="checkbox"
                      checked={entry?.checked ?? false}
                      onChange={(e) => onChange({ projectActivities: changeActivity(projectActivities, activity.activityId, { checked: e.target.checked }) })}
                    />
                    <CatalogueText en={activity.name} fr={activity.nameFr} />
                  </label>
                  {activity.hasTextBox && entry?.checked && (
                    <div className={styles.details}>
                      <Field id={`${id}-details`} label={<Trans>Details: {name}</Trans>}>
                        {(control) => (
                          <textarea
                            {...control}
                            rows={3}
                            value={entry.description}
                            placeholder={activity.textBoxPlaceholder === null ? undefined : text(activity.textBoxPlaceholder, activity.textBoxPlaceholderFr)}
                            onChange={(e) =>
                              onChange({ projectActivities: changeActivity(projectActivities, activity.activityId, { description: e.target.value }) })
                            }
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
      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <Trans>Other activities</Trans>
        </legend>
        <p className={styles.hint}>
          <Trans>Activities of your project that the list above does not have.</Trans>
        </p>
        <ol className={styles.choices}>
          {otherProjectActivities.map((activity, index) => {
            const number = index + 1
            return (
              <li key={index}>
                <fieldset className={`${styles.group} ${styles.entry}`}>
                  <legend className={styles.legend}>
                    <Trans>Other activity {number}</Trans>
                  </legend>
                  <label className={styles.choice}>
                    <input type="checkbox" checked={activity.checked} onChange={(e) => setOther(index, { checked: e.target.checked })} />
                    <Trans>This project includes this activity</Trans>
                  </label>
                  <Field id={`placer-other-activity-${index}-name`} label={<Trans>Activity</Trans>}>
                    {(control) => <input {...control} value={activity.name} onChange={(e) => setOther(index, { name: e.target.value })} />}
                  </Field>
                  <Field id={`placer-other-activity-${index}-description`} label={<Trans>Description</Trans>}>
                    {(control) => (
                      <textarea {...control} rows={3} value={activity.description} onChange={(e) => setOther(index, { description: e.target.value })} />
                    )}
                  </Field>
                  <div className={styles.entryActions}>
                    <Button variant="secondary" onClick={() => onChange({ otherProjectActivities: otherProjectActivities.filter((_, i) => i !== index) })}>
                      {t`Remove other activity ${number}`}
                    </Button>
                  </div>
                </fieldset>
              </li>
            )
          })}
        </ol>
        <Button
          variant="secondary"
          onClick={() => onChange({ otherProjectActivities: [...otherProjectActivities, { name: '', description: '', checked: true }] })}
        >
          <Trans>Add another activity</Trans>
        </Button>
      </fieldset>
    </>
  )
}
