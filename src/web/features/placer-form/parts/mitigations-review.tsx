// Part 7 of the placer form (spec proposals-and-accounts §2): the mitigations chosen in part 5, one
// collapsible group per effect group and one for the effects the proponent added, each group with
// a way back to its step of part 5.
import { Trans } from '@lingui/react/macro'
import type { PlacerForm } from '../../../../shared/proposal-form/placer-form'
import { effectGroupsFor, effectSteps, mitigationReview, namedNewEffects } from '../../../../shared/domain/placer-effects'
import type { PlacerCatalogue } from '../../../../shared/schemas/placer-catalogue'
import { Button } from '../../../components/ui/button'
import { CatalogueText } from './catalogue-text'
import styles from './placer-parts.module.css'

export interface MitigationsReviewProps extends Pick<PlacerForm, 'projectActivities' | 'projectMitigations' | 'otherNewMitigations'> {
  catalogue: PlacerCatalogue
  /** "Change" opens part 5 at the group's step. */
  onChange: (patch: Pick<PlacerForm, 'part' | 'subPartIndex'>) => void
}

export function MitigationsReview({ catalogue, projectActivities, projectMitigations, otherNewMitigations, onChange }: MitigationsReviewProps) {
  const groups = effectGroupsFor(catalogue.activities, catalogue.effects, projectActivities)
  const review = mitigationReview(groups, projectMitigations)
  const newEffects = namedNewEffects(otherNewMitigations)
  const otherStep = effectSteps(groups).length - 1
  const added = newEffects.length
  return (
    <>
      <p className={styles.hint}>
        <Trans>Check the mitigations you chose for each effect. Open a group to see them, and change them in part 5.</Trans>
      </p>
      {review.map(({ group, effects }, index) => {
        const count = effects.reduce((sum, e) => sum + e.chosen.length, 0)
        return (
          <details key={group.effectGroup} className={styles.review}>
            <summary>
              <CatalogueText en={group.effectGroup} fr={group.effects[0].effectGroupFr} />
              <span className={styles.reviewCount}>
                <Trans>Mitigations chosen: {count}</Trans>
              </span>
            </summary>
            <div className={styles.reviewBody}>
              {effects.map(({ effect, chosen }) => (
                <section key={effect.effectId} aria-labelledby={`placer-review-${effect.effectId}`}>
                  <h4 id={`placer-review-${effect.effectId}`} className={styles.effectName}>
                    <CatalogueText en={effect.name} fr={effect.nameFr} />
                  </h4>
                  {chosen.length === 0 ? (
                    <p className={styles.missing}>
                      <Trans>No mitigation chosen</Trans>
                    </p>
                  ) : (
                    <ul>
                      {chosen.map((c) => (
                        <li key={c.description}>
                          {c.option ? <CatalogueText en={c.option.description} fr={c.option.descriptionFr} /> : c.description}
                          {c.reasoning.trim() !== '' && <p className={styles.reasoning}>{c.reasoning}</p>}
                        </li>
                      ))}
                    </ul>
                  )}
                </section>
              ))}
              <Button variant="secondary" onClick={() => onChange({ part: 5, subPartIndex: index })}>
                <Trans>Change the mitigations of this group</Trans>
              </Button>
            </div>
          </details>
        )
      })}
      <details className={styles.review}>
        <summary>
          <Trans>Other effects</Trans>
          <span className={styles.reviewCount}>
            <Trans>Effects added: {added}</Trans>
          </span>
        </summary>
        <div className={styles.reviewBody}>
          {newEffects.length === 0 ? (
            <p className={styles.missing}>
              <Trans>No other effect added</Trans>
            </p>
          ) : (
            newEffects.map((m, i) => (
              <section key={i}>
                <h4 className={styles.effectName}>{m.effectName}</h4>
                <p className={styles.reasoning}>{m.effectDescription}</p>
              </section>
            ))
          )}
          <Button variant="secondary" onClick={() => onChange({ part: 5, subPartIndex: otherStep })}>
            <Trans>Change the other effects</Trans>
          </Button>
        </div>
      </details>
    </>
  )
}
