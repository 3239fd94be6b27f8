// What the proposal pages say about a refusal a draft keeps (its reason: refusal-reason.ts), in the
// interface's language from the catalog, never the server's English; a reason this build does not
// know, or the English an older build kept, reads as a general refusal.
import { msg } from '@lingui/core/macro'
import type { I18n, MessageDescriptor } from '@lingui/core'
import { NOT_ON_SERVER } from './refusal-reason'

const BY_REASON: Record<string, MessageDescriptor> = {
  incomplete: msg`Some required fields are missing: the parts marked in the navigation show what to fill in.`,
  submitted: msg`This proposal has been submitted and can no longer be edited.`,
  exists: msg`Another project or file already has this draft's identifier. Start a new draft.`,
  [NOT_ON_SERVER]: msg`The registry does not have this draft yet. Save it again.`,
  'not-found': msg`This project was not found, or you lack sufficient authorization to view it.`,
  forbidden: msg`You lack sufficient authorization to change this proposal.`,
  'bad-request': msg`The registry did not accept a value of this draft.`,
  'one-file-only': msg`Only one file of this kind may be attached. Remove the one attached to replace it.`,
  'unsupported-file': msg`This kind of file is not accepted here, or its contents do not match its name.`,
  'too-large': msg`The file is larger than 50 MB.`,
  'upload-incomplete': msg`The file did not arrive whole. Remove it and add it again.`,
  'under-review': msg`This proposal is being assessed: its documents can no longer be changed.`,
  reviewed: msg`This document has been reviewed: it can no longer be changed.`,
  'no-space': msg`The registry has no room for this file just now: try again later.`,
  'zip-too-large': msg`The zip file would unpack to too much, or is packed far tighter than ordinary files are, so it was not kept.`,
  'zip-unsafe-path': msg`The zip file names a file outside its folder, so it was not kept.`,
  'zip-broken': msg`The zip file could not be opened: it is damaged, encrypted or packed in a way the registry does not read.`,
}

const GENERAL = msg`The registry did not accept it. It is kept on this device.`

/** What to tell the person about a refusal the draft keeps. */
export function refusalMessage(i18n: I18n, reason: string | null | undefined): string {
  return i18n._((reason ? BY_REASON[reason] : undefined) ?? GENERAL)
}
