// @vitest-environment jsdom
import { map as leafletMap } from 'leaflet'
import { describe, expect, it } from 'vitest'
import { viewProjection } from '../../../shared/geo/web-mercator'
import { COMMUNITIES, YUKON_OUTLINE } from '../../../shared/geo/yukon'
import { HOME_VIEW } from './map-constants'
import { drawPicture } from './picture-geometry'
import type { MapProject } from './project-map'

const size = { width: 700, height: 500 }
const at = (projectId: string, ...locations: [number, number][]): MapProject => ({
  projectId,
  projectNumber: projectId,
  title: projectId,
  stageGrouping: 'adequacy',
  locations: locations.map(([latitude, longitude]) => ({ latitude, longitude })),
})

/** A Leaflet map in a box of the given size (jsdom lays nothing out, so the box says its own size). */
function leafletView(center: [number, number], zoom: number, width: number, height: number) {
  const element = document.createElement('div')
  Object.defineProperty(element, 'clientWidth', { value: width })
  Object.defineProperty(element, 'clientHeight', { value: height })
  document.body.append(element)
  return leafletMap(element, { center, zoom })
}

describe('Web Mercator as Leaflet draws it', () => {
  for (const [center, zoom, width, height] of [
    [HOME_VIEW.center, HOME_VIEW.zoom, 741, 638],
    [HOME_VIEW.center, HOME_VIEW.zoom, 410, 320],
    [[62.5, -136], 7, 500, 500],
    [[61.25, -139.1], 5, 333, 481],
  ] as const) {
    it(`puts every community on Leaflet's pixel: ${width}×${height} at zoom ${zoom}`, () => {
      const map = leafletView([...center], zoom, width, height)
      const project = viewProjection(center, zoom, { width, height })
      for (const [, latitude, longitude] of COMMUNITIES) {
        const leaflet = map.latLngToContainerPoint([latitude, longitude])
        expect(project(latitude, longitude)).toEqual({ x: leaflet.x, y: leaflet.y })
      }
      map.remove()
    })
  }
})

describe('the picture of the home map', () => {
  it('puts the home view’s centre in the middle of the box', () => {
    const { dots } = drawPicture(size, [at('centre', HOME_VIEW.center)])
    expect(dots).toEqual([{ key: 'centre-0', stageGroup: 'adequacy', x: 350, y: 250 }])
  })

  it('draws the territory and every community where the view puts them', () => {
    const project = viewProjection(HOME_VIEW.center, HOME_VIEW.zoom, size)
    const { land, communities } = drawPicture(size, [])
    const corners = land.match(/[ML]-?\d+ -?\d+/g)!
    expect(corners).toHaveLength(YUKON_OUTLINE.length)
    expect(land.endsWith('Z')).toBe(true)
    const [longitude, latitude] = YUKON_OUTLINE[0]!
    expect(corners[0]).toBe(`M${project(latitude, longitude).x} ${project(latitude, longitude).y}`)
    expect(communities).toHaveLength(COMMUNITIES.length)
    expect(communities.find((c) => c.name === 'Whitehorse')).toEqual({ name: 'Whitehorse', ...project(60.727, -135.074) })
  })

  it('draws a dot for each location of each project inside the box, and none outside it', () => {
    const { dots } = drawPicture(size, [at('two', [63, -135], [63.5, -134]), at('far', [49.3, -123.1])])
    expect(dots.map((d) => d.key)).toEqual(['two-0', 'two-1'])
  })

  it('draws the district bubbles instead of the projects when there are bubbles', () => {
    const bubble = { assessmentDistrictId: 'd', name: 'Whitehorse', count: 812, latitude: 60.727, longitude: -135.074 }
    const { dots, bubbles } = drawPicture(size, [at('one', [61, -135])], [bubble])
    expect(dots).toEqual([])
    expect(bubbles).toEqual([{ ...bubble, ...viewProjection(HOME_VIEW.center, HOME_VIEW.zoom, size)(60.727, -135.074) }])
  })
})
