// A link that opens in a new tab and says so to screen readers and on hover.
import { useLingui } from '@lingui/react/macro'
import type { AnchorHTMLAttributes } from 'react'

export function NewTabLink({ children, ...props }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'>) {
  const { t } = useLingui()
  const note = t`opens in a new tab`
  return (
    <a {...props} target="_blank" rel="noopener noreferrer" title={note}>
      {children}
      <span className="visually-hidden"> ({note})</span>
    </a>
  )
}
