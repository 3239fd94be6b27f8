// The proposal form's location file input (spec §2 part 3, §5): a shapefile (zipped, or its .shp
// with .dbf and .prj), KML, KMZ, GPX or GeoJSON is read in the browser's Web Worker and its shapes
// handed to the form (onRead), with the files themselves, which the form keeps as the proposal's
// location attachment. A file that cannot be read says why and advises a shapefile or a zip file.
// Very large files are handed over as the worker simplified them for drawing, which the form can
// store; the original file keeps every position.
import { Trans } from '@lingui/react/macro'
import { startTransition, useId, useState } from 'react'
import { ErrorMessage } from '../../../components/ui/status-message'
import type { LocationFileWarning } from '../../../../shared/geo/location-files'
import type { ProjectLocationType } from '../../../../shared/schemas/location-file'
import type { ParseResponse } from '../parse-location-file'
import { useLocationFileInput } from '../use-location-file-input'
import { Failure, ProblemMessage, Reading, ReadSummary, WarningList } from './location-file-messages'
import styles from './location-file-upload.module.css'

/** Location files the general form takes (the placer CSV belongs to the placer form). */
export const PROPOSAL_LOCATION_FILES = '.zip,.shp,.dbf,.prj,.cpg,.shx,.kml,.kmz,.gpx,.geojson,.json'

export interface LocationFileRead {
  shapes: { type: ProjectLocationType; points: Float64Array }[]
  /** The shapes were simplified to be stored and drawn; the file holds more positions. */
  simplified: boolean
  files: File[]
}

type State =
  | { step: 'idle' }
  | { step: 'reading'; names: string }
  | { step: 'failed'; response: Extract<ParseResponse, { ok: false }> }
  | { step: 'read'; warnings: LocationFileWarning[]; summary: { kind: Extract<ParseResponse, { ok: true }>['kind']; shapes: number } }

export function LocationFilePicker({ onRead }: { onRead: (read: LocationFileRead) => void }) {
  const id = useId()
  const [state, setState] = useState<State>({ step: 'idle' })
  const choose = useLocationFileInput({
    onReading: (names) => setState({ step: 'reading', names }),
    onRead: (response, files) => {
      if (!response.ok) return setState({ step: 'failed', response })
      if (response.kind === 'placer-csv' || response.shapes.length === 0)
        return setState({ step: 'failed', response: { ok: false, problem: { code: 'no-shapes' } } })
      const shapes = response.simplified
        ? response.display.map(({ type, points }) => ({ type, points }))
        : response.shapes.map(({ type, points }) => ({ type, points }))
      startTransition(() => {
        setState({ step: 'read', warnings: response.warnings, summary: { kind: response.kind, shapes: response.shapes.length } })
        onRead({ shapes, simplified: response.simplified, files })
      })
    },
  })

  return (
    <div className={styles.tool}>
      <div className={styles.field}>
        <label htmlFor={id} className={styles.label}>
          <Trans>Upload a location file</Trans>
        </label>
        <p id={`${id}-hint`} className={styles.hint}>
          <Trans>A zipped shapefile (.zip), a shapefile’s .shp with its .dbf and .prj files (choose them together), KML, KMZ, GPX or GeoJSON.</Trans>
        </p>
        <input id={id} type="file" multiple accept={PROPOSAL_LOCATION_FILES} aria-describedby={`${id}-hint`} onChange={choose} />
      </div>
      <div aria-live="polite">
        {state.step === 'reading' && <Reading names={state.names} />}
        {state.step === 'failed' && (
          <ErrorMessage title={<Trans>The file could not be read</Trans>}>
            <p>{'problem' in state.response ? <ProblemMessage problem={state.response.problem} /> : <Failure failure={state.response.failure} />}</p>
            <p>
              <Trans>Please upload a shapefile (.shp, with its .dbf and .prj files) or a zip file of one, or type or draw the location instead.</Trans>
            </p>
          </ErrorMessage>
        )}
        {state.step === 'read' && (
          <>
            <p className={styles.summary}>
              <ReadSummary kind={state.summary.kind} shapes={state.summary.shapes} />
            </p>
            <WarningList warnings={state.warnings} />
          </>
        )}
      </div>
    </div>
  )
}
