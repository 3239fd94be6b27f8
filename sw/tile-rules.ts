// Which requests are map tiles: pure, so the rule has unit tests (sw/map-tiles.ts serves them).

/**
 * An image asked of another site with CORS. The map asks for its tiles that way (the tile services
 * are configured, so their addresses are not known here); the app shows no other images from
 * elsewhere with CORS, and other images from elsewhere come back opaque, which are not kept anyway.
 */
export function isMapTileRequest(request: Pick<Request, 'method' | 'destination' | 'mode' | 'url'>, ownOrigin: string): boolean {
  return request.method === 'GET' && request.destination === 'image' && request.mode === 'cors' && new URL(request.url).origin !== ownOrigin
}
