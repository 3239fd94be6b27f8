// Where the device is, asked of the browser's Geolocation API when the person asks ("Use my
// location", issue 28 item 7). It needs no connection: a tablet with GPS answers in camp. The
// answer goes to the newest onFound, so the form it patches is the form as it is when the fix
// arrives (a GPS fix can take many seconds, and the person may type meanwhile).
import { useCallback, useEffect, useRef, useState } from 'react'
import type { DevicePosition } from '../../../../shared/geo/device-position'

export type DevicePositionState =
  | { step: 'idle' }
  | { step: 'asking' }
  | { step: 'found'; position: DevicePosition }
  | { step: 'denied' }
  | { step: 'unavailable' }
  | { step: 'timed-out' }
  | { step: 'unsupported' }

/**
 * High accuracy: the GPS, not the Wi-Fi or cell guess. A cold GPS start outdoors takes up to half
 * a minute; a fix a minute old is still where the person stands.
 */
export const POSITION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 30_000, maximumAge: 60_000 }

/** The browser gives positions only to pages served securely (localhost counts). */
const supported = () => typeof navigator !== 'undefined' && 'geolocation' in navigator && globalThis.isSecureContext !== false

export function useDevicePosition(onFound: (position: DevicePosition) => void) {
  const [state, setState] = useState<DevicePositionState>({ step: 'idle' })
  const latest = useRef(onFound)
  useEffect(() => {
    latest.current = onFound
  }, [onFound])
  // An answer after the page has gone, or after a later request, is dropped.
  const request = useRef(0)
  useEffect(() => () => void (request.current += 1), [])

  const locate = useCallback(() => {
    if (!supported()) return setState({ step: 'unsupported' })
    const asked = (request.current += 1)
    setState({ step: 'asking' })
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        if (asked !== request.current) return
        const position = { latitude: coords.latitude, longitude: coords.longitude, accuracy: coords.accuracy }
        setState({ step: 'found', position })
        latest.current(position)
      },
      (error) => {
        if (asked !== request.current) return
        setState({ step: error.code === error.PERMISSION_DENIED ? 'denied' : error.code === error.TIMEOUT ? 'timed-out' : 'unavailable' })
      },
      POSITION_OPTIONS,
    )
  }, [])

  return { state, locate }
}
