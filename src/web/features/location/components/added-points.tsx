// Part 3 of the placer form: the points a miner adds where they stand ("Use my location"), kept
// beside the claims' outlines and looked up with them, each listed with a way to remove it.
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '../../../components/ui/button'
import { degreesText, pointOfPosition } from '../../../../shared/geo/device-position'
import type { EntryPoint } from '../../../../shared/geo/location-entry'
import { COORDINATE_DECIMALS } from '../../../../shared/geo/dms'
import styles from './proposal-location.module.css'
import { UseMyLocation } from './use-my-location'

interface Props {
  points: EntryPoint[]
  /** Changes the points as the form then holds them (a GPS fix arrives seconds after the button). */
  onChange: (change: (points: EntryPoint[]) => EntryPoint[]) => void
  disabled?: boolean
}

function AddedPoint({ point, number, onRemove, disabled }: { point: EntryPoint; number: number; onRemove: () => void; disabled?: boolean }) {
  const { i18n } = useLingui()
  const language = i18n.locale === 'fr' ? 'fr' : 'en'
  const latitude = degreesText(point.latitude, language, COORDINATE_DECIMALS)
  const longitude = degreesText(point.longitude, language, COORDINATE_DECIMALS)
  return (
    <li>
      <span>
        <Trans>
          Point {number}: {latitude}, {longitude}
        </Trans>
      </span>
      <Button variant="secondary" disabled={disabled} onClick={onRemove}>
        <Trans>Remove point {number}</Trans>
      </Button>
    </li>
  )
}

export function AddedPoints({ points, onChange, disabled }: Props) {
  const { t } = useLingui()
  return (
    <>
      <h3>
        <Trans>Add where you are</Trans>
      </h3>
      <UseMyLocation
        onPosition={(position) => onChange((now) => [...now, pointOfPosition(position)])}
        done={<Trans>It is added to the location as a point.</Trans>}
        disabled={disabled}
      />
      {points.length > 0 && (
        <ul className={styles.fileShapes} aria-label={t`Points added where you stood`}>
          {points.map((point, i) => (
            <AddedPoint key={i} point={point} number={i + 1} disabled={disabled} onRemove={() => onChange((now) => now.filter((_, j) => j !== i))} />
          ))}
        </ul>
      )}
    </>
  )
}
