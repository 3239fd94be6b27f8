// The "Saved for offline" page: the projects kept on this device, each with its size and how old
// its copy is, to refresh or remove; and how much the site stores here and how much room is left.
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useLocale } from '../../../lib/i18n'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useId, useState } from 'react'
import { formatDateTime } from '../../../../shared/domain/dates'
import { Button } from '../../../components/ui/button'
import { Loading } from '../../../components/ui/status-message'
import { showToast } from '../../../components/ui/toast'
import { useConnectivity } from '../../../lib/connectivity'
import { useSavedProjects } from '../../../lib/db/saved-projects'
import type { SavedProject } from '../../../lib/db/saved-projects'
import { formatAge } from '../format'
import { formatBytes } from '../../../lib/file-size'
import { storageEstimate } from '../../../lib/storage'
import { removeSavedProject, saveProject, SaveError } from '../saving'
import type { SaveFailure } from '../saving'
import { SaveFailureMessage } from './save-failure'
import styles from './saved-projects.module.css'

/** The time now, moved on every minute, so that ages stay true on a page left open. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000)
    return () => clearInterval(timer)
  }, [])
  return now
}

function StorageUse({ saved }: { saved: SavedProject[] }) {
  const locale = useLocale()
  // Asked again whenever what is saved changes.
  const estimate = useQuery({
    queryKey: ['storage-estimate', saved.map((p) => `${p.projectId}:${p.savedAt}`).join()],
    queryFn: storageEstimate,
    staleTime: 0,
  }).data
  if (estimate === undefined) return null
  if (estimate === null) {
    return (
      <p className={styles.storage}>
        <Trans>This browser does not tell how much storage space is used and left.</Trans>
      </p>
    )
  }
  return (
    <dl className={styles.storage} data-testid="storage-use">
      <div>
        <dt>
          <Trans>Storage used on this device</Trans>
        </dt>
        <dd>{formatBytes(estimate.usage, locale)}</dd>
      </div>
      <div>
        <dt>
          <Trans>Space left</Trans>
        </dt>
        <dd>{formatBytes(estimate.quota - estimate.usage, locale)}</dd>
      </div>
    </dl>
  )
}

function SavedItem({ saved, now }: { saved: SavedProject; now: number }) {
  const { t } = useLingui()
  const locale = useLocale()
  const titleId = useId()
  const reasonId = useId()
  const offline = useConnectivity() === 'offline'
  const [busy, setBusy] = useState<'refresh' | 'remove' | null>(null)
  const [failure, setFailure] = useState<SaveFailure | null>(null)

  const refresh = async () => {
    setBusy('refresh')
    setFailure(null)
    try {
      await saveProject(saved.projectId)
      showToast(t`The saved copy was refreshed.`)
    } catch (error) {
      setFailure(error instanceof SaveError ? error.reason : 'failed')
    } finally {
      setBusy(null)
    }
  }
  const remove = async () => {
    setBusy('remove')
    try {
      await removeSavedProject(saved.projectId)
      showToast(t`Removed from this device.`)
    } catch {
      setBusy(null)
      showToast(t`The project could not be removed from this device. Try again.`, { kind: 'error' })
    }
  }

  return (
    <li className={styles.item} data-testid="saved-project">
      {saved.projectNumber && <p className={styles.number}>{saved.projectNumber}</p>}
      <h2 className={styles.itemTitle} id={titleId}>
        <Link to="/projects/$projectId" params={{ projectId: saved.projectId }}>
          {saved.title}
        </Link>
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>
            <Trans>Proponent</Trans>
          </dt>
          <dd>{saved.proponentName}</dd>
        </div>
        <div>
          <dt>
            <Trans>Size</Trans>
          </dt>
          <dd data-testid="saved-size">
            {formatBytes(saved.bytes, locale)} <Plural value={saved.documentCount} _0="(no documents)" one="(# document)" other="(# documents)" />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Copy fetched</Trans>
          </dt>
          <dd data-testid="saved-age">
            <time dateTime={new Date(saved.fetchedAt).toISOString()} title={formatDateTime(new Date(saved.fetchedAt), locale)}>
              {formatAge(saved.fetchedAt, now, locale)}
            </time>
          </dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          disabled={busy !== null || offline}
          aria-busy={busy === 'refresh'}
          aria-describedby={offline ? `${titleId} ${reasonId}` : titleId}
          onClick={() => void refresh()}
        >
          {busy === 'refresh' ? <Trans>Refreshing…</Trans> : <Trans>Refresh</Trans>}
        </Button>
        <Button variant="secondary" disabled={busy !== null} aria-describedby={titleId} onClick={() => void remove()}>
          <Trans>Remove</Trans>
        </Button>
        {offline && (
          <span id={reasonId} className={styles.offlineReason}>
            <Trans>Refreshing needs a connection.</Trans>
          </span>
        )}
      </div>
      {failure && <SaveFailureMessage reason={failure} refreshing />}
    </li>
  )
}

export function SavedProjectsPage() {
  const { t } = useLingui()
  const saved = useSavedProjects()
  const now = useNow()
  return (
    <>
      <p className={styles.intro}>
        <Trans>
          Projects saved here open on this device with no connection: their tabs and public documents, as they were when saved. Refresh a project to bring its
          copy up to date.
        </Trans>
      </p>
      {saved === undefined ? (
        <Loading label={t`Loading…`} />
      ) : (
        <>
          <StorageUse saved={saved} />
          {saved.length === 0 ? (
            <p className={styles.empty}>
              <Trans>No projects are saved for offline use on this device. On a project’s page, choose Save for offline.</Trans>
            </p>
          ) : (
            <ul className={styles.list} aria-label={t`Saved projects`}>
              {saved.map((p) => (
                <SavedItem key={p.projectId} saved={p} now={now} />
              ))}
            </ul>
          )}
        </>
      )}
    </>
  )
}
