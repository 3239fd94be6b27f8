// The connection menu's storage: what the site stores on this device and how much room the browser
// still gives it, and whether the browser keeps it when the device runs low on space, with the
// person's way to ask it to (browsers answer by their own rules; installing the app often helps).
import { Trans } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { spaceLeft } from '../../../shared/domain/storage-room'
import { formatBytes } from '../../lib/file-size'
import { useLocale } from '../../lib/i18n'
import { askForPersistentStorage, storageKeys, useDeviceStorage } from '../../lib/storage'
import { LinkButton } from '../ui/link-button'
import styles from './offline-indicator.module.css'

/** open: the menu is open (asked again each time it opens). */
export function DeviceStorage({ open }: { open: boolean }) {
  const locale = useLocale()
  const queryClient = useQueryClient()
  const { data } = useDeviceStorage(open)
  const [refused, setRefused] = useState(false)
  if (!data) return null
  const { estimate, persisted } = data
  const ask = async () => {
    setRefused((await askForPersistentStorage()) !== true)
    await queryClient.invalidateQueries({ queryKey: storageKeys.all })
  }
  const used = estimate ? formatBytes(estimate.usage, locale) : ''
  const left = estimate ? formatBytes(spaceLeft(estimate), locale) : ''
  return (
    <div data-testid="storage-use">
      {estimate && (
        <p>
          <Trans>
            Storage on this device: {used} used, {left} left.
          </Trans>
        </p>
      )}
      {persisted === true && (
        <p>
          <Trans>The browser keeps this storage even when the device runs low on space.</Trans>
        </p>
      )}
      {persisted === false && (
        <p>
          <Trans>The browser may clear this storage when the device runs low on space.</Trans>{' '}
          <LinkButton className={styles.action} onClick={() => void ask()}>
            <Trans>Ask the browser to keep it</Trans>
          </LinkButton>
        </p>
      )}
      {persisted === false && refused && (
        <p role="status">
          <Trans>The browser did not agree. Installing the app on this device (Add to Home Screen) usually lets it keep the storage.</Trans>
        </p>
      )}
    </div>
  )
}
