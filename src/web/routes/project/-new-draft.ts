// What the addresses of a new proposal share (/project/add, /project/add/fr, /project/upload,
// /project/add-placer-proposal): the browser makes the project's id; after the first edit the
// address names it (?draft=…), so a reload reopens the same draft, with or without a connection.
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { UUID_PATTERN } from '../../../shared/schemas/project'
import { addCatalog } from '../../lib/i18n'
import { requireLogin } from '../-require-login'

export const validateDraftSearch = (search: Record<string, unknown>): { draft?: string } =>
  typeof search.draft === 'string' && UUID_PATTERN.test(search.draft) ? { draft: search.draft.toLowerCase() } : {}

/** The route options of every new proposal's address: a signed-in person, the draft's id in the address, the proposal forms' catalog. */
export const newProposalRoute = {
  beforeLoad: requireLogin,
  validateSearch: validateDraftSearch,
  loader: () => addCatalog('proposal'),
}

type NewProposalPath = '/project/add' | '/project/add/fr' | '/project/upload' | '/project/add-placer-proposal'

/** The new draft's id (the address's, or one made now) and what names it in the address after its first edit. */
export function useNewDraft(path: NewProposalPath, draft: string | undefined) {
  const navigate = useNavigate()
  const [projectId] = useState(() => draft ?? crypto.randomUUID())
  return { projectId, onFirstEdit: () => void navigate({ to: path, search: { draft: projectId }, replace: true }) }
}
