import { describe, expect, it } from 'vitest'
import { isMapTileRequest } from './tile-rules'

const origin = 'https://registry.example'
const tile = { method: 'GET', destination: 'image', mode: 'cors', url: 'https://tiles.example/6/10/20.png' } as const

describe('map tile requests', () => {
  it('are images asked of another site with CORS', () => {
    expect(isMapTileRequest(tile, origin)).toBe(true)
  })

  it('leave out images of the app, images without CORS, and other requests', () => {
    expect(isMapTileRequest({ ...tile, url: `${origin}/icons/icon-192.png` }, origin)).toBe(false)
    expect(isMapTileRequest({ ...tile, mode: 'no-cors' }, origin)).toBe(false)
    expect(isMapTileRequest({ ...tile, destination: '' }, origin)).toBe(false)
    expect(isMapTileRequest({ ...tile, method: 'POST' }, origin)).toBe(false)
  })
})
