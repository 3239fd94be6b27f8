// The home map's first picture: what Leaflet would draw at the home view in this box (the territory,
// the communities and their names, the projects found or the district bubbles, the map's controls),
// drawn without Leaflet, so that its 45 KB of code wait until the visitor reaches for the map
// (Lighthouse's "facade"). Any reach (pointer, touch, wheel, focus) asks for the interactive map.
import './map-drawing.css'
import './map-picture.css'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useLayoutEffect, useMemo, useRef, useState } from 'react'
import type { PointerEvent, RefObject, WheelEvent } from 'react'
import layersIcon from 'leaflet/dist/images/layers-2x.png?no-inline'
import { placeLabels } from './label-placement'
import { BUBBLE_MARGIN, BUBBLE_SIZE, COMMUNITY_DOT_RADIUS, drawPicture, PROJECT_DOT_RADIUS } from './picture-geometry'
import type { PictureSize } from './picture-geometry'
import type { DistrictBubble, MapProject } from './project-map'

/** What the visitor did that the interactive map should do in its turn once it is there. */
export type MapGesture = { zoom: 'in' | 'out'; around?: { x: number; y: number } }

export interface MapPictureProps {
  projects: readonly MapProject[]
  bubbles?: readonly DistrictBubble[]
  /** Whether the map offers map types: Leaflet then shows its layers button. */
  mapTypes: boolean
  /** The visitor reached for the map, with what to do once it is there if anything. */
  onReach: (gesture?: MapGesture) => void
}

/** The size of the box as Leaflet measures its own, inside the border, and again whenever it changes. */
function useBoxSize(box: RefObject<HTMLElement | null>): PictureSize | null {
  const [size, setSize] = useState<PictureSize | null>(null)
  useLayoutEffect(() => {
    const element = box.current!
    const measure = () =>
      setSize((old) =>
        old?.width === element.clientWidth && old.height === element.clientHeight ? old : { width: element.clientWidth, height: element.clientHeight },
      )
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [box])
  return size
}

export function MapPicture({ projects, bubbles, mapTypes, onReach }: MapPictureProps) {
  const { t, i18n } = useLingui()
  const box = useRef<HTMLDivElement>(null)
  const names = useRef<(HTMLSpanElement | null)[]>([])
  const size = useBoxSize(box)
  const drawing = useMemo(() => size && drawPicture(size, projects, bubbles), [size, projects, bubbles])

  // Around the bubbles the names move as the interactive map moves them (basemap.tsx): measured, then placed, before the paint.
  useLayoutEffect(() => {
    if (!drawing || !size || drawing.bubbles.length === 0) return
    const spans = names.current
    const boxes = drawing.communities.map((c, i) => ({ dot: c, width: spans[i]!.offsetWidth, height: spans[i]!.offsetHeight }))
    const circles = drawing.bubbles.map((b) => ({ centre: b, radius: BUBBLE_SIZE / 2 + BUBBLE_MARGIN }))
    placeLabels(boxes, circles, size).forEach((offset, i) => {
      spans[i]!.style.transform = `translate(${offset.x}px, ${offset.y}px)`
    })
    return () => {
      for (const span of spans) if (span) span.style.transform = ''
    }
  }, [drawing, size])

  const label = bubbles
    ? t`Map of Yukon with the number of projects found in each assessment district. Select or focus the map to move and zoom it.`
    : t`Map of Yukon with ${plural(projects.length, { one: '# project found', other: '# projects found' })}, coloured by stage. Select or focus the map to move and zoom it.`

  const pointer = (event: PointerEvent) => {
    const zoom = (event.target as Element).closest<HTMLElement>('[data-zoom]')?.dataset.zoom
    onReach(zoom === 'in' || zoom === 'out' ? { zoom } : undefined)
  }
  const wheel = (event: WheelEvent) => {
    const rect = event.currentTarget.getBoundingClientRect()
    onReach({ zoom: event.deltaY < 0 ? 'in' : 'out', around: { x: event.clientX - rect.left, y: event.clientY - rect.top } })
  }

  return (
    <div
      ref={box}
      className="project-map-canvas map-picture"
      role="img"
      aria-label={label}
      tabIndex={0}
      onPointerEnter={() => onReach()}
      onPointerDown={pointer}
      onTouchStart={() => onReach()}
      onWheel={wheel}
      onFocus={() => onReach()}
    >
      {drawing && (
        <>
          <svg width={size!.width} height={size!.height} aria-hidden="true" strokeLinecap="round" strokeLinejoin="round">
            <path className="basemap-land" d={drawing.land} fillRule="evenodd" />
            {drawing.communities.map((c) => (
              <circle key={c.name} className="basemap-community" cx={c.x} cy={c.y} r={COMMUNITY_DOT_RADIUS} />
            ))}
            {drawing.dots.map((d) => (
              <circle key={d.key} className={`stage-marker stage-${d.stageGroup}`} cx={d.x} cy={d.y} r={PROJECT_DOT_RADIUS} />
            ))}
          </svg>
          {drawing.bubbles.map((b) => (
            <div
              key={b.assessmentDistrictId}
              className="district-bubble"
              style={{ width: BUBBLE_SIZE, height: BUBBLE_SIZE, transform: `translate(${b.x - BUBBLE_SIZE / 2}px, ${b.y - BUBBLE_SIZE / 2}px)` }}
            >
              <span>{i18n.number(b.count)}</span>
            </div>
          ))}
          {drawing.communities.map((c, i) => (
            <div key={c.name} className="basemap-label" style={{ transform: `translate(${c.x}px, ${c.y}px)` }}>
              <span ref={(span) => void (names.current[i] = span)}>{c.name}</span>
            </div>
          ))}
        </>
      )}
      {/* Leaflet's controls as Leaflet draws them; a press on one is done by the map once it is there. */}
      <div className="map-picture-zoom" aria-hidden="true">
        <span data-zoom="in">+</span>
        <span data-zoom="out">−</span>
      </div>
      {mapTypes && (
        <div className="map-picture-layers" aria-hidden="true">
          <img src={layersIcon} alt="" width={26} height={26} />
        </div>
      )}
      <div className="map-picture-attribution" aria-hidden="true">
        <svg width="12" height="8" viewBox="0 0 12 8">
          <path fill="#4C7BE1" d="M0 0h12v4H0z" />
          <path fill="#FFD500" d="M0 4h12v3H0z" />
          <path fill="#E0BC00" d="M0 7h12v1H0z" />
        </svg>{' '}
        Leaflet
      </div>
    </div>
  )
}
