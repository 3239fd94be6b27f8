// What the home page's map shows before the visitor reaches for it, as geometry in the map box's own
// pixels: the same view (HOME_VIEW) Leaflet opens on, projected as Leaflet projects it, so that
// when Leaflet takes the picture's place every shape, dot, bubble and name stays where it was.
import type { StageGroup } from '../../../shared/domain/stages'
import { viewProjection } from '../../../shared/geo/web-mercator'
import type { Point } from '../../../shared/geo/web-mercator'
import { COMMUNITIES, YUKON_OUTLINE } from '../../../shared/geo/yukon'
import { HOME_VIEW } from './map-constants'
import type { DistrictBubble, MapProject } from './project-map'

/** A project's dot and a community's dot: their radii on both maps (pixels). */
export const PROJECT_DOT_RADIUS = 6
export const COMMUNITY_DOT_RADIUS = 3
/** A district bubble's diameter, and the room its border and shadow take around it (pixels). */
export const BUBBLE_SIZE = 48
export const BUBBLE_MARGIN = 2

export interface PictureSize {
  width: number
  height: number
}

export interface PictureDrawing {
  /** The territory's outline as an SVG path. */
  land: string
  communities: (Point & { name: string })[]
  /** One dot per project location inside the box, keyed as the interactive map keys its markers. */
  dots: (Point & { key: string; stageGroup: StageGroup })[]
  bubbles: (Point & DistrictBubble)[]
}

/** The picture of the home map's first view in a box of this size, with the projects, or the bubbles in their place. */
export function drawPicture(size: PictureSize, projects: readonly MapProject[], bubbles?: readonly DistrictBubble[]): PictureDrawing {
  const project = viewProjection(HOME_VIEW.center, HOME_VIEW.zoom, size)
  // A dot wholly outside the box would draw nothing: it is left out, as Leaflet leaves it out.
  const inside = ({ x, y }: Point) =>
    x > -PROJECT_DOT_RADIUS && y > -PROJECT_DOT_RADIUS && x < size.width + PROJECT_DOT_RADIUS && y < size.height + PROJECT_DOT_RADIUS
  const land = YUKON_OUTLINE.map(([longitude, latitude], i) => {
    const { x, y } = project(latitude, longitude)
    return `${i === 0 ? 'M' : 'L'}${x} ${y}`
  })
  return {
    land: `${land.join('')}Z`,
    communities: COMMUNITIES.map(([name, latitude, longitude]) => ({ name, ...project(latitude, longitude) })),
    dots: bubbles
      ? []
      : projects.flatMap((p) =>
          p.locations.flatMap((l, i) => {
            const point = project(l.latitude, l.longitude)
            return inside(point) ? [{ key: `${p.projectId}-${i}`, stageGroup: p.stageGrouping, ...point }] : []
          }),
        ),
    bubbles: (bubbles ?? []).map((b) => ({ ...b, ...project(b.latitude, b.longitude) })),
  }
}
