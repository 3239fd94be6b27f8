// The general proposal form as its routes (/project/add, /project/add/fr, /projects/$id/edit)
// compose it: the draft (lib/drafts: on this device within 300 ms, synced when the registry
// answers), the top bar and the draft's state (proposal-drafts), the 8 parts (proposal-form),
// part 3 (location, whose look-up runs here, whatever part is shown, as soon as it can) and the
// documents panels. Features do not import each other; they meet here.
import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import type { DocumentUploadGroup } from '../../shared/domain/document-files'
import { emptyGeneralForm } from '../../shared/proposal-form/general-form'
import type { GeneralForm } from '../../shared/proposal-form/general-form'
import { canSubmit } from '../../shared/proposal-form/general-form-rules'
import { locationFieldsOf } from '../../shared/proposal-form/general-form-location'
import { GENERAL_REQUIREMENT_PARTS } from '../../shared/proposal-form/requirement-parts'
import { generalFormDifferences, generalFormHasEntries } from '../../shared/proposal-form/form-differences'
import { DraftFiles } from '../components/draft-files/draft-files'
import { Loading } from '../components/ui/status-message'
import { useAttachments, useDraft } from '../lib/drafts/use-draft'
import { useDraftForm } from '../lib/drafts/use-draft-form'
import { useSessionUser } from '../lib/session'
import { DraftConflict } from '../features/proposal-drafts/components/conflict-choice'
import { DraftUnavailable } from '../features/proposal-drafts/components/draft-unavailable'
import { GeneralFormBody } from '../features/proposal-form/components/general-form-body'
import { GeneralFormSummary } from '../features/proposal-form/components/general-form-summary'
import { summaryOf, useProposalPage } from './-use-proposal-page'
import { ProposalPageHead } from './-proposal-page-head'
import { useLocationLookup } from '../features/location/hooks/use-location-lookup'
import { ProposalLocationPart } from './-proposal-location-part'

interface Props {
  projectId: string
  language: 'en' | 'fr'
  /** /project/add: a draft this device may not have made yet. */
  isNew: boolean
  /** The address of a new draft changes to name it (a reload reopens it), without leaving the page. */
  onFirstEdit?: () => void
}

export function GeneralFormPage({ projectId, language, isNew, onFirstEdit }: Props) {
  const { t } = useLingui()
  // Still the person's form when the server ended their session: it stays, its draft kept.
  const user = useSessionUser()
  const draft = useDraft<GeneralForm>(projectId, 'general', { fromServer: !isNew })
  const empty = useMemo(() => emptyGeneralForm(projectId, language), [projectId, language])
  const locationAttachments = useAttachments(projectId, 'proposal-location')
  const locationFiles = locationAttachments.list?.length ?? 0
  const agentConsentFiles = useAttachments(projectId, 'agent-consent').list?.length ?? 0
  const attachments = useMemo(() => ({ locationFiles, agentConsentFiles }), [locationFiles, agentConsentFiles])
  const locked = draft.submitRequested

  const { form, onChange, ensureDraft } = useDraftForm({ draft, empty, hasEntries: generalFormHasEntries, locked, summarize: summaryOf, onFirstEdit, isNew })
  const location = useLocationLookup(form, onChange, !locked)
  const page = useProposalPage({
    projectId,
    draft,
    form,
    isNew,
    ensureDraft,
    editRoute: '/projects/$projectId/edit',
    canSubmit: (f: GeneralForm) => canSubmit(f, attachments),
    requirementParts: GENERAL_REQUIREMENT_PARTS,
  })
  const { showErrors } = page

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
    <div>
      <ProposalPageHead
        projectId={projectId}
        heading={form.language === 'fr' ? <Trans>Proposal (French form)</Trans> : <Trans>Proposal</Trans>}
        title={form.projectTitle}
        draft={draft}
        page={page}
      />
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
        onSubmit={() => void page.submit()}
        submitting={draft.submitRequested}
        attachments={attachments}
        refusedParts={page.refusedParts}
      />
    </div>
  )
}
