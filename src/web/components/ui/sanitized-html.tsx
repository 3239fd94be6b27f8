// Rich text from the server or a draft, shown as HTML: the one place the app sets inner HTML, and
// always through the allow-list, so a bad row or a pasted document can never run script here.
import { sanitizeHtml } from '../../lib/safe-html'

/** lang: the text's language when it is not the page's. */
export function SanitizedHtml({ html, className, lang }: { html: string; className?: string; lang?: string | undefined }) {
  return <div className={className} lang={lang} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />
}
