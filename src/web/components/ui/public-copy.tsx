// A comment's public copy as its reader reads it: its text, and each withheld passage's marker in
// the page's language ("[withheld: personal information]"); the registry sends the reasons as codes
// (decision 0025: the server sends codes, the page says them).
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Fragment } from 'react'
import type { PublicCopyPart, WithholdReason } from '../../../shared/domain/comment-review'

const MARKERS = {
  'personal-information': msg`[withheld: personal information]`,
  profanity: msg`[withheld: profanity]`,
  threat: msg`[withheld: threat]`,
  other: msg`[withheld: other]`,
} satisfies Record<WithholdReason, unknown>

export function PublicCopy({ parts }: { parts: readonly PublicCopyPart[] }) {
  const { i18n } = useLingui()
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>{'text' in part ? part.text : i18n._(MARKERS[part.withheld])}</Fragment>
      ))}
    </>
  )
}
