// Where a community's name goes around its dot so that it covers none of the map's round markers
// (the district-count bubbles, which stay at their districts' fixed centres, spec §9): to the right
// as usual, else left, below or above, then the same one and two bubbles further out. Screen pixels.

export interface Point {
  x: number
  y: number
}

export interface LabelBox {
  /** The community's dot. */
  dot: Point
  width: number
  height: number
}

export interface Circle {
  centre: Point
  radius: number
}

/** The gap between a dot and its name. */
const GAP = 4

/** The name's top-left corner relative to its dot, in each direction at a distance from it. */
function around(label: LabelBox, distance: number): Point[] {
  const { width, height } = label
  return [
    { x: distance, y: -height / 2 },
    { x: -distance - width, y: -height / 2 },
    { x: -width / 2, y: distance },
    { x: -width / 2, y: -distance - height },
  ]
}

function touches(label: LabelBox, offset: Point, circle: Circle): boolean {
  const left = label.dot.x + offset.x
  const top = label.dot.y + offset.y
  const nearestX = Math.min(Math.max(circle.centre.x, left), left + label.width)
  const nearestY = Math.min(Math.max(circle.centre.y, top), top + label.height)
  return Math.hypot(circle.centre.x - nearestX, circle.centre.y - nearestY) < circle.radius
}

interface Rect {
  left: number
  top: number
  right: number
  bottom: number
}

function rectOf(label: LabelBox, offset: Point): Rect {
  const left = label.dot.x + offset.x
  const top = label.dot.y + offset.y
  return { left, top, right: left + label.width, bottom: top + label.height }
}

const overlap = (a: Rect, b: Rect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

/**
 * Each label's offset from its dot: in the nearest ring of places around it that has one touching
 * no circle and inside the map (area, when given, for a dot on the map), the one clear of the names placed before if
 * there is one; a name is never pushed further out only to avoid another name. Where no place is
 * free (markers crowded at a far zoom), the usual one: names are drawn above the markers, so it
 * stays readable.
 */
export function placeLabels(labels: LabelBox[], circles: Circle[], area?: { width: number; height: number }): Point[] {
  const radius = Math.max(0, ...circles.map((c) => c.radius))
  const inside = (r: Rect) => !area || (r.left >= 0 && r.top >= 0 && r.right <= area.width && r.bottom <= area.height)
  // A name whose dot is off the map is not brought into view, away from its dot.
  const shown = (p: Point) => !area || (p.x >= 0 && p.y >= 0 && p.x <= area.width && p.y <= area.height)
  const choices = labels.map((label) => {
    const rings = [GAP, radius + GAP, 2 * radius + GAP].map((distance) =>
      around(label, distance).filter((offset) => !circles.some((circle) => touches(label, offset, circle))),
    )
    const fitting = shown(label.dot) ? rings.map((free) => free.filter((offset) => inside(rectOf(label, offset)))) : rings
    return { label, rings, fitting }
  })
  // The names with the fewest free places choose first: one under a bubble, before its neighbour
  // that could as well go to the other side.
  const order = choices.map((_, i) => i).sort((a, b) => choices[a]!.fitting.flat().length - choices[b]!.fitting.flat().length)
  const placed: Rect[] = []
  const offsets: Point[] = []
  for (const i of order) {
    const { label, rings, fitting } = choices[i]!
    const apart = (offset: Point) => !placed.some((r) => overlap(r, rectOf(label, offset)))
    const ring = fitting.find((free) => free.length > 0)
    const offset = ring?.find(apart) ?? ring?.[0] ?? rings.flat()[0] ?? around(label, GAP)[0]!
    placed.push(rectOf(label, offset))
    offsets[i] = offset
  }
  return offsets
}
