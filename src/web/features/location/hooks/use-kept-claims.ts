// The placer form keeps the claims layer on the device whenever it is open with a connection, so
// that a miner who opened it once online finds claims in camp with none (decision 0044).
import { useEffect } from 'react'
import { useConnectivity } from '../../../lib/connectivity'
import { keepClaimsForOffline } from '../api/placer-claims'

export function useKeptClaims(): void {
  const connectivity = useConnectivity()
  useEffect(() => {
    if (connectivity === 'online') keepClaimsForOffline()
  }, [connectivity])
}
