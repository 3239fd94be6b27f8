// Reading a Leaflet map from what it draws: its zoom, and where the community names and the
// district bubbles are.
import type { Locator } from '@playwright/test'
import { COMMUNITIES } from '../../../src/shared/geo/yukon'

/** The zoom a Web Mercator map shows, from how far apart it draws two communities' dots (their names' anchors). */
export async function zoomOf(map: Locator): Promise<number> {
  const [west, east] = [COMMUNITIES.find(([name]) => name === 'Beaver Creek')!, COMMUNITIES.find(([name]) => name === 'Watson Lake')!]
  const x = async (name: string) => (await map.locator('.basemap-label', { hasText: name }).boundingBox())!.x
  const pixels = (await x(east[0])) - (await x(west[0]))
  return Math.log2((pixels * 360) / (256 * (east[2] - west[2])))
}

/** Community names drawn on a district bubble (a round marker): "name on count" for each. */
export async function namesOnBubbles(map: Locator): Promise<string[]> {
  return map.evaluate((element) => {
    const bubbles = [...element.querySelectorAll('.district-bubble')].map((b) => {
      const r = b.getBoundingClientRect()
      return { x: r.left + r.width / 2, y: r.top + r.height / 2, radius: r.width / 2, count: b.textContent ?? '' }
    })
    const found: string[] = []
    for (const name of element.querySelectorAll('.basemap-label > span')) {
      const box = name.getBoundingClientRect()
      for (const bubble of bubbles) {
        const dx = bubble.x - Math.min(Math.max(bubble.x, box.left), box.right)
        const dy = bubble.y - Math.min(Math.max(bubble.y, box.top), box.bottom)
        if (Math.hypot(dx, dy) < bubble.radius) found.push(`${name.textContent} on ${bubble.count}`)
      }
    }
    return found
  })
}
