// Placer claims by grant number from the browser (decision 0044). The whole claims layer is kept on
// the device as it is prepared for offline use after a login (lib/offline-readiness), and the
// placer form brings it up to date while connected; claims are then found here with or without a
// connection, in one indexed read, and with no copy the registry finds them. Either way the answer is shared/geo/claims' resolveClaims, so the
// claims not found are the same.
import { api, expectData } from '../../../lib/api-client'
import { keepClaimsLayerCurrent } from '../../../lib/claims-layer'
import { keptClaims, keptClaimsLayer } from '../../../lib/db/kept-claims'
import type { KeptClaim, KeptLayer } from '../../../lib/db/kept-claims'
import { parseClaims, resolveClaims } from '../../../../shared/geo/claims'
import type { ClaimsAnswer } from '../../../../shared/geo/claims'
import type { LayerFeature } from '../../../../shared/geo/lookup'

export interface FoundClaims extends ClaimsAnswer<KeptClaim> {
  /** The claims layer is demo data. */
  demo: boolean
}

/** No way to the server and no claims layer on this device: the claims are found once either is there. */
export class ClaimsUnavailable extends Error {
  constructor() {
    super('The server cannot be reached and the claims layer is not on this device')
    this.name = 'ClaimsUnavailable'
  }
}

// A device that cannot keep anything (storage refused) asks the registry, as one that has no copy yet.
const keptLayer = (): Promise<KeptLayer | undefined> => keptClaimsLayer().catch(() => undefined)

/** The claims of the text typed (grant numbers and ranges), from the copy kept here when there is one. */
export async function findClaims(text: string): Promise<FoundClaims> {
  const kept = await keptLayer()
  if (kept) {
    const parsed = parseClaims(text)
    return { ...resolveClaims(parsed, await keptClaims(parsed.claims)), demo: kept.demo }
  }
  try {
    const answer = await expectData(api.POST('/api/geo/placer-claims', { body: { claims: text } }))
    // The contract types positions as number lists; the server sends [longitude, latitude] pairs.
    return { found: answer.found as LayerFeature[], notFound: answer.notFound, unreadable: answer.unreadable, demo: answer.demo }
  } catch (error) {
    // fetch rejects with a TypeError when there is no connection; an answer from the server stands.
    throw error instanceof TypeError ? new ClaimsUnavailable() : error
  }
}

/** Keeps the claims layer on this device, or brings its copy up to the layers' version. */
export function keepClaimsForOffline(): void {
  keepClaimsLayerCurrent().catch(() => {
    // Not this time: the next placer form opened online asks again.
  })
}
