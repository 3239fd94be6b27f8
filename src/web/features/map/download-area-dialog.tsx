// "Download this map area": the tiles of the chosen map types over the area on the map, from its
// zoom down to a chosen one, kept on the device for the field. Says how many tiles and about how
// much space before it starts, refuses what is over the limit, shows its progress and can be
// cancelled. Loaded only when the visitor opens it.
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState } from 'react'
import type { Box } from '../../../shared/geo/geometry'
import { deepestZoomWithin, downloadLimit, estimateDownload, MAX_DOWNLOAD_BYTES, tilesInBox, tileUrl } from '../../../shared/geo/tiles'
import type { MapTileLayer } from '../../../shared/schemas/reference'
import { Button } from '../../components/ui/button'
import { LinkButton } from '../../components/ui/link-button'
import { MAP_TYPE_NAMES } from './basemap'
import { deleteSavedTiles, downloadTiles, freeStorageBytes, savedTileCount } from './tile-download'
import type { TileDownloadEnd, TileProgress } from './tile-download'

export interface DownloadAreaDialogProps {
  area: Box
  /** The map's zoom: the download starts there. */
  zoom: number
  layers: MapTileLayer[]
  onClose: () => void
}

/** Deeper than this by default, the count of tiles runs away for little gain in the field. */
const DEFAULT_EXTRA_ZOOMS = 3

type Stage =
  | { kind: 'choosing' }
  | { kind: 'downloading'; total: number; progress: TileProgress }
  | { kind: 'ended'; end: TileDownloadEnd; total: number; progress: TileProgress }

function* urlsOf(area: Box, fromZoom: number, toZoom: number, layers: MapTileLayer[]) {
  for (const layer of layers) for (const tile of tilesInBox(area, fromZoom, Math.min(toZoom, layer.maxZoom))) yield tileUrl(layer.url, tile)
}

function Progress({ total, progress, sizeOf }: { total: number; progress: TileProgress; sizeOf: (bytes: number) => string }) {
  const { t, i18n } = useLingui()
  const done = i18n.number(progress.done)
  const all = i18n.number(total)
  const size = sizeOf(progress.bytes)
  return (
    <div className="download-area-progress">
      <progress max={total} value={progress.done} aria-label={t`Download progress`} />
      <p>
        <Trans>
          {done} of {all} tiles ({size})
        </Trans>
      </p>
    </div>
  )
}

export default function DownloadAreaDialog({ area, zoom, layers, onClose }: DownloadAreaDialogProps) {
  const { i18n } = useLingui()
  const dialog = useRef<HTMLDialogElement>(null)
  const download = useRef<AbortController | null>(null)
  const titleId = useId()
  const [types, setTypes] = useState(() => new Set(layers.map((l) => l.type)))
  const [limit, setLimit] = useState(MAX_DOWNLOAD_BYTES)
  const [saved, setSaved] = useState<number | null>(null)
  const [stage, setStage] = useState<Stage>({ kind: 'choosing' })
  const maxZoom = Math.max(zoom, ...layers.map((l) => l.maxZoom))
  const chosen = layers.filter((l) => types.has(l.type))
  const [toZoom, setToZoom] = useState(() =>
    Math.max(zoom, Math.min(zoom + DEFAULT_EXTRA_ZOOMS, deepestZoomWithin(area, zoom, maxZoom, layers, MAX_DOWNLOAD_BYTES))),
  )
  const estimate = estimateDownload(area, zoom, toZoom, chosen)
  const fits = estimate.bytes <= limit

  useEffect(() => {
    // React's development mode runs this twice; a dialog already open stays as it is.
    if (dialog.current && !dialog.current.open) dialog.current.showModal()
    void freeStorageBytes().then((free) => setLimit(downloadLimit(free)))
    void savedTileCount().then(setSaved)
    // Closing the dialog stops a download under way.
    return () => download.current?.abort()
  }, [])

  const sizeOf = (bytes: number) =>
    bytes < 1_000_000
      ? i18n.number(bytes / 1000, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 })
      : i18n.number(bytes / 1_000_000, { style: 'unit', unit: 'megabyte', maximumFractionDigits: bytes < 10_000_000 ? 1 : 0 })
  const close = () => {
    download.current?.abort()
    dialog.current?.close()
    onClose()
  }

  const start = async () => {
    const controller = new AbortController()
    download.current = controller
    const total = estimate.tiles
    const empty = { done: 0, failed: 0, bytes: 0 }
    setStage({ kind: 'downloading', total, progress: empty })
    let last = empty
    const end = await downloadTiles({
      urls: urlsOf(area, zoom, toZoom, chosen),
      limitBytes: limit,
      signal: controller.signal,
      onProgress: (progress) => {
        last = progress
        setStage({ kind: 'downloading', total, progress })
      },
    })
    download.current = null
    setStage({ kind: 'ended', end, total, progress: last })
    setSaved(await savedTileCount())
  }

  const zooms = Array.from({ length: maxZoom - zoom + 1 }, (_, i) => zoom + i)
  const busy = stage.kind === 'downloading'
  const size = sizeOf(estimate.bytes)
  const limitSize = sizeOf(limit)

  return (
    <dialog ref={dialog} className="download-area" aria-labelledby={titleId} onCancel={close}>
      <h2 id={titleId}>
        <Trans>Download this map area</Trans>
      </h2>
      <p>
        <Trans>The map tiles of the area shown on the map are kept on this device, so the map shows them with no connection.</Trans>
      </p>
      <fieldset disabled={busy}>
        <legend>
          <Trans>Map types</Trans>
        </legend>
        {layers.map((layer) => (
          <label key={layer.type} className="download-area-choice">
            <input
              type="checkbox"
              checked={types.has(layer.type)}
              onChange={(event) => {
                const next = new Set(types)
                if (event.target.checked) next.add(layer.type)
                else next.delete(layer.type)
                setTypes(next)
              }}
            />{' '}
            {i18n._(MAP_TYPE_NAMES[layer.type])}
          </label>
        ))}
      </fieldset>
      <label className="download-area-zoom">
        <Trans>From the map’s zoom ({zoom}) down to zoom</Trans>{' '}
        <select value={toZoom} disabled={busy} onChange={(event) => setToZoom(Number(event.target.value))}>
          {zooms.map((z) => (
            <option key={z} value={z}>
              {z}
            </option>
          ))}
        </select>
      </label>
      <p className="download-area-help">
        <Trans>Each zoom level deeper shows more detail and takes about four times as many tiles.</Trans>
      </p>

      {stage.kind === 'choosing' && (
        <p data-testid="download-estimate">
          {chosen.length === 0 ? (
            <Trans>Choose at least one map type.</Trans>
          ) : (
            <>
              <Plural value={estimate.tiles} one="# tile" other="# tiles" />, <Trans>about {size}</Trans>
            </>
          )}
        </p>
      )}
      {stage.kind === 'choosing' && chosen.length > 0 && !fits && (
        <p className="download-area-warning" role="alert">
          <Trans>That is more than can be downloaded at once ({limitSize} on this device). Zoom in on the map, or choose fewer zoom levels or map types.</Trans>
        </p>
      )}

      {stage.kind !== 'choosing' && <Progress total={stage.total} progress={stage.progress} sizeOf={sizeOf} />}
      <div role="status">
        {stage.kind === 'ended' && (
          <p>
            {stage.end === 'done' && <Trans>The map area is saved on this device.</Trans>}
            {stage.end === 'cancelled' && <Trans>Download cancelled. The tiles saved so far stay on this device.</Trans>}
            {stage.end === 'limit' && <Trans>Download stopped at the size limit ({limitSize}). The tiles saved so far stay on this device.</Trans>}
            {stage.end === 'full' && <Trans>This device has no room left for more map tiles. The tiles saved so far stay on it.</Trans>}{' '}
            {stage.progress.failed > 0 && (
              <Plural value={stage.progress.failed} one="# tile could not be downloaded." other="# tiles could not be downloaded." />
            )}
          </p>
        )}
      </div>

      <div className="download-area-actions">
        {busy ? (
          <Button variant="secondary" onClick={() => download.current?.abort()}>
            <Trans>Cancel download</Trans>
          </Button>
        ) : (
          <Button onClick={() => void start()} disabled={chosen.length === 0 || !fits || estimate.tiles === 0}>
            <Trans>Download</Trans>
          </Button>
        )}
        <Button variant="secondary" onClick={close}>
          <Trans>Close</Trans>
        </Button>
      </div>

      {saved !== null && saved > 0 && (
        <p className="download-area-saved">
          <Plural value={saved} one="# map tile is saved on this device." other="# map tiles are saved on this device." />{' '}
          <LinkButton className="download-area-delete" disabled={busy} onClick={() => void deleteSavedTiles().then(() => setSaved(0))}>
            <Trans>Delete saved map tiles</Trans>
          </LinkButton>
        </p>
      )}
    </dialog>
  )
}
