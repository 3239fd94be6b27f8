// The general proposal form as its routes (/project/add, /project/add/fr, /projects/$id/edit)
// compose it: the draft (lib/drafts: on this device within 300 ms, synced when the registry
// answers), the top bar and the draft's state (proposal-drafts), the 8 parts (proposal-form),
// part 3 (location, whose look-up runs here, whatever part is shown, as soon as it can) and the
// documents panels. Features do not import each other; they meet here.
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate, useRouterState } from '@tanstack/react-router'
import { useEffect, useMemo, useState } from 'react'
import type { DocumentUploadGroup } from '../../shared/domain/document-files'
import { emptyGeneralForm } from '../../shared/proposal-form/general-form'
import type { GeneralForm } from '../../shared/proposal-form/general-form'
import { canSubmit } from '../../shared/proposal-form/general-form-rules'
import { locationFieldsOf } from '../../shared/proposal-form/general-form-location'
import { partsOfRequirements } from '../../shared/proposal-form/requirement-parts'
import { generalFormDifferences, generalFormHasEntries } from '../../shared/proposal-form/form-differences'
import { DraftFiles } from '../components/draft-files/draft-files'
import { Loading } from '../components/ui/status-message'
import { useConnectivity } from '../lib/connectivity'
import { EDIT_ROUTE_DELAY_MS, useAttachments, useDraft } from '../lib/drafts/use-draft'
import { useDraftForm } from '../lib/drafts/use-draft-form'
import type { DraftSummary, SaveOutcome } from '../lib/drafts/use-draft'
import { activateLocale } from '../lib/i18n'
import { useSessionUser } from '../lib/session'
import { myProjectsKeys } from '../features/my-projects/api/my-projects-queries'
import { DraftConflict } from '../features/proposal-drafts/components/conflict-choice'
import { DraftUnavailable } from '../features/proposal-drafts/components/draft-unavailable'
import { DeletionWarning } from '../features/proposal-drafts/components/deletion-warning'
import { DraftMessage } from '../features/proposal-drafts/components/draft-message'
import type { DraftMessageKind } from '../features/proposal-drafts/components/draft-message'
import { DraftStatusLine } from '../features/proposal-drafts/components/draft-status'
import { DraftTopBar } from '../features/proposal-drafts/components/draft-top-bar'
import { useDraftMessage } from '../features/proposal-drafts/hooks/use-draft-message'
import { GeneralFormBody } from '../features/proposal-form/components/general-form-body'
import { GeneralFormSummary } from '../features/proposal-form/components/general-form-summary'
import { useLocationLookup } from '../features/location/hooks/use-location-lookup'
import { ProposalLocationPart } from './-proposal-location-part'

const summaryOf = (form: GeneralForm): DraftSummary => ({
  projectTitle: form.projectTitle,
  proponentName: form.proponentName,
  isAgent: form.isAgent,
  assessmentDistricts: form.assessmentDistricts,
  firstNations: form.firstNations,
  language: form.language,
})

interface Props {
  projectId: string
  language: 'en' | 'fr'
  /** /project/add: a draft this device may not have made yet. */
  isNew: boolean
  /** The address of a new draft changes to name it (a reload reopens it), without leaving the page. */
  onFirstEdit?: () => void
}

export function GeneralFormPage({ projectId, language, isNew, onFirstEdit }: Props) {
  const { t, i18n } = useLingui()
  // Still the person's form when the server ended their session: it stays, its draft kept.
  const user = useSessionUser()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const connectivity = useConnectivity()
  const draft = useDraft<GeneralForm>(projectId, 'general', { fromServer: !isNew })
  const empty = useMemo(() => emptyGeneralForm(projectId, language), [projectId, language])
  const [showErrors, setShowErrors] = useState(false)
  const saved = useRouterState({ select: (s) => s.location.state.draftSaved })
  const inConflict = draft.status.state === 'conflict'
  const [message, setMessage] = useDraftMessage<DraftMessageKind>(inConflict, () => (saved ? { save: saved.outcome as SaveOutcome, error: saved.error } : null))
  const [saving, setSaving] = useState(false)
  const locationAttachments = useAttachments(projectId, 'proposal-location')
  const locationFiles = locationAttachments.list?.length ?? 0
  const agentConsentFiles = useAttachments(projectId, 'agent-consent').list?.length ?? 0
  const attachments = useMemo(() => ({ locationFiles, agentConsentFiles }), [locationFiles, agentConsentFiles])
  const locked = draft.submitRequested

  const { form, onChange, ensureDraft } = useDraftForm({ draft, empty, hasEntries: generalFormHasEntries, locked, summarize: summaryOf, onFirstEdit, isNew })
  const location = useLocationLookup(form, onChange, !locked)

  // A French form is filled in with the interface in French.
  const formLanguage = form?.language
  useEffect(() => {
    if (formLanguage === 'fr' && i18n.locale !== 'fr') void activateLocale('fr')
  }, [formLanguage, i18n.locale])

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
  const refusedParts = useMemo(() => partsOfRequirements(refusedRequirements ?? []), [refusedRequirements])
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
      setTimeout(() => void navigate({ to: '/projects/$projectId/edit', params: { projectId }, replace: true, state: { draftSaved: { outcome, error } } }), EDIT_ROUTE_DELAY_MS)
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
    if (!canSubmit(form, attachments)) {
      setMessage({ submit: 'incomplete' })
      return
    }
    await ensureDraft()
    setMessage(connectivity === 'offline' ? { submit: 'queued' } : null)
    await draft.submit()
  }

  if (!user) return null
  if (draft.missing) return <DraftUnavailable projectId={projectId} reason={draft.missing} />
  if (!form) return <Loading label={t`Opening the draft…`} />

  const addLocationFiles = async (files: File[]) => {
    await ensureDraft()
    for (const file of files) await locationAttachments.add(file)
  }

  const renderDocuments = ({ group, label }: { group: DocumentUploadGroup; label: string }) => (
    <DraftFiles projectId={projectId} slot={{ form: 'general', group }} label={label} beforeAdd={ensureDraft} disabled={locked} part={form.part} />
  )

  return (
    <div lang={form.language}>
      <h1>{form.language === 'fr' ? <Trans>Proposal (French form)</Trans> : <Trans>Proposal</Trans>}</h1>
      <DraftTopBar
        onSave={() => void save()}
        onSubmit={() => void submit()}
        saving={saving}
        submitting={draft.submitRequested}
        locked={locked}
        status={<DraftStatusLine status={draft.status} />}
        title={form.projectTitle}
        onDelete={draft.exists ? removeDraft : undefined}
      />
      <DeletionWarning />
      {message && !(inConflict && 'save' in message) && <DraftMessage kind={message} onClose={() => setMessage(null)} />}
      {draft.submitRequested && !message && (
        <p role="status">
          {connectivity === 'offline' ? (
            <Trans>Waiting for connection: your proposal will be submitted when the connection returns.</Trans>
          ) : (
            <Trans>Submitting your proposal…</Trans>
          )}
        </p>
      )}
      <DraftConflict draft={draft} differences={generalFormDifferences} renderVersion={(version, only) => <GeneralFormSummary form={version} only={only} />} />
      <GeneralFormBody
        form={form}
        onChange={onChange}
        showErrors={showErrors}
        currentUser={user}
        renderLocation={({ form: current, showErrors: errors }) => (
          <ProposalLocationPart
            value={locationFieldsOf(current)}
            onChange={onChange}
            showErrors={errors}
            lookup={location.state}
            onRetryLookup={location.retry}
            onLocationFiles={(files) => void addLocationFiles(files)}
            documents={renderDocuments({ group: 'proposal-location', label: t`Location files` })}
          />
        )}
        renderDocuments={renderDocuments}
        onSubmit={() => void submit()}
        submitting={draft.submitRequested}
        attachments={attachments}
        refusedParts={refusedParts}
      />
    </div>
  )
}
