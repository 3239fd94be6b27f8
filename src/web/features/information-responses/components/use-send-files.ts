// Sends an answer's queued files one at a time, in order (spec §7), saying each as it goes (§8:
// "Uploaded File: {name}", "File Upload Failed: {name}"), and stops at the first that fails so
// that the answers are not saved without it.
import { useLingui } from '@lingui/react/macro'
import { showToast } from '../../../components/ui/toast'

export function useSendFiles() {
  const { t } = useLingui()
  return async <Item extends { file: File }>(items: Item[], send: (item: Item) => Promise<unknown>, sent: (item: Item) => void): Promise<boolean> => {
    for (const item of items) {
      const name = item.file.name
      try {
        await send(item)
      } catch {
        showToast(t`File Upload Failed: ${name}`, { kind: 'error' })
        return false
      }
      sent(item)
      showToast(t`Uploaded File: ${name}`)
    }
    return true
  }
}
