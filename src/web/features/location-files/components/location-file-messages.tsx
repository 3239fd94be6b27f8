// What the location-file reader found, in the visitor's language: why a file cannot be used
// (spec §5: a file that cannot be parsed advises a shapefile (.shp) or a zip file), the warnings
// on shapes that can be shown but not used as they are, and the summary of what was read.
import { useLingui } from '@lingui/react'
import { Plural, Trans } from '@lingui/react/macro'
import { Loading } from '../../../components/ui/status-message'
import type { LocationFileKind, LocationFileProblem, LocationFileWarning } from '../../../../shared/geo/location-files'
import styles from './location-file-upload.module.css'

const mb = (bytes: number) => Math.round(bytes / (1024 * 1024))

function KindName({ kind }: { kind: LocationFileKind }) {
  switch (kind) {
    case 'shapefile':
      return <Trans>a shapefile</Trans>
    case 'kml':
      return <Trans>a KML file</Trans>
    case 'kmz':
      return <Trans>a KMZ file</Trans>
    case 'gpx':
      return <Trans>a GPX file</Trans>
    case 'geojson':
      return <Trans>a GeoJSON file</Trans>
    case 'placer-csv':
      return <Trans>a placer CSV file</Trans>
  }
}

export function ProblemMessage({ problem }: { problem: LocationFileProblem }) {
  switch (problem.code) {
    case 'empty':
      return <Trans>The file is empty.</Trans>
    case 'too-large': {
      const limit = mb(problem.limitBytes)
      return <Trans>The file is larger than {limit} MB.</Trans>
    }
    case 'unknown-kind':
      return problem.inZip ? (
        <Trans>The zip file holds no shapefile (.shp). Use a shapefile (.shp) or a zip file of one; KML, KMZ, GPX and GeoJSON files can be read too.</Trans>
      ) : (
        <Trans>This is not a location file. Use a shapefile (.shp) or a zip file of one; KML, KMZ, GPX and GeoJSON files can be read too.</Trans>
      )
    case 'not-csv':
      return <Trans>Only a CSV file can be read as a list of placer claims.</Trans>
    case 'one-file':
      return <Trans>Choose one file, or the parts of one shapefile (.shp, .dbf, .prj, .cpg) together.</Trans>
    case 'zip-unsafe-path': {
      const entry = problem.entry
      return <Trans>The zip file names a file outside its folder ({entry}), so it was not opened.</Trans>
    }
    case 'zip-too-large': {
      const limit = mb(problem.limitBytes)
      return <Trans>The zip file would unpack to more than {limit} MB, or is packed far tighter than map files are, so it was not opened.</Trans>
    }
    case 'zip-broken': {
      const detail = problem.detail
      return <Trans>The zip file is damaged or of a kind that cannot be opened ({detail}).</Trans>
    }
    case 'shapefile-incomplete':
      return <Trans>The shapefile’s .shp file is missing. Choose the .shp file together with its .dbf and .prj files, or a zip file of them.</Trans>
    case 'unreadable': {
      const detail = problem.detail
      return (
        <Trans>
          The file could not be read as <KindName kind={problem.kind} /> ({detail}).
        </Trans>
      )
    }
    case 'invalid-geometry': {
      const { where, detail } = problem
      return (
        <Trans>
          A shape of the file is not valid ({where}: {detail}).
        </Trans>
      )
    }
    case 'not-degrees': {
      const where = problem.where
      const position = problem.position.join(', ')
      return problem.hasPrj ? (
        <Trans>
          The positions of the file ({where}: {position}) could not be converted to latitude and longitude with the projection in its .prj file.
        </Trans>
      ) : (
        <Trans>
          The positions of the file ({where}: {position}) are not latitude and longitude in degrees. Add the shapefile’s .prj file, which names its projection.
        </Trans>
      )
    }
    case 'too-many-positions':
      return <TooManyPositions limit={problem.limit} />
    case 'no-shapes':
      return <Trans>The file has no points, lines or polygons.</Trans>
    case 'csv-no-claims':
      return <Trans>No claim grant numbers were found. Put them in a column headed “Grant Number”.</Trans>
    case 'csv-bad-row': {
      const { row, detail } = problem
      return (
        <Trans>
          Row {row} of the CSV file could not be read ({detail}).
        </Trans>
      )
    }
  }
}

function TooManyPositions({ limit }: { limit: number }) {
  const { i18n } = useLingui()
  const positions = i18n.number(limit)
  return <Trans>The file has more than {positions} positions. Simplify the shapes and try again.</Trans>
}

export function WarningMessage({ warning }: { warning: LocationFileWarning }) {
  switch (warning.code) {
    case 'too-few-points': {
      const shape = warning.shape
      return warning.type === 'polygon' ? (
        <Trans>Shape {shape} is a polygon with fewer than 3 points: polygons need more than 2 points to be used in queries.</Trans>
      ) : (
        <Trans>Shape {shape} is a line with a single point.</Trans>
      )
    }
    case 'self-intersection': {
      const shape = warning.shape
      return <Trans>Shape {shape} is a polygon whose edges cross each other.</Trans>
    }
    case 'holes-left-out': {
      const holes = warning.count
      return (
        <Plural
          value={holes}
          one="# hole was left out: a location is the outline of each polygon."
          other="# holes were left out: a location is the outline of each polygon."
        />
      )
    }
    case 'claims-unreadable': {
      const items = warning.items.join(', ')
      return <Trans>These entries are not grant numbers: {items}.</Trans>
    }
  }
}

/** The warnings on what was read, listed; nothing when there are none. */
export function WarningList({ warnings }: { warnings: LocationFileWarning[] }) {
  if (warnings.length === 0) return null
  return (
    <ul className={styles.warnings}>
      {warnings.map((warning, i) => (
        <li key={i}>
          <WarningMessage warning={warning} />
        </li>
      ))}
    </ul>
  )
}

export function ReadSummary({ kind, shapes }: { kind: LocationFileKind; shapes: number }) {
  switch (kind) {
    case 'shapefile':
      return <Plural value={shapes} one="# shape read from the shapefile." other="# shapes read from the shapefile." />
    case 'kml':
      return <Plural value={shapes} one="# shape read from the KML file." other="# shapes read from the KML file." />
    case 'kmz':
      return <Plural value={shapes} one="# shape read from the KMZ file." other="# shapes read from the KMZ file." />
    case 'gpx':
      return <Plural value={shapes} one="# shape read from the GPX file." other="# shapes read from the GPX file." />
    case 'geojson':
      return <Plural value={shapes} one="# shape read from the GeoJSON file." other="# shapes read from the GeoJSON file." />
    case 'placer-csv':
      return (
        <Plural
          value={shapes}
          _0="No claim is placed by coordinates in the CSV file."
          one="# claim is placed by coordinates in the CSV file."
          other="# claims are placed by coordinates in the CSV file."
        />
      )
  }
}

/** A file being read, named. */
export function Reading({ names }: { names: string }) {
  return <Loading label={<Trans>Reading {names}…</Trans>} />
}

/** The reader stopped on something it did not expect. */
export function Failure({ failure }: { failure: string }) {
  return <Trans>Something went wrong while reading it ({failure}).</Trans>
}
