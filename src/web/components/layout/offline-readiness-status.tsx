// What the connection menu says of the device's readiness to work offline (lib/offline-readiness):
// how far its preparation has got, step by step; since when it is ready and when what drafting
// needs was last refreshed, with Refresh now; or what could not be stored yet, with Try again.
import { Trans, useLingui } from '@lingui/react/macro'
import { formatDateTime } from '../../../shared/domain/dates'
import { preparationFraction } from '../../../shared/offline-preparation'
import type { PreparationStep, StepProgress } from '../../../shared/offline-preparation'
import { useLocale } from '../../lib/i18n'
import { prepareForOffline } from '../../lib/offline-readiness'
import type { OfflineReadiness } from '../../lib/offline-readiness'
import { listOf } from '../../lib/reader-text'
import { LinkButton } from '../ui/link-button'
import styles from './offline-indicator.module.css'

/** A step as the menu names it, with how far it has got where it counts things. */
function useStepNames() {
  const { t } = useLingui()
  const name = (step: PreparationStep): string =>
    ({
      app: t`the app and its forms`,
      lists: t`the reference lists`,
      layers: t`the look-up layers`,
      claims: t`the placer claims`,
    })[step]
  const progress = ({ step, done, total }: StepProgress): string => {
    if (step === 'app' && total > 0) return t`the app and its forms, ${done} of ${total} files`
    if (step === 'lists' && total > 0) return t`reference lists, ${done} of ${total}`
    if (step === 'layers') return t`look-up layers`
    if (step === 'claims') return t`placer claims`
    return name(step)
  }
  return { name, progress }
}

export function OfflineReadinessStatus({ readiness, online }: { readiness: OfflineReadiness; online: boolean }) {
  const { t } = useLingui()
  const locale = useLocale()
  const names = useStepNames()
  // Offered only with a connection: there is nothing to fetch without one.
  const refresh = online && (
    <LinkButton className={styles.action} onClick={() => void prepareForOffline(true)}>
      {readiness.state === 'incomplete' ? <Trans>Try again</Trans> : <Trans>Refresh now</Trans>}
    </LinkButton>
  )
  switch (readiness.state) {
    case 'unavailable':
      return (
        <p data-testid="offline-readiness">
          <Trans>This browser does not keep the app for use with no connection.</Trans>
        </p>
      )
    case 'preparing': {
      const { steps, progress } = readiness
      const step = progress ? steps.indexOf(progress.step) + 1 : 1
      const count = steps.length
      const doing = progress ? names.progress(progress) : names.name(steps[0] ?? 'app')
      return (
        <div data-testid="offline-readiness">
          <p>
            <Trans>Preparing for offline use: {doing}</Trans> <span className={styles.step}>{t`(step ${step} of ${count})`}</span>
          </p>
          <progress className={styles.progress} max={1} value={progress ? preparationFraction(steps, progress) : 0} aria-label={t`Preparing for offline use`} />
        </div>
      )
    }
    case 'incomplete': {
      const missing = listOf(readiness.missing.map(names.name), locale).join('')
      return (
        <div data-testid="offline-readiness">
          <p>
            <Trans>Not ready to work offline yet: {missing} could not be stored. They are stored as soon as the registry can be reached.</Trans>
          </p>
          {refresh && <p>{refresh}</p>}
        </div>
      )
    }
    case 'ready': {
      const since = formatDateTime(new Date(readiness.since), locale)
      const refreshedAt = readiness.refreshedAt === null ? null : formatDateTime(new Date(readiness.refreshedAt), locale)
      return (
        <div data-testid="offline-readiness">
          <p>
            {readiness.steps.includes('claims') ? (
              <Trans>
                Ready to work offline since {since}: the app and both proposal forms, the reference lists, the look-up layers and the placer claims are on this
                device, with your drafts and the projects you saved.
              </Trans>
            ) : (
              <Trans>
                Ready to work offline since {since}: the app, the reference lists and the look-up layers are on this device, with the projects you saved.
              </Trans>
            )}
          </p>
          {(refreshedAt !== null || refresh) && (
            <p>
              {refreshedAt !== null && <Trans>Last refreshed on {refreshedAt}.</Trans>} {refresh}
            </p>
          )}
        </div>
      )
    }
  }
}
