// Takes a location file (or a shapefile's parts), reads it in a Web Worker and shows what was
// read before anything is sent: the shapes on the map the route gives (renderMap), a summary,
// the warnings and the list of shapes; or, for a file that cannot be used, why.
import { useLingui } from '@lingui/react'
import { Plural, Trans } from '@lingui/react/macro'
import { startTransition, useEffect, useId, useRef, useState } from 'react'
import type { ChangeEvent, ReactNode } from 'react'
import { ErrorMessage } from '../../../components/ui/status-message'
import type { LookupRequestBody } from '../../../../shared/geo/location-entry'
import type { ProjectLocationType } from '../../../../shared/schemas/location-file'
import type { DisplayShape } from '../display-shapes'
import { parseLocationFile } from '../parse-location-file'
import type { ParsedLocationFile, ParseResponse } from '../parse-location-file'
import { Failure, ProblemMessage, Reading, ReadSummary, WarningList } from './location-file-messages'
import styles from './location-file-upload.module.css'

export const ACCEPTED_FILES = '.zip,.shp,.dbf,.prj,.cpg,.shx,.kml,.kmz,.gpx,.geojson,.json,.csv'

/** Rows of the shape list shown; a file of thousands of claims is summed up after these. */
const LISTED_SHAPES = 100
const LISTED_CLAIMS = 50

type State = { step: 'idle' } | { step: 'reading'; names: string } | { step: 'done'; response: ParseResponse }

const NO_SHAPES: DisplayShape[] = []

export interface LocationFileUploadProps {
  renderMap: (shapes: DisplayShape[]) => ReactNode
  /** What else to show for a file that was read, given the look-up's request for its shapes (the route's look-up). */
  renderLookup?: (request: LookupRequestBody | undefined) => ReactNode
}

export function LocationFileUpload({ renderMap, renderLookup }: LocationFileUploadProps) {
  const id = useId()
  const [state, setState] = useState<State>({ step: 'idle' })
  const reading = useRef<AbortController | null>(null)
  useEffect(() => () => reading.current?.abort(), [])
  const { i18n } = useLingui()
  useEffect(() => {
    // Chrome takes tens of milliseconds to make the first number format and plural rules of a
    // language (its locale data): done while the page is idle, they do not hold up showing what a
    // file holds.
    const id = setTimeout(() => {
      i18n.number(0)
      new Intl.PluralRules(i18n.locale).select(0)
    }, 0)
    return () => clearTimeout(id)
  }, [i18n])

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])]
    reading.current?.abort()
    if (files.length === 0) {
      setState({ step: 'idle' })
      return
    }
    const controller = new AbortController()
    reading.current = controller
    setState({ step: 'reading', names: files.map((f) => f.name).join(', ') })
    parseLocationFile(files, controller.signal, { lookup: renderLookup !== undefined }).then(
      // A transition: React renders a file of thousands of shapes in slices, never one long task.
      (response) => startTransition(() => setState({ step: 'done', response })),
      (error: unknown) => {
        if (!(error instanceof DOMException && error.name === 'AbortError')) setState({ step: 'done', response: { ok: false, failure: String(error) } })
      },
    )
  }

  const response = state.step === 'done' ? state.response : undefined
  return (
    <div className={styles.tool}>
      <div className={styles.field}>
        <label htmlFor={id} className={styles.label}>
          <Trans>Location file</Trans>
        </label>
        <p id={`${id}-hint`} className={styles.hint}>
          <Trans>
            A zipped shapefile (.zip), a shapefile’s .shp with its .dbf and .prj files (choose them together), KML, KMZ, GPX or GeoJSON, or the CSV of your
            placer claims.
          </Trans>
        </p>
        <input id={id} type="file" multiple accept={ACCEPTED_FILES} aria-describedby={`${id}-hint`} onChange={choose} />
      </div>
      <div aria-live="polite">
        {state.step === 'reading' ? <Reading names={state.names} /> : null}
        {response && !response.ok ? (
          <ErrorMessage title={<Trans>This file could not be read</Trans>}>
            <p>{'problem' in response ? <ProblemMessage problem={response.problem} /> : <Failure failure={response.failure} />}</p>
          </ErrorMessage>
        ) : null}
        {response?.ok ? <ReadResult result={response} /> : null}
      </div>
      {renderMap(response?.ok ? response.display : NO_SHAPES)}
      {response?.ok ? <ShapeList result={response} /> : null}
      {response?.ok && renderLookup ? renderLookup(response.lookup) : null}
    </div>
  )
}

function ReadResult({ result }: { result: ParsedLocationFile }) {
  const claims = result.claims?.claims ?? []
  const claimCount = claims.length
  const more = claims.length - LISTED_CLAIMS
  const listed = claims.slice(0, LISTED_CLAIMS).join(', ')
  const positions = result.shapes.reduce((n, s) => n + s.points.length / 2, 0)
  return (
    <div className={styles.tool} data-testid="location-file-result" data-parse-ms={result.milliseconds}>
      {result.kind === 'placer-csv' ? (
        <p className={styles.summary}>
          <Plural value={claimCount} one="# claim read from the CSV file:" other="# claims read from the CSV file:" /> {listed}
          {more > 0 ? (
            <>
              {' '}
              <Plural value={more} one="and # more." other="and # more." />
            </>
          ) : null}
        </p>
      ) : null}
      <p className={result.kind === 'placer-csv' ? undefined : styles.summary}>
        <ReadSummary kind={result.kind} shapes={result.shapes.length} />
      </p>
      {result.simplified ? (
        <p className={styles.hint}>
          <Plural
            value={positions}
            one="The map draws the shapes simplified, to stay quick; the file keeps its # position."
            other="The map draws the shapes simplified, to stay quick; the file keeps its # positions."
          />
        </p>
      ) : null}
      <WarningList warnings={result.warnings} />
    </div>
  )
}

function TypeName({ type }: { type: ProjectLocationType }) {
  switch (type) {
    case 'polygon':
      return <Trans>Polygon</Trans>
    case 'line':
      return <Trans>Line</Trans>
    case 'point':
      return <Trans>Point</Trans>
  }
}

function ShapeList({ result }: { result: ParsedLocationFile }) {
  const { i18n } = useLingui()
  if (result.shapes.length === 0) return null
  const flagged = new Set(result.warnings.flatMap((w) => ('shape' in w ? [w.shape] : [])))
  const more = result.shapes.length - LISTED_SHAPES
  return (
    <table className={styles.shapes}>
      <caption>
        <Trans>Shapes in the file</Trans>
      </caption>
      <thead>
        <tr>
          <th scope="col" className={styles.number}>
            <Trans>Shape</Trans>
          </th>
          <th scope="col">
            <Trans>Type</Trans>
          </th>
          <th scope="col">{result.kind === 'placer-csv' ? <Trans>Claim</Trans> : <Trans>Name</Trans>}</th>
          <th scope="col" className={styles.number}>
            <Trans>Points</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {result.shapes.slice(0, LISTED_SHAPES).map((shape, i) => (
          <tr key={i} className={flagged.has(i + 1) ? styles.flagged : undefined}>
            <td className={styles.number}>{i + 1}</td>
            <td>
              <TypeName type={shape.type} />
            </td>
            <td>{[shape.claimNumber, shape.label].filter(Boolean).join(' – ') || '–'}</td>
            <td className={styles.number}>{i18n.number(shape.points.length / 2)}</td>
          </tr>
        ))}
        {more > 0 ? (
          <tr>
            <td colSpan={4}>
              <Plural value={more} one="and # more shape" other="and # more shapes" />
            </td>
          </tr>
        ) : null}
      </tbody>
    </table>
  )
}
