// The map constants of the spec (public-registry §9, proposals-and-accounts §9).
export const HOME_VIEW = { center: [64, -134.5] as [number, number], zoom: 6 }
export const PROJECT_VIEW = { center: [62.5, -136] as [number, number], zoom: 6, height: 500 }
/** A single point is shown this many zoom levels out from its padded box. */
export const SINGLE_POINT_ZOOM_OUT = 2
/** The project page never shows a single point closer than this zoom (public-registry §9). */
export const PROJECT_PAGE_MAX_POINT_ZOOM = 11
/** Degrees added around a project's shapes when the map fits them. */
export const BOUNDS_PADDING_DEGREES = 0.0025
/** A single point is drawn as a circle of this radius (pixels). */
export const SINGLE_POINT_RADIUS = 20
