// The placer claims layer kept whole on this device (lib/db/kept-claims, decision 0044), brought
// up to the registry's version: as the device is prepared for offline use after a login, and
// whenever the placer form opens with a connection. One refresh at a time, whoever asks.
import { api } from './api-client'
import { keepClaimsLayer, keptClaimsLayer } from './db/kept-claims'
import type { KeptClaim } from './db/kept-claims'

let keeping: Promise<void> | undefined

async function refresh(): Promise<void> {
  const kept = await keptClaimsLayer()
  // Past the browser's own cache, so that a copy that is current is answered 304 and not read again.
  const { data, response } = await api.GET('/api/geo/placer-claims', { headers: kept ? { 'If-None-Match': `"${kept.version}"` } : {}, cache: 'no-store' })
  if (response.status === 304 || data?.version === kept?.version) return
  if (!data) throw new Error(`The claims layer did not come (${response.status})`)
  await keepClaimsLayer({ version: data.version, demo: data.demo, claims: data.claims as KeptClaim[] })
}

/** Keeps the claims layer here, or brings its copy up to the layers' version; rejects when it could not (no connection). */
export function keepClaimsLayerCurrent(): Promise<void> {
  keeping ??= refresh().finally(() => (keeping = undefined))
  return keeping
}

/** Whether this device has a copy of the claims layer (a device that cannot keep anything has none). */
export const hasKeptClaims = (): Promise<boolean> => keptClaimsLayer().then(Boolean, () => false)
