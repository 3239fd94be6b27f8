// What the general and the placer form pages do alike around their draft: the save and submit
// messages (also the one carried over to the edit route after a first save), Save draft (which
// moves a new draft to its edit route), Delete draft, Submit once the form's own rules allow it
// (queued with no connection), On to My Projects once the registry has numbered the submission,
// and a refused submission said and its missing parts marked, after a reload too; the draft's
// summary, and the interface in French for a French form.
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate, useRouterState } from '@tanstack/react-router'
import { useEffect, useMemo, useState } from 'react'
import { partsOfRequirements } from '../../shared/proposal-form/requirement-parts'
import type { RequirementParts } from '../../shared/proposal-form/requirement-parts'
import { useConnectivity } from '../lib/connectivity'
import { EDIT_ROUTE_DELAY_MS } from '../lib/drafts/use-draft'
import type { Draft, DraftSummary, SaveOutcome } from '../lib/drafts/use-draft'
import { activateLocale, useLocale } from '../lib/i18n'
import { myProjectsKeys } from '../features/my-projects/api/my-projects-queries'
import type { DraftMessageKind } from '../features/proposal-drafts/components/draft-message'
import { useDraftMessage } from '../features/proposal-drafts/hooks/use-draft-message'

/** What a draft carries beside its form; the general and the placer form both hold every field of it. */
export const summaryOf = (form: DraftSummary): DraftSummary => ({
  projectTitle: form.projectTitle,
  proponentName: form.proponentName,
  isAgent: form.isAgent,
  assessmentDistricts: form.assessmentDistricts,
  firstNations: form.firstNations,
  language: form.language,
})

type ProposalForm = Pick<DraftSummary, 'projectTitle' | 'language'>

interface Options<Form extends ProposalForm> {
  projectId: string
  draft: Draft<Form>
  form: Form | undefined
  isNew: boolean
  ensureDraft: () => Promise<void>
  /** Where a new draft goes after its first save. */
  editRoute: '/projects/$projectId/edit' | '/projects/$projectId/edit-placer'
  /** Whether the form's own rules let it be submitted. */
  canSubmit: (form: Form) => boolean
  /** Where the form's requirements live, to mark the parts that hold those the registry named when it refused the submit. */
  requirementParts: RequirementParts<string>
}

export function useProposalPage<Form extends ProposalForm>({
  projectId,
  draft,
  form,
  isNew,
  ensureDraft,
  editRoute,
  canSubmit,
  requirementParts,
}: Options<Form>) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const connectivity = useConnectivity()
  const [showErrors, setShowErrors] = useState(false)
  const saved = useRouterState({ select: (s) => s.location.state.draftSaved })
  const inConflict = draft.status.state === 'conflict'
  const [message, setMessage] = useDraftMessage<DraftMessageKind>(inConflict, () => (saved ? { save: saved.outcome as SaveOutcome, error: saved.error } : null))
  const [saving, setSaving] = useState(false)

  // A French form is filled in with the interface in French.
  const locale = useLocale()
  const formLanguage = form?.language
  useEffect(() => {
    if (formLanguage === 'fr' && locale !== 'fr') void activateLocale('fr')
  }, [formLanguage, locale])

  // Submitted (now, or while this page was closed): on to My Projects, which shows it at Proposal Check.
  const { projectNumber } = draft
  useEffect(() => {
    if (!projectNumber || !form) return
    void queryClient.invalidateQueries({ queryKey: myProjectsKeys.all })
    void navigate({ to: '/my-projects', state: { proposalSubmitted: { projectNumber, title: form.projectTitle } } })
  }, [projectNumber, form, navigate, queryClient])

  // A submission the registry refused, or whose documents it refused, says so (after a reload too),
  // and the parts the registry found lacking are marked beside those the form finds incomplete.
  const refusedDocuments = draft.submitFailure?.documents
  const refusal = draft.submitFailure?.message
  const refusedRequirements = draft.submitFailure?.missing
  const refusedParts = useMemo(() => partsOfRequirements(requirementParts, refusedRequirements ?? []), [requirementParts, refusedRequirements])
  useEffect(() => {
    if (refusedDocuments === undefined) return
    setMessage({ submit: refusedDocuments ? 'documents' : 'refused', error: refusal })
  }, [refusedDocuments, refusal, setMessage])
  // A refused submission is an attempt: what is missing stays shown after the person moves on.
  if (refusedDocuments !== undefined && !showErrors) setShowErrors(true)

  const save = async () => {
    if (!form) return
    setSaving(true)
    await ensureDraft()
    const { outcome, error } = await draft.saveNow({ firstSave: isNew })
    setSaving(false)
    setMessage({ save: outcome, error })
    if (isNew && outcome !== 'quota') {
      setTimeout(() => void navigate({ to: editRoute, params: { projectId }, replace: true, state: { draftSaved: { outcome, error } } }), EDIT_ROUTE_DELAY_MS)
    }
  }

  const removeDraft = async () => {
    const title = form?.projectTitle ?? ''
    await draft.remove()
    void navigate({ to: '/my-projects', state: { draftDeleted: { title } } })
  }

  const submit = async () => {
    if (!form) return
    setShowErrors(true)
    if (!canSubmit(form)) {
      setMessage({ submit: 'incomplete' })
      return
    }
    await ensureDraft()
    setMessage(connectivity === 'offline' ? { submit: 'queued' } : null)
    await draft.submit()
  }

  return { showErrors, message, setMessage, inConflict, saving, save, removeDraft, submit, refusedParts, connectivity }
}
