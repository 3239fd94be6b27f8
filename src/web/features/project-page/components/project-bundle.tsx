// "Download everything" on a project page (decision 0079): the visitor first sees what the zip
// holds and its size, then downloads it with its progress in the page and may cancel; a zip too
// big to hold in a phone's memory goes to the browser's own download manager instead.
import { Plural, Trans } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState } from 'react'
import { Button, ButtonLink } from '../../../components/ui/button'
import { ApiError } from '../../../lib/api-client'
import { isAbort, useConnectivity } from '../../../lib/connectivity'
import { formatBytes } from '../../../lib/file-size'
import { useLocale } from '../../../lib/i18n'
import { saveFile } from '../../../lib/save-file'
import { bundleSummary, downloadsInPage, fetchBundle } from '../api/project-bundle'
import type { BundleSummary } from '../api/project-bundle'
import styles from './project-bundle.module.css'

type Step =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'ready'; summary: BundleSummary }
  | { kind: 'downloading'; summary: BundleSummary; received: number }
  | { kind: 'done'; summary: BundleSummary }
  | { kind: 'cancelled'; summary: BundleSummary }
  | {
      kind: 'failed'
      summary: BundleSummary | null
      reason: 'offline' | 'not-public' | 'error'
    }

export function ProjectBundle({ projectNumber }: { projectNumber: string }) {
  const locale = useLocale()
  const connectivity = useConnectivity()
  const progressId = useId()
  const [step, setStep] = useState<Step>({ kind: 'idle' })
  const running = useRef<AbortController | null>(null)
  // Leaving the page stops a download under way.
  useEffect(() => () => running.current?.abort(), [])

  const offline = connectivity === 'offline'
  const size = (bytes: number) => formatBytes(bytes, locale)

  async function check() {
    setStep({ kind: 'checking' })
    try {
      setStep({ kind: 'ready', summary: await bundleSummary(projectNumber) })
    } catch (error) {
      setStep({
        kind: 'failed',
        summary: null,
        reason: error instanceof ApiError ? (error.status === 404 ? 'not-public' : 'error') : 'offline',
      })
    }
  }

  async function download(summary: BundleSummary) {
    const controller = new AbortController()
    running.current = controller
    setStep({ kind: 'downloading', summary, received: 0 })
    try {
      const zip = await fetchBundle(summary.href, controller.signal, (received) => setStep({ kind: 'downloading', summary, received }))
      saveFile(zip, summary.fileName)
      setStep({ kind: 'done', summary })
    } catch (error) {
      setStep(isAbort(error) ? { kind: 'cancelled', summary } : { kind: 'failed', summary, reason: error instanceof TypeError ? 'offline' : 'error' })
    } finally {
      running.current = null
    }
  }

  const summary = 'summary' in step ? step.summary : null
  const documentCount = summary?.documentCount ?? 0
  const fileName = summary?.fileName ?? ''
  const total = summary ? size(summary.zipBytes) : ''
  const received = size(step.kind === 'downloading' ? step.received : 0)
  const downloadButton = (s: BundleSummary) =>
    downloadsInPage(s) ? (
      <Button onClick={() => void download(s)} disabled={offline}>
        <Trans>Download zip ({total})</Trans>
      </Button>
    ) : (
      <>
        <ButtonLink href={s.href} download={s.fileName}>
          <Trans>Download zip ({total})</Trans>
        </ButtonLink>
        <p className={styles.note}>
          <Trans>This is a large file: your browser will download it and show its progress.</Trans>
        </p>
      </>
    )

  return (
    <div className={styles.bundle}>
      <p className={styles.lead}>
        <Trans>
          All of this project’s public documents, comments, information requests and answers, notices and notes in one zip file, with a list of every file.
        </Trans>
      </p>

      {(step.kind === 'idle' || step.kind === 'checking') && (
        <Button variant="secondary" onClick={() => void check()} disabled={offline || step.kind === 'checking'} aria-busy={step.kind === 'checking'}>
          {step.kind === 'checking' ? <Trans>Checking the size…</Trans> : <Trans>Download everything</Trans>}
        </Button>
      )}

      {summary && (
        <dl className={styles.contents}>
          <dt>
            <Trans>Size</Trans>
          </dt>
          <dd data-testid="bundle-size">{total}</dd>
          <dt>
            <Trans>Documents</Trans>
          </dt>
          <dd>
            <Plural value={documentCount} one="# file" other="# files" />
          </dd>
          <dt>
            <Trans>Comments</Trans>
          </dt>
          <dd>{summary.contents.comments}</dd>
          <dt>
            <Trans>Information requests</Trans>
          </dt>
          <dd>{summary.contents.informationRequests}</dd>
          <dt>
            <Trans>Notices, notes and correspondence</Trans>
          </dt>
          <dd>{summary.contents.notices + summary.contents.notes + summary.contents.correspondence}</dd>
        </dl>
      )}

      {(step.kind === 'ready' || step.kind === 'cancelled' || step.kind === 'done') && <div className={styles.actions}>{downloadButton(step.summary)}</div>}

      {step.kind === 'downloading' && (
        <div className={styles.progress}>
          <progress max={step.summary.zipBytes} value={step.received} aria-labelledby={progressId} />
          <p id={progressId}>
            <Trans>
              Downloading: {received} of {total}
            </Trans>
          </p>
          <Button variant="secondary" onClick={() => running.current?.abort()}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      )}

      <p role="status" className={styles.status}>
        {step.kind === 'done' && <Trans>Downloaded: {fileName} is in your downloads.</Trans>}
        {step.kind === 'cancelled' && <Trans>Download cancelled.</Trans>}
      </p>
      {(offline || step.kind === 'failed') && (
        <p role="alert" className={styles.error}>
          {offline || (step.kind === 'failed' && step.reason === 'offline') ? (
            <Trans>You are offline. Connect to the internet to download this project’s files.</Trans>
          ) : step.kind === 'failed' && step.reason === 'not-public' ? (
            <Trans>This project is not public yet, so there is nothing to download.</Trans>
          ) : (
            <Trans>The download stopped. Check your connection and try again.</Trans>
          )}
        </p>
      )}
      {step.kind === 'failed' && step.reason !== 'not-public' && !offline && (
        <Button variant="secondary" onClick={() => void (summary ? download(summary) : check())}>
          <Trans>Try again</Trans>
        </Button>
      )}
    </div>
  )
}
