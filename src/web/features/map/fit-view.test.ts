// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import type { Map as LeafletMap } from 'leaflet'
import { boxOfPoints, fitView } from './fit-view'

function fakeMap(boundsZoom: number) {
  return { getBoundsZoom: vi.fn(() => boundsZoom), setView: vi.fn(), fitBounds: vi.fn() }
}

describe('framing a location', () => {
  it('takes the box of the points, and nothing when there are none', () => {
    expect(boxOfPoints([])).toBeNull()
    expect(
      boxOfPoints([
        { latitude: 60.7, longitude: -135 },
        { latitude: 61, longitude: -136.5 },
      ]),
    ).toEqual({ south: 60.7, north: 61, west: -136.5, east: -135 })
  })

  it('fits shapes with 0.0025 degrees around them', () => {
    const map = fakeMap(9)
    fitView(map as unknown as LeafletMap, { south: 60.7, north: 61, west: -136.5, east: -135 })
    const [bounds] = map.fitBounds.mock.calls[0]!
    expect(bounds.getSouth()).toBeCloseTo(60.6975)
    expect(bounds.getNorth()).toBeCloseTo(61.0025)
    expect(bounds.getWest()).toBeCloseTo(-136.5025)
    expect(bounds.getEast()).toBeCloseTo(-134.9975)
    expect(map.setView).not.toHaveBeenCalled()
  })

  it('shows a single point 2 zoom levels out from its padded box, centred on it', () => {
    const map = fakeMap(15)
    fitView(map as unknown as LeafletMap, { south: 60.7, north: 60.7, west: -135, east: -135 })
    expect(map.setView).toHaveBeenCalledWith([60.7, -135], 13, { animate: false })
    expect(map.fitBounds).not.toHaveBeenCalled()
  })

  it('never shows a single point closer than the cap it is given, and keeps zooming out by 2 below it', () => {
    const close = fakeMap(15)
    fitView(close as unknown as LeafletMap, { south: 60.7, north: 60.7, west: -135, east: -135 }, { maxPointZoom: 11 })
    expect(close.setView).toHaveBeenCalledWith([60.7, -135], 11, { animate: false })
    const far = fakeMap(12)
    fitView(far as unknown as LeafletMap, { south: 60.7, north: 60.7, west: -135, east: -135 }, { maxPointZoom: 11 })
    expect(far.setView).toHaveBeenCalledWith([60.7, -135], 10, { animate: false })
  })
})
