// The browser's storage for this site: how much it uses and how much more the browser allows, and
// whether the browser keeps it when the device runs low on space (persistent storage). The browser
// is asked to keep it when the first draft or saved project is stored (lib/db/local-db), and again
// when the person asks from the connection menu; browsers answer by their own rules (Chromium:
// an installed or much used site; Firefox asks the person), so the menu says what they answered.
import { useQuery } from '@tanstack/react-query'
import type { StorageEstimate } from '../../shared/domain/storage-room'

/** What this site stores on the device and how much more the browser allows; null where it does not say. */
export async function storageEstimate(): Promise<StorageEstimate | null> {
  const estimate = await navigator.storage?.estimate?.().catch(() => null)
  if (!estimate || estimate.usage === undefined || estimate.quota === undefined) return null
  return { usage: estimate.usage, quota: estimate.quota }
}

/** Whether the browser keeps this site's storage when space runs low; null where it does not say. */
export async function storagePersisted(): Promise<boolean | null> {
  try {
    return navigator.storage?.persisted ? await navigator.storage.persisted() : null
  } catch {
    return null
  }
}

/** Asks the browser to keep this site's storage when space runs low; resolves to its answer (null: not offered here). */
export async function askForPersistentStorage(): Promise<boolean | null> {
  try {
    if (!navigator.storage?.persist) return null
    return (await navigator.storage.persisted()) || (await navigator.storage.persist())
  } catch {
    // Not offered here: what is stored is kept as long as the browser keeps site data.
    return null
  }
}

export const storageKeys = { all: ['device-storage'] as const }

/** The space used and left, and whether it is kept, as the connection menu shows them; asked again each time it opens. */
export function useDeviceStorage(open: boolean) {
  return useQuery({
    queryKey: storageKeys.all,
    queryFn: async () => ({ estimate: await storageEstimate(), persisted: await storagePersisted() }),
    enabled: open,
    staleTime: 0,
  })
}
