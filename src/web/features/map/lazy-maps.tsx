// The maps, loaded on demand so that Leaflet is not in the first download of a page.
import { lazy } from 'react'

export const ProjectMap = lazy(() => import('./project-map'))
export const LocationMap = lazy(() => import('./location-map'))
export const AreaPicker = lazy(() => import('./area-picker'))
export const ShapesMap = lazy(() => import('./shapes-map'))
export const LocationEditor = lazy(() => import('./location-editor'))
export type { DistrictBubble, MapArea, MapProject, ProjectMapProps } from './project-map'
export type { AreaPickerProps } from './area-picker'
export type { MapShape, ShapesMapProps } from './shapes-map'
export type { LocationEditorProps } from './location-editor'
