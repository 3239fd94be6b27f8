// Part 3 of the general proposal form, the project's location (spec proposals-and-accounts §2
// part 3, §4, §5, §9): shapes typed in decimal degrees or degrees/minutes/seconds (checked when a
// point is left, rounded to 4 decimals), drawn and dragged on the map the route gives (renderMap),
// added where the person stands ("Use my location": the device's position as a typed point),
// or read from a location file (renderFileInput: the route's file reader, which also keeps the file
// as the proposal's location attachment). Each change of the shapes owes a look-up, which the
// route's runner (hooks/use-location-lookup) does at once or as soon as it can, and which fills the
// detected fields the person may then change: districts, First Nations, settlement land, community,
// north slope, land use plan, nearest community, watercourses. Districts and First Nations say
// whether the look-up found them or the person ticked them. "Reset map" clears the shapes and
// everything found for them.
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useMemo, useState } from 'react'
import type { ReactNode } from 'react'
import { Button } from '../../../components/ui/button'
import { ErrorMessage, Loading } from '../../../components/ui/status-message'
import type { EntryShape } from '../../../../shared/geo/location-entry'
import { entryGeoJson, entryShapesOfFile } from '../../../../shared/geo/location-entry'
import { pointOfPosition } from '../../../../shared/geo/device-position'
import {
  clearedDetectedFields,
  landUsePlanName,
  coordinatesOfShapes,
  lookupOwed,
  shapesOfCoordinates,
} from '../../../../shared/proposal-form/general-form-location'
import type { LocationFields, LocationShapes } from '../../../../shared/proposal-form/general-form-location'
import type { LookupState } from '../hooks/use-location-lookup'
import { TypeOrDrawLocation } from './coordinate-entry'
import type { LocationMapSlot } from './location-check'
import layout from './location-check.module.css'
import { LocationDetails } from './location-details'
import styles from './proposal-location.module.css'
import { UseMyLocation } from './use-my-location'
import { communityDistanceIn } from '../../../../shared/geo/lookup'

export type { LocationFields } from '../../../../shared/proposal-form/general-form-location'

/** What the route's location file reader hands over: the shapes read, packed [latitude, longitude, …]. */
export interface LocationFileSlot {
  onFileRead: (read: { shapes: readonly { type: 'polygon' | 'line' | 'point'; points: ArrayLike<number> }[] }) => void
}

export interface ProposalLocationProps {
  value: LocationFields
  /** Merges the patch into the form as it is then (the look-up's answer comes later than the change it answers). */
  onChange: (patch: Partial<LocationFields>) => void
  /** After a submit attempt: the required-fields messages show. */
  showErrors: boolean
  /** Where the look-up of the shapes stands (the route runs it: useLocationLookup), and a new try after it failed. */
  lookup: LookupState
  onRetryLookup: () => void
  renderMap: (slot: LocationMapSlot) => ReactNode
  renderFileInput?: (slot: LocationFileSlot) => ReactNode
}

function FileShapeName({ shape }: { shape: EntryShape }) {
  const count = shape.points.length
  if (shape.type === 'point') return <Trans>Point from the file</Trans>
  return (
    <span>
      {shape.type === 'polygon' ? (
        <Plural value={count} one="Polygon from the file, # point" other="Polygon from the file, # points" />
      ) : (
        <Plural value={count} one="Line from the file, # point" other="Line from the file, # points" />
      )}
    </span>
  )
}

function RemoveShape({ number }: { number: number }) {
  return <Trans>Remove shape {number}</Trans>
}

function Found({ label, values }: { label: ReactNode; values: string[] }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{values.length ? values.join('; ') : <Trans>None found</Trans>}</dd>
    </>
  )
}

export function ProposalLocation({ value, onChange, showErrors, lookup, onRetryLookup, renderMap, renderFileInput }: ProposalLocationProps) {
  const { t, i18n } = useLingui()
  const fr = i18n.locale === 'fr'
  const shapes = useMemo(() => shapesOfCoordinates(value.projectCoordinates), [value.projectCoordinates])
  const [active, setActive] = useState<number | undefined>()
  const [fitKey, setFitKey] = useState(0)
  const refit = useCallback(() => setFitKey((k) => k + 1), [])
  const [removedFileShape, setRemovedFileShape] = useState(false)

  const setShapes = (next: LocationShapes) => {
    // A look-up is owed for new shapes, so a draft opened again keeps the answers given by hand until then.
    if (entryGeoJson([...next.manual, ...next.file]))
      onChange({ projectCoordinates: coordinatesOfShapes(next), locationLookup: lookupOwed(value.locationLookup) })
    else onChange({ projectCoordinates: coordinatesOfShapes(next), ...clearedDetectedFields() })
  }
  const setManual = (manual: EntryShape[]) => {
    if (manual.length > shapes.manual.length) setRemovedFileShape(false)
    setShapes({ ...shapes, manual })
  }

  const reset = () => {
    onChange({ projectCoordinates: [], ...clearedDetectedFields() })
    setActive(undefined)
    setRemovedFileShape(false)
  }

  const usable = entryGeoJson([...shapes.manual, ...shapes.file]) !== undefined
  const owed = usable && value.locationLookup.pending
  const drainages = fr ? value.drainagesFr : value.drainages

  return (
    <div className={`${layout.frame} ${styles.location}`}>
      <div className={layout.check}>
        <div className={layout.inputs}>
          <TypeOrDrawLocation heading="h3" shapes={shapes.manual} onChange={setManual} onCommit={refit} active={active} onActiveChange={setActive} />
          <h3>
            <Trans>Or use where you are</Trans>
          </h3>
          <UseMyLocation
            onPosition={(position) => {
              setManual([...shapes.manual, { type: 'line', points: [pointOfPosition(position)] }])
              refit()
            }}
            done={<Trans>It is added to the location as a point.</Trans>}
          />
          {renderFileInput && (
            <>
              <h3>
                <Trans>Or upload a location file</Trans>
              </h3>
              {renderFileInput({
                onFileRead: (read) => {
                  setRemovedFileShape(false)
                  setShapes({ ...shapes, file: entryShapesOfFile(read.shapes) })
                  refit()
                },
              })}
            </>
          )}
          {shapes.file.length > 0 && (
            <ul className={styles.fileShapes} aria-label={t`Shapes from the location file`}>
              {shapes.file.map((shape, i) => (
                <li key={i}>
                  <FileShapeName shape={shape} />
                  <Button
                    variant="secondary"
                    onClick={() => {
                      setRemovedFileShape(true)
                      setShapes({ ...shapes, file: shapes.file.filter((_, j) => j !== i) })
                    }}
                  >
                    <RemoveShape number={i + 1} />
                  </Button>
                </li>
              ))}
            </ul>
          )}
          {removedFileShape && (
            <p className={styles.warning} role="status">
              <Trans>A shape from your location file was removed. Upload a new file, or type or draw the location.</Trans>
            </p>
          )}
        </div>
        <div className={layout.map}>
          {renderMap({ shapes: shapes.manual, active, onChange: setManual, context: shapes.file, fitKey })}
          <Button variant="secondary" onClick={reset} disabled={value.projectCoordinates.length === 0}>
            <Trans>Reset map</Trans>
          </Button>
        </div>

        <div className={`${layout.result} ${styles.detected}`}>
          <h3>
            <Trans>What was found for the location</Trans>
          </h3>
          {lookup.step === 'loading' && <Loading label={t`Looking up the location…`} />}
          {lookup.step === 'failed' && (
            <ErrorMessage title={t`The location could not be looked up`}>
              <p>{lookup.message}</p>
              <Button variant="secondary" onClick={onRetryLookup}>
                <Trans>Try again</Trans>
              </Button>
            </ErrorMessage>
          )}
          {!usable && (
            <p className={layout.hint}>
              <Trans>
                Add a polygon of at least 3 points or a line of 2, or upload a location file, and the districts, First Nations and the rest are filled in for
                you.
              </Trans>
            </p>
          )}
          {owed && lookup.step !== 'loading' && lookup.step !== 'failed' && (
            <p className={styles.warning} role="status">
              <Trans>
                The location could not be looked up yet: there is no connection and the map layers are not on this device. It will be looked up as soon as the
                connection returns, and the registry looks it up too when it receives the proposal.
              </Trans>
            </p>
          )}
          {usable && lookup.step === 'done' && lookup.offline && (
            <p className={layout.hint}>
              <Trans>Worked out on this device from the map layers saved for use without a connection.</Trans>
            </p>
          )}
          {usable && !owed && lookup.step !== 'loading' && value.assessmentDistricts.length === 0 && (
            <p className={styles.warning} role="status">
              <Trans>No assessment district was found for this location. Check the location, or choose the districts below.</Trans>
            </p>
          )}
          <dl className={styles.found}>
            <Found label={<Trans>1:50,000 map sheets (NTS)</Trans>} values={value.NTSIndexes} />
            <Found label={<Trans>Drainages</Trans>} values={drainages.map((d) => `${d.majorDrainageName} - ${d.subDrainageName} - ${d.subSubDrainageName}`)} />
            <Found label={<Trans>Settlement lands</Trans>} values={value.settlementLands.map((s) => `${s.firstNation}: ${s.parcels.join(', ')}`)} />
            <Found label={<Trans>Yukon communities</Trans>} values={value.yukonCommunities} />
            <Found label={<Trans>Regional land use plans</Trans>} values={value.regionalLandUsePlans.map((plan) => landUsePlanName(plan, fr ? 'fr' : 'en'))} />
            <Found label={<Trans>Closest communities</Trans>} values={value.closestCommunities.map((c) => communityDistanceIn(c, fr ? 'fr' : 'en'))} />
          </dl>

          <LocationDetails value={value} onChange={onChange} showErrors={showErrors} />
        </div>
      </div>
    </div>
  )
}
