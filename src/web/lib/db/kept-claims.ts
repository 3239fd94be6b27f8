// The placer claims layer as this device keeps it (version 5 of local-db.ts): replaced whole, in one
// transaction with the version it was kept at, so that a copy is either all of one version or none;
// claims are read by grant number in one indexed read.
import { localDb } from './local-db'
import type { KeptClaim, KeptLayer } from './local-db'

const { placerClaims, keptLayers } = localDb

export type { KeptClaim, KeptLayer } from './local-db'

export const keptClaimsLayer = (): Promise<KeptLayer | undefined> => keptLayers.get('placer-claims')

export function keepClaimsLayer(layer: { version: string; demo: boolean; claims: KeptClaim[] }): Promise<void> {
  return localDb.transaction('rw', [placerClaims, keptLayers], async () => {
    await placerClaims.clear()
    await placerClaims.bulkPut(layer.claims)
    await keptLayers.put({ kind: 'placer-claims', version: layer.version, demo: layer.demo, count: layer.claims.length, keptAt: Date.now() })
  })
}

/** The kept claims of these grant numbers, in their order (undefined where the layer has none). */
export const keptClaims = (grantNumbers: string[]): Promise<(KeptClaim | undefined)[]> => placerClaims.bulkGet(grantNumbers)
