import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { keepClaimsLayer, keptClaims, keptClaimsLayer } from './kept-claims'

const claim = (name: string) => ({
  name,
  geometry: {
    type: 'Polygon' as const,
    coordinates: [
      [
        [-139, 64],
        [-138.99, 64],
        [-138.99, 64.01],
        [-139, 64],
      ],
    ] as [number, number][][],
  },
})

describe('the claims layer kept on the device', () => {
  it('is replaced whole with its version, and read by grant number in the order asked', async () => {
    expect(await keptClaimsLayer()).toBeUndefined()
    await keepClaimsLayer({ version: 'v1', demo: true, claims: [claim('P 1'), claim('P 2'), claim('P 3')] })
    await keepClaimsLayer({ version: 'v2', demo: false, claims: [claim('P 2'), claim('P 4')] })
    expect(await keptClaimsLayer()).toMatchObject({ kind: 'placer-claims', version: 'v2', demo: false, count: 2 })
    expect(await keptClaims(['P 4', 'P 1', 'P 2'])).toEqual([claim('P 4'), undefined, claim('P 2')])
  })
})
