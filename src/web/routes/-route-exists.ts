// Whether this build has a route, for links to screens that later issues add (the placer form):
// a button that would lead nowhere is not offered.
import type { AnyRouter } from '@tanstack/react-router'

export function routeExists(router: AnyRouter, path: string): boolean {
  return Object.hasOwn(router.routesByPath, path.replace(/\/+$/, '') || '/')
}
