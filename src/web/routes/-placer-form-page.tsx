// The placer-mining form as its routes (/project/add-placer-proposal, /projects/$id/edit-placer)
// compose it, on the same drafts machinery as the general form (lib/drafts: on this device within
// 300 ms, synced when the registry answers; the top bar, the draft's state, conflicts and files of
// proposal-drafts): the 8 parts (proposal-form), part 1 as the general form's, part 3's claims and
// look-up (location, which runs here whatever part is shown, on the device with no connection), and
// parts 4, 5 and 7 (placer-form). Features do not import each other; they meet here.
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate, useRouterState } from '@tanstack/react-router'
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react'
import type { DocumentUploadGroup } from '../../shared/domain/document-files'
import { placerFormDifferences, placerFormHasEntries } from '../../shared/proposal-form/form-differences'
import { emptyPlacerForm, placerFormFromEarlier } from '../../shared/proposal-form/placer-form'
import type { PlacerForm } from '../../shared/proposal-form/placer-form'
import { catalogueSnapshot } from '../../shared/domain/placer-effects'
import { placerMissing, placerPartsOfRequirements } from '../../shared/proposal-form/placer-form-rules'
import { claimsFoundPatch, claimsPatch, placerLocationFields, placerPatchOfLocation } from '../../shared/proposal-form/placer-location'
import type { FoundClaim } from '../../shared/proposal-form/placer-location'
import type { LocationFields } from '../../shared/proposal-form/general-form-location'
import { DraftFiles } from '../components/draft-files/draft-files'
import { Loading } from '../components/ui/status-message'
import { useConnectivity } from '../lib/connectivity'
import { EDIT_ROUTE_DELAY_MS, useAttachments, useDraft } from '../lib/drafts/use-draft'
import { useDraftForm } from '../lib/drafts/use-draft-form'
import type { DraftSummary, SaveOutcome } from '../lib/drafts/use-draft'
import { activateLocale } from '../lib/i18n'
import { useSessionUser } from '../lib/session'
import { myProjectsKeys } from '../features/my-projects/api/my-projects-queries'
import { PlacerFormView } from '../features/project-page/components/proposal-view'
import { DraftConflict } from '../features/proposal-drafts/components/conflict-choice'
import { DraftUnavailable } from '../features/proposal-drafts/components/draft-unavailable'
import { DeletionWarning } from '../features/proposal-drafts/components/deletion-warning'
import { DraftMessage } from '../features/proposal-drafts/components/draft-message'
import type { DraftMessageKind } from '../features/proposal-drafts/components/draft-message'
import { DraftStatusLine } from '../features/proposal-drafts/components/draft-status'
import { DraftTopBar } from '../features/proposal-drafts/components/draft-top-bar'
import { useDraftMessage } from '../features/proposal-drafts/hooks/use-draft-message'
import { Part1Proponent } from '../features/proposal-form/components/part-1-proponent'
import { PlacerFormBody } from '../features/proposal-form/components/placer-form-body'
import { PlacerClaimsLocation } from '../features/location/components/placer-claims-location'
import { useLocationLookup } from '../features/location/hooks/use-location-lookup'
import { ShapesMap } from '../features/map/lazy-maps'
import { ActivitiesPart } from '../features/placer-form/parts/activities-part'
import { EffectsPart } from '../features/placer-form/parts/effects-part'
import { MitigationsReview } from '../features/placer-form/parts/mitigations-review'
import { placerCatalogueQueries } from '../features/placer-form/api/catalogue-queries'
import { siteQueries } from '../features/site/api/site-queries'

const summaryOf = (form: PlacerForm): DraftSummary => ({
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
  /** /project/add-placer-proposal: a draft this device may not have made yet. */
  isNew: boolean
  /** An earlier submission's form1 the new form starts from (before-you-begin step 3). */
  prefill?: string
  onFirstEdit?: () => void
}

export function PlacerFormPage({ projectId, language, isNew, prefill, onFirstEdit }: Props) {
  const { t, i18n } = useLingui()
  const user = useSessionUser()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const connectivity = useConnectivity()
  const tileLayers = useQuery(siteQueries.deployment()).data?.mapLayers ?? []
  const draft = useDraft<PlacerForm>(projectId, 'placer', { fromServer: !isNew })
  const empty = useMemo(() => (prefill && placerFormFromEarlier(prefill, projectId, language)) || emptyPlacerForm(projectId, language), [prefill, projectId, language])
  const [showErrors, setShowErrors] = useState(false)
  const saved = useRouterState({ select: (s) => s.location.state.draftSaved })
  const inConflict = draft.status.state === 'conflict'
  const [message, setMessage] = useDraftMessage<DraftMessageKind>(inConflict, () => (saved ? { save: saved.outcome as SaveOutcome, error: saved.error } : null))
  const [saving, setSaving] = useState(false)
  const documents = useAttachments(projectId, 'project').list?.length ?? 0
  const agentConsentFiles = useAttachments(projectId, 'agent-consent').list?.length ?? 0
  const attachments = useMemo(() => ({ documents, agentConsentFiles }), [documents, agentConsentFiles])
  const locked = draft.submitRequested

  const { form, onChange, ensureDraft } = useDraftForm({ draft, empty, hasEntries: placerFormHasEntries, locked, summarize: summaryOf, onFirstEdit, isNew })
  const location = useMemo(() => form && placerLocationFields(form), [form])
  const onLocation = useCallback((patch: Partial<LocationFields>) => onChange(placerPatchOfLocation(patch)), [onChange])
  const lookup = useLocationLookup(location, onLocation, !locked)
  // The catalogue (kept by the service worker for use with no connection), and the form keeping the
  // catalogue it is filled against, in its language, which part 5's groups are read from.
  const catalogueActivities = useQuery(placerCatalogueQueries.activities()).data
  const catalogueEffects = useQuery(placerCatalogueQueries.effects()).data
  const catalogue = useMemo(() => (catalogueActivities && catalogueEffects ? { activities: catalogueActivities, effects: catalogueEffects } : undefined), [catalogueActivities, catalogueEffects])
  const formLanguageOf = form?.language
  const keptCatalogue = form && JSON.stringify([form.activities, form.effects])
  useEffect(() => {
    if (!catalogue || !formLanguageOf || locked) return
    const snapshot = catalogueSnapshot(catalogue, formLanguageOf)
    if (JSON.stringify([snapshot.activities, snapshot.effects]) !== keptCatalogue) onChange(snapshot)
  }, [catalogue, formLanguageOf, keptCatalogue, locked, onChange])
  const onClaims = useCallback(
    (found: FoundClaim[]) => {
      const current = draft.current() ?? form
      const patch = current && claimsFoundPatch(current, found)
      if (patch) onChange(patch)
    },
    [draft, form, onChange],
  )

  const formLanguage = form?.language
  useEffect(() => {
    if (formLanguage === 'fr' && i18n.locale !== 'fr') void activateLocale('fr')
  }, [formLanguage, i18n.locale])

  const { projectNumber } = draft
  useEffect(() => {
    if (!projectNumber || !form) return
    void queryClient.invalidateQueries({ queryKey: myProjectsKeys.all })
    void navigate({ to: '/my-projects', state: { proposalSubmitted: { projectNumber, title: form.projectTitle } } })
  }, [projectNumber, form, navigate, queryClient])

  const refusedDocuments = draft.submitFailure?.documents
  const refusal = draft.submitFailure?.message
  const refusedRequirements = draft.submitFailure?.missing
  const refusedParts = useMemo(() => placerPartsOfRequirements(refusedRequirements ?? []), [refusedRequirements])
  useEffect(() => {
    if (refusedDocuments === undefined) return
    setMessage({ submit: refusedDocuments ? 'documents' : 'refused', error: refusal })
  }, [refusedDocuments, refusal, setMessage])
  if (refusedDocuments !== undefined && !showErrors) setShowErrors(true)

  const save = async () => {
    if (!form) return
    setSaving(true)
    await ensureDraft()
    const { outcome, error } = await draft.saveNow({ firstSave: isNew })
    setSaving(false)
    setMessage({ save: outcome, error })
    if (isNew && outcome !== 'quota') {
      setTimeout(() => void navigate({ to: '/projects/$projectId/edit-placer', params: { projectId }, replace: true, state: { draftSaved: { outcome, error } } }), EDIT_ROUTE_DELAY_MS)
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
    if (placerMissing(form, attachments).length > 0) {
      setMessage({ submit: 'incomplete' })
      return
    }
    await ensureDraft()
    setMessage(connectivity === 'offline' ? { submit: 'queued' } : null)
    await draft.submit()
  }

  if (!user) return null
  if (draft.missing) return <DraftUnavailable projectId={projectId} reason={draft.missing} />
  if (!form || !location) return <Loading label={t`Opening the draft…`} />

  const renderDocuments = ({ group, label }: { group: DocumentUploadGroup; label: string }) => (
    <DraftFiles projectId={projectId} slot={{ form: 'placer', group }} label={label} beforeAdd={ensureDraft} disabled={locked} part={form.part} />
  )
  const catalogueLoading = <Loading label={t`Loading the activities and effects…`} />
  const claimShapesOnMap = form.projectCoordinates.map((shape) => ({
    type: shape.projectLocationType,
    points: Float64Array.from(shape.coordinates.flatMap((p) => (p.latitude === null || p.longitude === null ? [] : [p.latitude, p.longitude]))),
    flagged: false,
  }))

  return (
    <div lang={form.language}>
      <h1>{form.language === 'fr' ? <Trans>Placer mining proposal (French form)</Trans> : <Trans>Placer mining proposal</Trans>}</h1>
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
      <DraftConflict draft={draft} differences={placerFormDifferences} renderVersion={(version) => <PlacerFormView form={{ ...version }} />} />
      <PlacerFormBody
        form={form}
        onChange={onChange}
        showErrors={showErrors}
        attachments={attachments}
        refusedParts={refusedParts}
        renderProponent={() => <Part1Proponent form={form} onChange={onChange} showErrors={showErrors} attachments={attachments} currentUser={user} renderDocuments={renderDocuments} />}
        renderDocuments={renderDocuments}
        renderLocation={() => (
          <PlacerClaimsLocation
            claimString={form.claimString}
            onClaimString={(text) => onChange(claimsPatch(text))}
            onClaims={onClaims}
            additionalLocationInfo={form.additionalLocationInfo}
            onAdditionalLocationInfo={(text) => onChange({ additionalLocationInfo: text })}
            location={location}
            lookup={lookup.state}
            onRetryLookup={lookup.retry}
            disabled={locked}
            renderMap={() => (
              <Suspense fallback={<div className="shapes-map" />}>
                <ShapesMap shapes={claimShapesOnMap} tileLayers={tileLayers} />
              </Suspense>
            )}
          />
        )}
        renderActivities={() =>
          catalogue ? <ActivitiesPart activities={catalogue.activities} projectActivities={form.projectActivities} otherProjectActivities={form.otherProjectActivities} onChange={onChange} /> : catalogueLoading
        }
        renderEffects={() =>
          catalogue ? (
            <EffectsPart
              catalogue={catalogue}
              projectActivities={form.projectActivities}
              projectMitigations={form.projectMitigations}
              otherNewMitigations={form.otherNewMitigations}
              subPartIndex={form.subPartIndex}
              onChange={onChange}
            />
          ) : (
            catalogueLoading
          )
        }
        renderMitigations={() =>
          catalogue ? (
            <MitigationsReview catalogue={catalogue} projectActivities={form.projectActivities} projectMitigations={form.projectMitigations} otherNewMitigations={form.otherNewMitigations} onChange={onChange} />
          ) : (
            catalogueLoading
          )
        }
        onSubmit={() => void submit()}
        submitting={draft.submitRequested}
      />
    </div>
  )
}
