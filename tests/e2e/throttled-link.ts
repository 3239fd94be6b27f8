// A slow link for the page, as Chrome's DevTools make one (CDP Network.emulateNetworkConditions on
// the page's target): every request the page sends, the sync's uploads included, goes at the
// profile's throughput and latency. The service worker's own fetches are not slowed, but none of
// the sync's calls goes through it (it answers only GET requests of its own routes).
import type { BrowserContext, Page } from '@playwright/test'

export interface LinkProfile {
  name: string
  latencyMs: number
  downloadBitsPerSecond: number
  uploadBitsPerSecond: number
}

/** Chrome DevTools' "3G" preset (formerly "Fast 3G"): 1.6 Mbit/s down, 750 kbit/s up, each at 90 %, 562.5 ms. */
export const THREE_G: LinkProfile = {
  name: '3G (Chrome DevTools preset)',
  latencyMs: 562.5,
  downloadBitsPerSecond: 1_600_000 * 0.9,
  uploadBitsPerSecond: 750_000 * 0.9,
}

/** Slows the page's link to the profile until stop(). */
export async function throttled(context: BrowserContext, page: Page, profile: LinkProfile): Promise<{ stop(): Promise<void> }> {
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: profile.downloadBitsPerSecond / 8,
    uploadThroughput: profile.uploadBitsPerSecond / 8,
  })
  return {
    async stop() {
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 })
      await cdp.detach()
    },
  }
}
