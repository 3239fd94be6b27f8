// Sets the document title for a page: "Page – Site name", in the current language.
import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'

export function usePageTitle(page?: string): void {
  const { t } = useLingui()
  const site = t`YESAB Online Registry`
  const title = page ? `${page} – ${site}` : site
  useEffect(() => {
    document.title = title
  }, [title])
}
