// "Download location" on a project page: the project's points and shapes as GeoJSON, KML or a
// zipped shapefile, made in the browser from the page's data when the visitor asks. The shapefile
// is written in a worker started on the click, so its writer is not part of the page's download.
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import type { ReactNode } from 'react'
import {
  hasExportableLocation,
  LOCATION_FORMATS,
  locationFeatureCollection,
  locationFileBase,
  locationFileName,
  locationKml,
  shapefileFeatures,
} from '../../../../shared/geo/location-export'
import type { FeatureNames, LocationFormat, ProjectLocation } from '../../../../shared/geo/location-export'
import type { ShapefileRequest } from '../../../../shared/geo/location-shapefile'
import type { ShapefileAnswer } from '../workers/location-shapefile.worker'
import { Button } from '../../../components/ui/button'
import { showToast } from '../../../components/ui/toast'
import styles from './location-downloads.module.css'

/** FileSaver's delay: a browser may still be reading the file some time after the click. */
const REVOKE_AFTER_MS = 40_000

function saveFile(content: BlobPart, fileName: string, mimeType: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: mimeType }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  // Firefox follows only links that are in the document.
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS)
}

function shapefileInWorker(request: ShapefileRequest): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('../workers/location-shapefile.worker.ts', import.meta.url), { type: 'module' })
    worker.onmessage = (event: MessageEvent<ShapefileAnswer>) => {
      worker.terminate()
      if (event.data.ok) resolve(event.data.zip)
      else reject(new Error(event.data.message))
    }
    worker.onerror = (event) => {
      worker.terminate()
      reject(new Error(event.message || 'the shapefile worker did not start'))
    }
    worker.postMessage(request)
  })
}

async function fileContent(format: LocationFormat, location: ProjectLocation, names: FeatureNames): Promise<BlobPart> {
  switch (format) {
    case 'geojson':
      return JSON.stringify(locationFeatureCollection(location, names))
    case 'kml':
      return locationKml(location, names)
    case 'shapefile':
      return shapefileInWorker({ features: shapefileFeatures(location, names), fileBase: locationFileBase(location.projectNumber) })
  }
}

export function LocationDownloads({ location }: { location: ProjectLocation }) {
  const { t } = useLingui()
  const headingId = useId()
  const [preparing, setPreparing] = useState<LocationFormat | null>(null)
  if (!hasExportableLocation(location)) return null

  const names: FeatureNames = {
    point: (number) => t`Point ${number}`,
    line: (number) => t`Line ${number}`,
    polygon: (number) => t`Polygon ${number}`,
    claim: (claimNumber) => t`Claim ${claimNumber}`,
  }

  async function download(format: LocationFormat) {
    setPreparing(format)
    try {
      saveFile(await fileContent(format, location, names), locationFileName(location.projectNumber, format), LOCATION_FORMATS[format].mimeType)
    } catch (error) {
      // Most likely the shapefile worker could not be fetched (no connection, or a newer build).
      console.warn('Location file not made', error)
      showToast(<Trans>The file could not be prepared. Check your connection and try again.</Trans>, { kind: 'error' })
    } finally {
      setPreparing(null)
    }
  }

  const button = (format: LocationFormat, label: ReactNode) => (
    <Button variant="secondary" className={styles.button} disabled={preparing !== null} aria-busy={preparing === format} onClick={() => void download(format)}>
      {label}
    </Button>
  )

  return (
    <div className={styles.downloads} role="group" aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        <Trans>Download location</Trans>
      </h3>
      <div className={styles.buttons}>
        {button('geojson', <Trans>GeoJSON</Trans>)}
        {button('kml', <Trans>KML</Trans>)}
        {button('shapefile', <Trans>Shapefile (zip)</Trans>)}
      </div>
    </div>
  )
}
