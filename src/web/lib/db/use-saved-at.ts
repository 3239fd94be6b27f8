// Whether a project is saved on this device, for its page: from the saved index at once, so the
// page's first load does not open the local database. Where the index cannot say (no localStorage,
// or a device that saved before the index existed), the table answers after the page has loaded.
import { useEffect, useState, useSyncExternalStore } from 'react'
import { noLocalDatabase, rewriteSavedIndex, savedAtInIndex, subscribeSavedIndex } from './saved-index'

/** When the project was saved or last refreshed; null when it is not saved; undefined while finding out. */
export function useSavedAt(projectId: string): number | null | undefined {
  const indexed = useSyncExternalStore(subscribeSavedIndex, () => savedAtInIndex(projectId))
  const [fromTable, setFromTable] = useState<{ projectId: string; savedAt: number | null }>()

  useEffect(() => {
    if (indexed !== undefined) return
    let stopped = false
    let stop = () => undefined as void
    void (async () => {
      // A browser with no local database has nothing saved: say so in the index and open nothing.
      if ((await noLocalDatabase()) && rewriteSavedIndex([])) return
      const { watchSavedAt } = await import('./saved-projects')
      if (!stopped) stop = watchSavedAt(projectId, (savedAt) => setFromTable({ projectId, savedAt }))
    })()
    return () => {
      stopped = true
      stop()
    }
  }, [projectId, indexed])

  if (indexed !== undefined) return indexed
  return fromTable?.projectId === projectId ? fromTable.savedAt : undefined
}
