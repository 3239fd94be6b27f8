// The frame the three before-you-begin steps share: the page's title and its heading.
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { PageHeading } from '../../../components/ui/page-heading'

export function BeforeYouBeginPage({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  return (
    <div>
      <PageHeading>{t`Before you begin`}</PageHeading>
      {children}
    </div>
  )
}
