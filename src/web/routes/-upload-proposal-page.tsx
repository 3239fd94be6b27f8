// The PDF-upload proposal as its routes (/project/upload, /projects/$id/edit-upload) compose it:
// the draft kept on this device within 300 ms and synced when the registry answers (lib/drafts,
// kind 'upload'), the fields (proposal-upload), and the district list. Submit checks what the
// spec requires, then queues the submission, which goes when the connection allows; once the
// registry has numbered the project the page moves on to My Projects. Where the draft stands, and
// a conflict with a version saved elsewhere, show as on the online form.
import { Trans, useLingui } from '@lingui/react/macro'
import { useLocale } from '../lib/i18n'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate, useRouterState } from '@tanstack/react-router'
import { useEffect, useMemo, useState } from 'react'
import { emptyUploadForm, uploadDistrictChoices, uploadMissing } from '../../shared/proposal-form/upload-form'
import type { UploadForm } from '../../shared/proposal-form/upload-form'
import { uploadFormDifferences, uploadFormHasEntries } from '../../shared/proposal-form/form-differences'
import { DeleteDraftButton } from '../components/delete-draft/delete-draft-button'
import { ExportDraftButton } from '../components/draft-archive/export-draft-button'
import { DraftFiles } from '../components/draft-files/draft-files'
import { Loading } from '../components/ui/status-message'
import { useConnectivity } from '../lib/connectivity'
import { EDIT_ROUTE_DELAY_MS, useAttachments, useDraft } from '../lib/drafts/use-draft'
import { useDraftForm } from '../lib/drafts/use-draft-form'
import type { DraftSummary, SaveOutcome } from '../lib/drafts/use-draft'
import { districtName, referenceQueries } from '../lib/reference-data'
import { useSessionUser } from '../lib/session'
import { myProjectsKeys } from '../features/my-projects/api/my-projects-queries'
import { DraftConflict } from '../features/proposal-drafts/components/conflict-choice'
import { DraftUnavailable } from '../features/proposal-drafts/components/draft-unavailable'
import { DeletionWarning } from '../features/proposal-drafts/components/deletion-warning'
import { DraftStatusLine } from '../features/proposal-drafts/components/draft-status'
import { useDraftMessage } from '../features/proposal-drafts/hooks/use-draft-message'
import { UploadMessageBox } from '../features/proposal-upload/components/upload-messages'
import type { UploadMessage } from '../features/proposal-upload/components/upload-messages'
import { UploadFormSummary } from '../features/proposal-upload/components/upload-form-summary'
import { UploadActions, UploadProposalForm } from '../features/proposal-upload/components/upload-proposal-form'

const summaryOf = (form: UploadForm): DraftSummary => ({
  projectTitle: form.projectTitle,
  proponentName: form.proponentName,
  isAgent: form.isAgent,
  assessmentDistricts: form.assessmentDistricts,
  firstNations: [],
  language: form.language,
})

/** What Save draft says; while the draft is in conflict the conflict choice speaks instead. */
const SAVE_MESSAGES = new Set<UploadMessage['kind']>(['saved', 'not-saved', 'documents'])

interface Props {
  projectId: string
  /** /project/upload: a draft this device may not have made yet. */
  isNew: boolean
  /** The address of a new draft changes to name it (a reload reopens it). */
  onFirstEdit?: () => void
}

/** The §8 message (PDF route) for what Save draft came to. */
function saveMessage(outcome: SaveOutcome, error: string | null): UploadMessage {
  if (outcome === 'created' || outcome === 'updated') return { kind: 'saved', created: outcome === 'created' }
  if (outcome === 'documents') return { kind: 'documents', error }
  return { kind: 'not-saved', offline: outcome === 'offline' || outcome === 'unreachable', error }
}

export function UploadProposalPage({ projectId, isNew, onFirstEdit }: Props) {
  const { t } = useLingui()
  // Still the person's form when the server ended their session: it stays, its draft kept.
  const user = useSessionUser()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const connectivity = useConnectivity()
  const draft = useDraft<UploadForm>(projectId, 'upload', { fromServer: !isNew })
  const language = useLocale()
  const empty = useMemo(() => emptyUploadForm(projectId, language), [projectId, language])
  const districts = useQuery(referenceQueries.assessmentDistricts())
  const proposalFiles = useAttachments(projectId, 'proposal').list?.length ?? 0
  const consentFiles = useAttachments(projectId, 'agent-consent').list?.length ?? 0
  const files = { proposal: proposalFiles, agentConsent: consentFiles }
  const [showErrors, setShowErrors] = useState(false)
  const inConflict = draft.status.state === 'conflict'
  const saved = useRouterState({ select: (s) => s.location.state.draftSaved })
  const [message, setMessage] = useDraftMessage<UploadMessage>(inConflict, () => (saved ? saveMessage(saved.outcome as SaveOutcome, saved.error) : null))
  const [saving, setSaving] = useState(false)
  const locked = draft.submitRequested

  const { form, onChange, ensureDraft } = useDraftForm({ draft, empty, hasEntries: uploadFormHasEntries, locked, summarize: summaryOf, onFirstEdit, isNew })

  // Submitted (now, or while the page was closed): on to My Projects, which says it is at Proposal Check.
  const { projectNumber } = draft
  const title = draft.summary?.projectTitle ?? ''
  useEffect(() => {
    if (!projectNumber) return
    void queryClient.invalidateQueries({ queryKey: myProjectsKeys.all })
    void navigate({ to: '/my-projects', state: { proposalSubmitted: { projectNumber, title } } })
  }, [projectNumber, title, navigate, queryClient])

  // A refused submission says so in the PDF route's words (spec §8); "Submitting…" and "Waiting for
  // connection" hold only while the submission waits to go.
  const { submitFailure } = draft
  const refusal: UploadMessage | null = submitFailure ? { kind: submitFailure.documents ? 'documents' : 'not-submitted', error: submitFailure.message } : null
  const pending = message?.kind === 'submitting' || message?.kind === 'queued'
  const shown = refusal ?? (pending && !locked ? null : message)

  if (!user) return null
  if (draft.missing) return <DraftUnavailable projectId={projectId} reason={draft.missing} />
  if (!form) return <Loading label={t`Opening the draft…`} />

  const save = async () => {
    setSaving(true)
    await ensureDraft()
    const { outcome, error } = await draft.saveNow({ firstSave: isNew })
    setSaving(false)
    setMessage(saveMessage(outcome, error))
    if (isNew && (outcome === 'created' || outcome === 'updated')) {
      setTimeout(
        () => void navigate({ to: '/projects/$projectId/edit-upload', params: { projectId }, replace: true, state: { draftSaved: { outcome, error } } }),
        EDIT_ROUTE_DELAY_MS,
      )
    }
  }

  const removeDraft = async () => {
    await draft.remove()
    void navigate({ to: '/my-projects', state: { draftDeleted: { title: form.projectTitle } } })
  }

  const submit = async () => {
    setShowErrors(true)
    if (uploadMissing(form, files).length > 0) {
      setMessage(null)
      return
    }
    await ensureDraft()
    setMessage(connectivity === 'offline' ? { kind: 'queued' } : { kind: 'submitting' })
    await draft.submit()
  }

  const districtOptions = uploadDistrictChoices(districts.data ?? []).map((d) => ({ id: d.assessmentDistrictId, label: districtName(d, language === 'fr') }))
  return (
    <div>
      <h1>
        <Trans>Upload a proposal</Trans>
      </h1>
      <p>
        <Trans>
          Submit a proposal you filled in as a PDF. What you enter is kept on this device as you type, and sent to the registry when there is a connection.
        </Trans>
      </p>
      <DeletionWarning />
      {draft.exists && <DraftStatusLine status={draft.status} />}
      <DraftConflict
        draft={draft}
        differences={uploadFormDifferences}
        renderVersion={(version, only) => <UploadFormSummary form={version} districts={districtOptions} only={only} />}
      />
      {shown && !(inConflict && SAVE_MESSAGES.has(shown.kind)) && <UploadMessageBox message={shown} />}
      <UploadProposalForm
        form={form}
        onChange={onChange}
        showErrors={showErrors}
        districts={districtOptions}
        files={files}
        disabled={locked}
        renderFiles={(group) => (
          <DraftFiles
            projectId={projectId}
            slot={{ form: 'upload', group }}
            withDescriptions={false}
            label={group === 'proposal' ? t`Attach the proposal` : t`Attach the consent form`}
            beforeAdd={ensureDraft}
            disabled={locked}
          />
        )}
      />
      <UploadActions
        onSave={() => void save()}
        onSubmit={() => void submit()}
        saving={saving}
        locked={locked}
        more={
          draft.exists && (
            <>
              <ExportDraftButton projectId={projectId} beforeExport={draft.flush} />
              <DeleteDraftButton title={form.projectTitle} onDelete={removeDraft} />
            </>
          )
        }
      />
    </div>
  )
}
