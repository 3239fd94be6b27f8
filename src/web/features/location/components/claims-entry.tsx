// Placer claims by grant number (spec §7 placer part 3): typed separated by commas or new lines,
// ranges with a dash expanded, case-sensitive; looked up 1 second after typing stops. Found claims
// are handed up to be drawn, each with its grant number; those not found, and pieces that are not
// grant numbers, are listed in a warning. The placer form keeps the claims layer on the device, where
// they are then found with no connection (api/placer-claims); without that copy the registry finds
// them, and with neither the look-up waits: a form keeps the text (value, onChange) and it runs when it can.
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import { useConnectivity } from '../../../lib/connectivity'
import { ClaimsUnavailable, findClaims } from '../api/placer-claims'
import type { EntryShape } from '../../../../shared/geo/location-entry'
import type { FoundClaim } from '../../../../shared/proposal-form/placer-location'
import styles from './claims-entry.module.css'

/** Spec §9: claim text debounce. */
export const CLAIM_DEBOUNCE_MS = 1000

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return debounced
}

type Claim = { name: string; geometry: { type: string; coordinates: unknown } }

/** A claim's outline as a shape to draw (outer rings of its polygons). */
function claimShapes(claim: Claim): EntryShape[] {
  const polygons =
    claim.geometry.type === 'Polygon'
      ? [claim.geometry.coordinates as number[][][]]
      : claim.geometry.type === 'MultiPolygon'
        ? (claim.geometry.coordinates as number[][][][])
        : []
  return polygons.map((rings) => ({
    type: 'polygon' as const,
    points: (rings[0] ?? []).slice(0, -1).map(([longitude, latitude]) => ({ latitude: latitude!, longitude: longitude! })),
  }))
}

interface Props {
  /** The claims found (none when the text is emptied), once the look-up answers for the text typed. */
  onClaims: (found: FoundClaim[]) => void
  /** The text as a form keeps it; without it the entry keeps its own. */
  value?: string
  onChange?: (text: string) => void
  disabled?: boolean
}

export function ClaimsEntry({ onClaims, value, onChange, disabled }: Props) {
  const { t } = useLingui()
  const id = useId()
  const [own, setOwn] = useState('')
  const text = value ?? own
  const setText = onChange ?? setOwn
  const claims = useDebounced(text.trim(), CLAIM_DEBOUNCE_MS)
  const lookup = useQuery({
    queryKey: ['geo', 'placer-claims', claims],
    queryFn: () => findClaims(claims),
    enabled: claims.length > 0,
    staleTime: 60_000,
    retry: (count, error) => !(error instanceof ClaimsUnavailable) && count < 1,
  })
  // Found once the registry can be reached again, as the location look-up is (the app's connectivity, not the browser's guess).
  const connectivity = useConnectivity()
  const unavailable = lookup.error instanceof ClaimsUnavailable
  const { refetch } = lookup
  useEffect(() => {
    if (connectivity === 'online' && unavailable) void refetch()
  }, [connectivity, unavailable, refetch])
  const found = claims && lookup.data ? lookup.data.found : undefined
  // Only an answer, or emptied text, changes what is drawn: a form reopened with no connection keeps its claims' outlines.
  useEffect(() => {
    if (found) onClaims(found.map((claim) => ({ name: claim.name, shapes: claimShapes(claim) })))
    else if (!claims) onClaims([])
  }, [found, claims, onClaims])
  const missing = lookup.data && claims ? [...lookup.data.notFound, ...lookup.data.unreadable] : []
  return (
    <div className={styles.claims}>
      <label htmlFor={id} className={styles.label}>
        <Trans>Claim grant numbers</Trans>
      </label>
      <p id={`${id}-hint`} className={styles.hint}>
        <Trans>
          Separate grant numbers with commas or new lines; a range such as P 12340-P 12345 adds every claim in it. Grant numbers are case-sensitive and must
          match the claim status report.
        </Trans>
      </p>
      <textarea
        id={id}
        className={styles.text}
        rows={4}
        value={text}
        disabled={disabled}
        onChange={(e) => setText(e.target.value)}
        aria-describedby={`${id}-hint`}
        placeholder={t`P 12345, P 12346`}
      />
      {lookup.isFetching && (
        <p role="status" className={styles.hint}>
          <Trans>Looking up the claims…</Trans>
        </p>
      )}
      {unavailable && (
        <p role="alert" className={styles.warning}>
          <Trans>
            The claims cannot be found without a connection until the placer form has been opened once with one, which keeps the claims on this device. What you
            typed is kept and looked up when the connection returns.
          </Trans>
        </p>
      )}
      {found && found.length > 0 && (
        <p role="status">
          <Plural value={found.length} one="# claim found and drawn on the map." other="# claims found and drawn on the map." />
          {lookup.data?.demo && (
            <>
              {' '}
              <Trans>(Demo claims: the official placer claims layer has not been imported.)</Trans>
            </>
          )}
        </p>
      )}
      {missing.length > 0 && (
        <div role="alert" className={styles.warning}>
          <Trans>Claims not found:</Trans> {missing.join(', ')}
        </div>
      )}
    </div>
  )
}
