// The words of registry administration in the page's language: the organization kinds, the project
// roles with what each lets its holder do, and the registry's validation and refusal messages (the
// shared schema and the server say them in English).
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { ADMINISTERED_ORGANIZATION_KINDS, ADMINISTERED_PROJECT_ROLES } from '../../../shared/schemas/staff-registry'

export type OrganizationKind = (typeof ADMINISTERED_ORGANIZATION_KINDS)[number]
export type AdministeredRole = (typeof ADMINISTERED_PROJECT_ROLES)[number]

const MESSAGES: Record<string, MessageDescriptor> = {
  'Name the organization.': msg`Name the organization.`,
  'Keep the name under 300 characters.': msg`Keep the name under 300 characters.`,
  'Give a valid e-mail address.': msg`Give a valid e-mail address.`,
  'Keep the e-mail address under 254 characters.': msg`Keep the e-mail address under 254 characters.`,
  'Choose First Nation, decision body or planning commission.': msg`Choose First Nation, decision body or planning commission.`,
  'An organization of this kind already has this name.': msg`An organization of this kind already has this name.`,
  'Give the person’s e-mail address.': msg`Give the person’s e-mail address.`,
  'No account has this e-mail address.': msg`No account has this e-mail address.`,
  'Choose the organization the person acts for.': msg`Choose the organization the person acts for.`,
  'Choose the organization from the list.': msg`Choose the organization from the list.`,
  'This person already has this role on the project.': msg`This person already has this role on the project.`,
  'This person does not have this role on the project.': msg`This person does not have this role on the project.`,
}

/** The message of a refusal or a schema issue: "Invalid parameter name: …" from the server is the schema's own. */
const known = (message: string | undefined) => MESSAGES[message?.replace(/^Invalid parameter \w+: /, '') ?? '']

export function useRegistryWords() {
  const { t, i18n } = useLingui()
  const kinds: Record<OrganizationKind, { one: string; many: string }> = {
    'first-nation': { one: t`First Nation`, many: t`First Nations` },
    'decision-body': { one: t`Decision body`, many: t`Decision bodies` },
    'planning-commission': {
      one: t`Planning commission`,
      many: t`Planning commissions`,
    },
  }
  const roles: Record<AdministeredRole, { name: string; effect: string }> = {
    'decision-body': {
      name: t`Decision body`,
      effect: t`Finds the project on My Projects and uploads its decision and authorization documents.`,
    },
    participant: {
      name: t`Participant`,
      effect: t`Finds the project on My Projects and comments while a comment period is open to participants only.`,
    },
    'planning-commission': {
      name: t`Planning commission`,
      effect: t`Finds the project on My Projects.`,
    },
    intervenor: {
      name: t`Intervenor`,
      effect: t`Finds the project on My Projects and, on a panel review before its hearings, adds written submissions.`,
    },
  }
  return {
    kinds,
    roles,
    /** A known message in the page's language; `fallback` for any other. */
    message: (message: string | undefined, fallback: string) => {
      const descriptor = known(message)
      return descriptor ? i18n._(descriptor) : fallback
    },
  }
}
