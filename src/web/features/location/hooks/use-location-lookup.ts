// Runs the location look-up a form owes (shared/proposal-form/general-form-location): after the
// person changes the shapes, when the form opens owing one (none could run when its shapes were
// drawn, typed or read with no connection and no layers on the device, or an earlier release saved
// it without one), and again whenever the server becomes reachable. The answer patches the form as
// it then is; an answer for shapes changed since is dropped, so a slow answer never overwrites the
// fields found for the shapes drawn since. While connected, the layers are kept for offline use.
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useConnectivity } from '../../../lib/connectivity'
import { detectedFields, lookupGeoJsonOf, needsLocationLookup } from '../../../../shared/proposal-form/general-form-location'
import type { LocationFields } from '../../../../shared/proposal-form/general-form-location'
import { keepLayersForOffline, lookUpLocation, LookupUnavailable } from '../api/location-lookup'

/** waiting: no server and no layers here; the look-up stays owed and runs once either is there. */
export type LookupState =
  { step: 'idle' } | { step: 'loading' } | { step: 'done'; offline: boolean } | { step: 'waiting' } | { step: 'failed'; message: string }

/**
 * form: the form shown (undefined while it opens); onChange merges a patch into the newest form;
 * editable: false while the form cannot change (a submission waits), when nothing is run.
 */
export function useLocationLookup(form: LocationFields | undefined, onChange: (patch: Partial<LocationFields>) => void, editable: boolean) {
  const queryClient = useQueryClient()
  const connectivity = useConnectivity()
  const [result, setResult] = useState<{ run: string; state: LookupState } | null>(null)
  const [attempt, setAttempt] = useState(0)
  // The answer goes to the newest form and onChange: the form has moved on since the request.
  const latest = useRef({ form, onChange })
  useEffect(() => {
    latest.current = { form, onChange }
  }, [form, onChange])

  useEffect(() => {
    if (connectivity === 'online') keepLayersForOffline()
  }, [connectivity])

  const owed = form !== undefined && editable && needsLocationLookup(form)
  const geojson = owed ? lookupGeoJsonOf(form.projectCoordinates) : undefined
  // The shapes as text: the same shapes read again from the device are the same look-up. It runs
  // again when the server becomes reachable, or when the person asks.
  const key = geojson && JSON.stringify(geojson)
  const run = key && `${attempt}:${connectivity}:${key}`

  useEffect(() => {
    if (!run || !key) return
    let current = true
    const shapes = JSON.parse(key) as unknown
    queryClient.fetchQuery({ queryKey: ['geo', 'lookup', shapes], queryFn: () => lookUpLocation(shapes), staleTime: Infinity, retry: false }).then(
      (answer) => {
        const { form: now, onChange: patch } = latest.current
        if (!current || !now) return
        patch(detectedFields(answer.lookup, now))
        setResult({ run, state: { step: 'done', offline: answer.offline } })
      },
      (error: unknown) => {
        if (!current) return
        const state: LookupState =
          error instanceof LookupUnavailable ? { step: 'waiting' } : { step: 'failed', message: error instanceof Error ? error.message : String(error) }
        setResult({ run, state })
      },
    )
    return () => {
      current = false
    }
  }, [run, key, queryClient])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  // Once answered, the look-up is no longer owed: how it was answered stays shown until the shapes change.
  const state: LookupState = run ? (result?.run === run ? result.state : { step: 'loading' }) : result?.state.step === 'done' ? result.state : { step: 'idle' }
  return { state, retry }
}
