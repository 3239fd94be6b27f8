// The heading the three before-you-begin steps share.
import { Trans } from '@lingui/react/macro'

export function BeforeYouBeginTitle() {
  return (
    <h1>
      <Trans>Before you begin</Trans>
    </h1>
  )
}
