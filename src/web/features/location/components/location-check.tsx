// "Check a project location": type or draw polygons and lines, or give placer claim numbers, and see
// what the registry finds for them (districts, First Nations, drainages, map sheets, distances to
// communities) — the location part of a proposal, tried out before one is started. Works with no
// connection too, from the layers kept on the device (placer claims excepted).
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import type { ReactNode } from 'react'
import { Button } from '../../../components/ui/button'
import { Loading } from '../../../components/ui/status-message'
import type { EntryShape } from '../../../../shared/geo/location-entry'
import { entryGeoJson } from '../../../../shared/geo/location-entry'
import { lookUpLocation } from '../api/location-lookup'
import type { FoundClaim } from '../../../../shared/proposal-form/placer-location'
import { ClaimsEntry } from './claims-entry'
import { TypeOrDrawLocation } from './coordinate-entry'
import { LocationLookupSummary } from './location-lookup-summary'
import { LookupFailure } from './lookup-failure'
import styles from './location-check.module.css'

/** What the map is given: the shapes, the one being edited, and when to fit them (see features/map's location editor). */
export interface LocationMapSlot {
  shapes: EntryShape[]
  active: number | undefined
  onChange: (shapes: EntryShape[]) => void
  context: EntryShape[]
  fitKey: number
}

export function LocationCheck({ renderMap }: { renderMap: (slot: LocationMapSlot) => ReactNode }) {
  const { t } = useLingui()
  const [shapes, setShapes] = useState<EntryShape[]>([])
  const [claims, setClaims] = useState<EntryShape[]>([])
  const [active, setActive] = useState<number | undefined>()
  const [fitKey, setFitKey] = useState(0)
  const refit = useCallback(() => setFitKey((k) => k + 1), [])
  const onClaims = useCallback(
    (found: FoundClaim[]) => {
      const outlines = found.flatMap((claim) => claim.shapes)
      setClaims(outlines)
      if (outlines.length) refit()
    },
    [refit],
  )
  const geojson = entryGeoJson([...shapes, ...claims])
  const lookup = useQuery({
    queryKey: ['geo', 'lookup', geojson],
    queryFn: () => lookUpLocation(geojson),
    enabled: geojson !== undefined,
    staleTime: Infinity,
    placeholderData: (previous) => previous,
  })
  const reset = () => {
    setShapes([])
    setActive(undefined)
  }
  return (
    <div className={styles.frame}>
      <div className={styles.check}>
        <div className={styles.inputs}>
          <TypeOrDrawLocation heading="h2" shapes={shapes} onChange={setShapes} onCommit={refit} active={active} onActiveChange={setActive} />
          <h2>
            <Trans>Or give placer claims</Trans>
          </h2>
          <ClaimsEntry onClaims={onClaims} />
        </div>
        <div className={styles.map}>
          {renderMap({ shapes, active, onChange: setShapes, context: claims, fitKey })}
          <Button variant="secondary" onClick={reset} disabled={shapes.length === 0}>
            <Trans>Reset map</Trans>
          </Button>
        </div>
        <div className={styles.result}>
          {!geojson && (
            <p>
              <Trans>Add a polygon of at least 3 points, a line of 2, or claims that are found, to see what the registry finds for the location.</Trans>
            </p>
          )}
          {geojson && lookup.isPending && <Loading label={t`Looking up the location…`} />}
          {geojson && lookup.error && <LookupFailure error={lookup.error} />}
          {geojson && lookup.data && <LocationLookupSummary lookup={lookup.data.lookup} offline={lookup.data.offline} />}
        </div>
      </div>
    </div>
  )
}
