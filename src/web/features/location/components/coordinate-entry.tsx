// Typing a location (spec §7 part 3): polygons and lines of points, each point a latitude and a
// longitude in decimal degrees or in degrees/minutes/seconds. A point is checked when its row loses
// focus: a pair with an empty value, or degrees/minutes/seconds that do not convert, stays as typed
// with a message; a good one is rounded to 4 decimals and the map re-zooms (onCommit). New points
// go where the spec puts them: the first at 60.7, -135, the next half way between the first and
// the last; a new polygon starts as the spec's default triangle.
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import type { FocusEvent } from 'react'
import { Button } from '../../../components/ui/button'
import type { DmsText } from '../../../../shared/geo/dms'
import { dmsText, fromDms, parseDecimalCoordinate } from '../../../../shared/geo/dms'
import type { EntryPoint, EntryShape } from '../../../../shared/geo/location-entry'
import { DEFAULT_POLYGON, isUsable, nextPoint } from '../../../../shared/geo/location-entry'
import styles from './coordinate-entry.module.css'

export type CoordinateFormat = 'decimal' | 'dms'

interface Props {
  shapes: EntryShape[]
  onChange: (shapes: EntryShape[]) => void
  /** A point was typed and accepted: the map should fit the shapes again. */
  onCommit: () => void
  active: number | undefined
  onActiveChange: (index: number | undefined) => void
}

type Draft = { latitude: string; longitude: string } | { latitude: DmsText; longitude: DmsText }

function draftOf(point: EntryPoint, format: CoordinateFormat): Draft {
  return format === 'decimal'
    ? { latitude: String(point.latitude), longitude: String(point.longitude) }
    : { latitude: dmsText(point.latitude), longitude: dmsText(point.longitude) }
}

function parseDraft(draft: Draft): EntryPoint | 'empty' | 'invalid' {
  if (typeof draft.latitude === 'string' && typeof draft.longitude === 'string') {
    if (!draft.latitude.trim() || !draft.longitude.trim()) return 'empty'
    const latitude = parseDecimalCoordinate(draft.latitude, 90)
    const longitude = parseDecimalCoordinate(draft.longitude, 180)
    return latitude === undefined || longitude === undefined ? 'invalid' : { latitude, longitude }
  }
  const lat = draft.latitude as DmsText
  const lon = draft.longitude as DmsText
  if (!lat.degrees.trim() || !lon.degrees.trim()) return 'empty'
  const latitude = fromDms(lat, 90)
  const longitude = fromDms(lon, 180)
  return latitude === undefined || longitude === undefined ? 'invalid' : { latitude, longitude }
}

function PointRow({
  shapeIndex,
  index,
  point,
  format,
  onAccept,
  onRemove,
}: {
  shapeIndex: number
  index: number
  point: EntryPoint
  format: CoordinateFormat
  onAccept: (point: EntryPoint) => void
  onRemove: () => void
}) {
  const { t } = useLingui()
  const id = useId()
  const [draft, setDraft] = useState<Draft>(() => draftOf(point, format))
  const [problem, setProblem] = useState<'empty' | 'invalid' | undefined>()
  const [shown, setShown] = useState({ point, format })
  // A point moved on the map, or a change of format, shows the new value. Compared by value: a
  // form read back from storage holds equal points as new objects, and must not wipe what is
  // being typed.
  if (shown.point.latitude !== point.latitude || shown.point.longitude !== point.longitude || shown.format !== format) {
    setShown({ point, format })
    setDraft(draftOf(point, format))
    setProblem(undefined)
  }
  const check = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return
    const parsed = parseDraft(draft)
    if (parsed === 'empty' || parsed === 'invalid') return setProblem(parsed)
    setProblem(undefined)
    onAccept(parsed)
  }
  const errorId = `${id}-error`
  const invalid = problem ? true : undefined
  const text = (value: string, onValue: (v: string) => void, label: string, className = styles.decimal) => (
    <input
      className={className}
      value={value}
      onChange={(e) => onValue(e.target.value)}
      aria-label={label}
      aria-invalid={invalid}
      aria-describedby={problem ? errorId : undefined}
      inputMode="decimal"
    />
  )
  const dmsInputs = (which: 'latitude' | 'longitude', value: DmsText) => {
    const set = (part: keyof DmsText) => (v: string) => setDraft({ ...(draft as { latitude: DmsText; longitude: DmsText }), [which]: { ...value, [part]: v } })
    const name = which === 'latitude' ? t`Latitude` : t`Longitude`
    return (
      <span className={styles.dms}>
        {text(value.degrees, set('degrees'), t`${name} degrees`, styles.dmsPart)}°{text(value.minutes, set('minutes'), t`${name} minutes`, styles.dmsPart)}′
        {text(value.seconds, set('seconds'), t`${name} seconds`, styles.dmsSeconds)}″
      </span>
    )
  }
  return (
    <fieldset className={styles.point} onBlur={check}>
      <legend className={styles.pointLegend}>
        <Trans>Point {index + 1}</Trans>
      </legend>
      {typeof draft.latitude === 'string' && typeof draft.longitude === 'string' ? (
        <>
          {text(
            draft.latitude,
            (v) => setDraft({ latitude: v, longitude: draft.longitude as string }),
            t`Latitude of point ${index + 1} of shape ${shapeIndex + 1}`,
          )}
          {text(
            draft.longitude,
            (v) => setDraft({ latitude: draft.latitude as string, longitude: v }),
            t`Longitude of point ${index + 1} of shape ${shapeIndex + 1}`,
          )}
        </>
      ) : (
        <>
          {dmsInputs('latitude', draft.latitude as DmsText)}
          {dmsInputs('longitude', draft.longitude as DmsText)}
        </>
      )}
      <Button variant="secondary" className={styles.remove} onClick={onRemove} aria-label={t`Remove point ${index + 1} of shape ${shapeIndex + 1}`}>
        ×
      </Button>
      {problem && (
        <p id={errorId} className={styles.error} role="alert">
          {problem === 'empty' ? (
            <Trans>Enter both a latitude and a longitude.</Trans>
          ) : format === 'dms' ? (
            <Trans>Enter degrees, minutes (under 60) and seconds (under 60) that make a latitude and a longitude.</Trans>
          ) : (
            <Trans>Enter a latitude between -90 and 90 and a longitude between -180 and 180, in decimal degrees.</Trans>
          )}
        </p>
      )}
    </fieldset>
  )
}

function CoordinateEntry({ shapes, onChange, onCommit, active, onActiveChange }: Props) {
  const { t } = useLingui()
  const [format, setFormat] = useState<CoordinateFormat>('decimal')
  const update = (index: number, shape: EntryShape) => onChange(shapes.map((s, i) => (i === index ? shape : s)))
  const add = (type: EntryShape['type']) => {
    onChange([...shapes, { type, points: type === 'polygon' ? DEFAULT_POLYGON : [nextPoint([])] }])
    onActiveChange(shapes.length)
    onCommit()
  }
  return (
    <div className={styles.entry}>
      <fieldset className={styles.format}>
        <legend>
          <Trans>Coordinates in</Trans>
        </legend>
        <label>
          <input type="radio" name="coordinate-format" checked={format === 'decimal'} onChange={() => setFormat('decimal')} /> <Trans>decimal degrees</Trans>
        </label>
        <label>
          <input type="radio" name="coordinate-format" checked={format === 'dms'} onChange={() => setFormat('dms')} />{' '}
          <Trans>degrees, minutes and seconds</Trans>
        </label>
      </fieldset>
      {shapes.map((shape, index) => (
        <section
          key={index}
          className={index === active ? `${styles.shape} ${styles.active}` : styles.shape}
          aria-label={shape.type === 'polygon' ? t`Polygon ${index + 1}` : t`Line ${index + 1}`}
        >
          <header className={styles.shapeHeader}>
            <h3>{shape.type === 'polygon' ? <Trans>Polygon {index + 1}</Trans> : <Trans>Line {index + 1}</Trans>}</h3>
            <Button variant="secondary" onClick={() => onActiveChange(index === active ? undefined : index)} aria-pressed={index === active}>
              {index === active ? <Trans>Done drawing</Trans> : <Trans>Draw on the map</Trans>}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                onChange(shapes.filter((_, i) => i !== index))
                onActiveChange(undefined)
              }}
            >
              {shape.type === 'polygon' ? <Trans>Remove polygon</Trans> : <Trans>Remove line</Trans>}
            </Button>
          </header>
          {!isUsable(shape) && (
            <p className={styles.hint}>
              {shape.type === 'polygon' ? (
                <Trans>A polygon needs more than 2 points to be used.</Trans>
              ) : (
                <Trans>A line needs a point to be used (a single point is used as a point).</Trans>
              )}
            </p>
          )}
          {shape.points.map((point, k) => (
            <PointRow
              key={k}
              shapeIndex={index}
              index={k}
              point={point}
              format={format}
              onAccept={(accepted) => {
                update(index, { ...shape, points: shape.points.map((p, j) => (j === k ? accepted : p)) })
                onCommit()
              }}
              onRemove={() => update(index, { ...shape, points: shape.points.filter((_, j) => j !== k) })}
            />
          ))}
          <Button variant="secondary" onClick={() => update(index, { ...shape, points: [...shape.points, nextPoint(shape.points)] })}>
            <Trans>Add point</Trans>
          </Button>
        </section>
      ))}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => add('polygon')}>
          <Trans>Add a polygon</Trans>
        </Button>
        <Button variant="secondary" onClick={() => add('line')}>
          <Trans>Add a line</Trans>
        </Button>
      </div>
    </div>
  )
}

/** The shapes typed or drawn, under their heading (a level that fits the page) and how to enter them. */
export function TypeOrDrawLocation({ heading: Heading, ...entry }: Props & { heading: 'h2' | 'h3' }) {
  return (
    <>
      <Heading>
        <Trans>Type or draw the location</Trans>
      </Heading>
      <p className={styles.hint}>
        <Trans>Add a polygon or a line, then type its points or choose “Draw on the map” and click the map to add points; drag a point to move it.</Trans>
      </p>
      <CoordinateEntry {...entry} />
    </>
  )
}
