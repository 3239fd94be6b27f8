// The site message on the home page: a dialog the visitor closes for this visit, or for good with
// "Don't show this message again". An expired message is never shown. It takes its turn with the
// other dialogs that open by themselves (use-dialog-turn).
import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useId, useLayoutEffect, useRef, useState } from 'react'
import { Button } from '../../../components/ui/button'
import { SanitizedHtml } from '../../../components/ui/sanitized-html'
import { useDialogTurn } from '../../../components/ui/use-dialog-turn'
import { readerText, useLocale } from '../../../lib/i18n'
import { siteQueries } from '../api/site-queries'
import dialogStyles from '../../../components/ui/dialog.module.css'
import styles from './site-message-dialog.module.css'

const key = (messageId: string) => `registry.site-message.dismissed.${messageId}`

function dismissed(messageId: string): boolean {
  try {
    return localStorage.getItem(key(messageId)) !== null || sessionStorage.getItem(key(messageId)) !== null
  } catch {
    // Storage refused (private mode): the message shows, and closing it still works for the page.
    return false
  }
}

export function SiteMessageDialog() {
  const { data: message } = useQuery(siteQueries.message())
  const locale = useLocale()
  const dialog = useRef<HTMLDialogElement>(null)
  const [closed, setClosed] = useState(false)
  const [forGood, setForGood] = useState(false)
  const titleId = useId()
  // The moment the page opened decides whether the message has expired.
  const [openedAt] = useState(() => Date.now())
  const expired = message?.expiryDate ? new Date(message.expiryDate).getTime() < openedAt : false
  const show = useDialogTurn(!!message && !expired && !closed && !dismissed(message.messageId))

  // Opened before the browser draws: a modal dialog makes the rest of the page inert, which restyles
  // all of it, and done after the first paint that was the page's longest task on a slow phone.
  useLayoutEffect(() => {
    if (show && dialog.current && !dialog.current.open) dialog.current.showModal()
  }, [show])

  if (!message || !show) return null
  // Title and body in one language: French when staff wrote both in French, else the English.
  const title = readerText(locale, message.title, message.bodyFr ? message.titleFr : null)
  const body = readerText(locale, message.body, message.titleFr ? message.bodyFr : null)
  const close = () => {
    try {
      ;(forGood ? localStorage : sessionStorage).setItem(key(message.messageId), new Date().toISOString())
    } catch {
      // Nothing to keep it in; it is closed for this page.
    }
    dialog.current?.close()
    setClosed(true)
  }
  return (
    <dialog ref={dialog} className={`${dialogStyles.dialog} ${styles.wide}`} aria-labelledby={titleId} onCancel={close}>
      <h2 id={titleId} lang={title.lang}>
        {title.text}
      </h2>
      <SanitizedHtml className={styles.body} html={body.text} lang={body.lang} />
      <div className={styles.actions}>
        <label>
          <input type="checkbox" checked={forGood} onChange={(e) => setForGood(e.target.checked)} /> <Trans>Don’t show this message again</Trans>
        </label>
        {/* The dialog's action takes the focus, not the first link of the message. */}
        <Button onClick={close} autoFocus>
          <Trans>Close</Trans>
        </Button>
      </div>
    </dialog>
  )
}
