// Device sessions (decision 0063): how a signed-in device is named in My Account, and when one
// that has not been used has ended.

/** A device session that has not renewed a session for this long has ended. */
export const DEVICE_SESSION_IDLE_DAYS = 30

export function deviceSessionLapsed(lastUsedAt: Date, now: Date): boolean {
  return now.getTime() - lastUsedAt.getTime() >= DEVICE_SESSION_IDLE_DAYS * 86_400_000
}

const BROWSERS: [RegExp, string][] = [
  [/EdgA?\/|Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
]

const SYSTEMS: [RegExp, string][] = [
  [/iPad/, 'iPad'],
  [/iPhone|iPod/, 'iPhone'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Macintosh|Mac OS X/, 'Mac'],
  [/Linux/, 'Linux'],
]

const UNKNOWN_DEVICE = 'Unknown device'
const JOINED = ' on '

/** "Chrome on Android", from the User-Agent the device signed in with; a client that sends none is "Unknown device". */
export function deviceLabel(userAgent: string | undefined): string {
  if (!userAgent) return UNKNOWN_DEVICE
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1]
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1]
  if (browser && system) return `${browser}${JOINED}${system}`
  return browser ?? system ?? userAgent.slice(0, 60)
}

/**
 * A label deviceLabel made, taken apart for saying it in the reader's language (the registry keeps
 * it in English): the browser and the system, one name said as it is, or null for "Unknown device".
 */
export function deviceLabelParts(label: string): { browser: string; system: string } | { name: string } | null {
  if (label === UNKNOWN_DEVICE) return null
  for (const [, browser] of BROWSERS) {
    const system = label.startsWith(`${browser}${JOINED}`) ? label.slice(browser.length + JOINED.length) : undefined
    if (system && SYSTEMS.some(([, known]) => known === system)) return { browser, system }
  }
  return { name: label }
}
