// The names of the general form's 8 parts, shared by the side navigation, each part's heading and
// the printed summary.
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

export const PART_TITLES: Record<number, MessageDescriptor> = {
  1: msg`Proponent and contact`,
  2: msg`Regulations and authorizations`,
  3: msg`Project location`,
  4: msg`Proposal format`,
  5: msg`Project description`,
  6: msg`Existing conditions`,
  7: msg`Effects and mitigations`,
  8: msg`Additional information and submission`,
}

export const PART_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8] as const
