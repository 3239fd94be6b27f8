// "Use my location" (issue 28 item 7): the device's position, found by its GPS with no connection
// too, handed to the caller (a point of a proposal's location, the centre of a notification
// profile's area) and shown with its accuracy in the reader's language, with a word when the fix
// is poor or the place is outside Yukon, and in plain words why there is none when there is none.
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Button } from '../../../components/ui/button'
import { Loading } from '../../../components/ui/status-message'
import { positionConcerns, positionFigures } from '../../../../shared/geo/device-position'
import type { DevicePosition } from '../../../../shared/geo/device-position'
import { useDevicePosition } from '../hooks/use-device-position'
import type { DevicePositionState } from '../hooks/use-device-position'
import styles from './use-my-location.module.css'

interface Props {
  /** The position found; the caller puts it where it belongs. */
  onPosition: (position: DevicePosition) => void
  /** What was done with the position, said after it. */
  done?: ReactNode
  disabled?: boolean
}

function Failure({ step }: { step: Exclude<DevicePositionState['step'], 'idle' | 'asking' | 'found'> }) {
  switch (step) {
    case 'denied':
      return (
        <Trans>
          This device did not let the registry know where it is. Allow location for this site in the browser’s or the device’s settings, then try again.
        </Trans>
      )
    case 'unavailable':
      return <Trans>The device could not find where it is. Turn on location (GPS), go where it can see the sky, and try again.</Trans>
    case 'timed-out':
      return <Trans>Finding where the device is took too long. Outdoors, with a clear view of the sky, the GPS finds it sooner: try again.</Trans>
    case 'unsupported':
      return <Trans>This browser cannot tell where the device is.</Trans>
  }
}

function Found({ position, done }: { position: DevicePosition; done: ReactNode }) {
  const { i18n } = useLingui()
  const { latitude, longitude, accuracy } = positionFigures(position, i18n.locale === 'fr' ? 'fr' : 'en')
  const concerns = positionConcerns(position)
  return (
    <>
      <p className={styles.position} role="status">
        <Trans>
          Your position:{' '}
          <span className={styles.figures}>
            {latitude}, {longitude} <span className={styles.accuracy}>(± {accuracy} m)</span>
          </span>
        </Trans>{' '}
        {done}
      </p>
      {concerns.includes('poor-accuracy') && (
        <p className={styles.warning} role="status">
          <Trans>
            The device knows this position only to within {accuracy} m. Check the point on the map, or wait outdoors for a better GPS signal and try again.
          </Trans>
        </p>
      )}
      {concerns.includes('outside-yukon') && (
        <p className={styles.warning} role="status">
          <Trans>This position is outside Yukon. Check it on the map: the registry is for projects in Yukon.</Trans>
        </p>
      )}
    </>
  )
}

export function UseMyLocation({ onPosition, done, disabled }: Props) {
  const { t } = useLingui()
  const { state, locate } = useDevicePosition(onPosition)
  return (
    <div className={styles.myLocation}>
      <Button variant="secondary" onClick={locate} disabled={disabled || state.step === 'asking'}>
        <Trans>Use my location</Trans>
      </Button>
      {state.step === 'asking' && <Loading label={t`Finding where this device is…`} />}
      {state.step === 'found' && <Found position={state.position} done={done} />}
      {state.step !== 'idle' && state.step !== 'asking' && state.step !== 'found' && (
        <p className={styles.warning} role="alert">
          <Failure step={state.step} />
        </p>
      )}
    </div>
  )
}
