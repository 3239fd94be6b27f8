// The names of a user's roles on a project, as My Projects and the project page show them.
import { msg } from '@lingui/core/macro'
import type { I18n, MessageDescriptor } from '@lingui/core'

const ROLE_NAMES: Record<string, MessageDescriptor> = {
  'proponent-agent': msg`Proponent or Agent`,
  'decision-body': msg`Decision Body`,
  'planning-commission': msg`Planning Commission`,
  intervenor: msg`Intervenor`,
  participant: msg`Participant`,
  follower: msg`Follower`,
}

export function roleNames(i18n: I18n, roles: readonly string[]): string {
  return roles.map((r) => (ROLE_NAMES[r] ? i18n._(ROLE_NAMES[r]) : r)).join(', ')
}
