// Rich text from the server or a draft, shown as HTML: the one place the app sets inner HTML, and
// always through the allow-list, so a bad row or a pasted document can never run script here.
import { sanitizeHtml } from '../../lib/safe-html'

export function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />
}
