// The placer-mining form as its routes (/project/add-placer-proposal, /projects/$id/edit-placer)
// compose it, on the same drafts machinery as the general form (lib/drafts: on this device within
// 300 ms, synced when the registry answers; the top bar, the draft's state, conflicts and files of
// proposal-drafts): the 8 parts (proposal-form), part 1 as the general form's, part 3's claims and
// look-up (location, which runs here whatever part is shown, on the device with no connection) and
// its CSV of claims (location-files, read on the device too), and parts 4, 5 and 7 (placer-form). Features do not import each other; they meet here.
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Suspense, useCallback, useEffect, useMemo } from 'react'
import type { DocumentUploadGroup } from '../../shared/domain/document-files'
import { PLACER_FORM_ITEMS, placerFormDifferences, placerFormHasEntries } from '../../shared/proposal-form/form-differences'
import { emptyPlacerForm, placerFormFromEarlier } from '../../shared/proposal-form/placer-form'
import type { PlacerForm } from '../../shared/proposal-form/placer-form'
import { catalogueSnapshot, effectGroupNameIn } from '../../shared/domain/placer-effects'
import { placerMissing } from '../../shared/proposal-form/placer-form-rules'
import { PLACER_REQUIREMENT_PARTS } from '../../shared/proposal-form/requirement-parts'
import {
  addedPoints,
  addedPointsPatch,
  claimsFoundPatch,
  claimsPatch,
  claimStringWithCsv,
  placerLocationFields,
  placerPatchOfLocation,
} from '../../shared/proposal-form/placer-location'
import type { FoundClaim } from '../../shared/proposal-form/placer-location'
import type { EntryPoint } from '../../shared/geo/location-entry'
import type { LocationFields } from '../../shared/proposal-form/general-form-location'
import { DraftFiles, UncategorizedDraftFiles } from '../components/draft-files/draft-files'
import { Loading } from '../components/ui/status-message'
import { useAttachments, useDraft } from '../lib/drafts/use-draft'
import { useDraftForm } from '../lib/drafts/use-draft-form'
import { useLocale } from '../lib/i18n'
import { useSessionUser } from '../lib/session'
import { PlacerFormView } from '../features/project-page/components/proposal-view'
import { DraftConflict } from '../features/proposal-drafts/components/conflict-choice'
import { DraftUnavailable } from '../features/proposal-drafts/components/draft-unavailable'
import { Part1Proponent } from '../features/proposal-form/components/part-1-proponent'
import { PlacerFormBody } from '../features/proposal-form/components/placer-form-body'
import { PlacerClaimsLocation } from '../features/location/components/placer-claims-location'
import { summaryOf, useProposalPage } from './-use-proposal-page'
import { ProposalPageHead } from './-proposal-page-head'
import { useLocationLookup } from '../features/location/hooks/use-location-lookup'
import { useKeptClaims } from '../features/location/hooks/use-kept-claims'
import { ShapesMap } from '../features/map/lazy-maps'
import { PlacerCsvUpload } from '../features/location-files/components/placer-csv-upload'
import { ActivitiesPart } from '../features/placer-form/parts/activities-part'
import { EffectsPart } from '../features/placer-form/parts/effects-part'
import { MitigationsReview } from '../features/placer-form/parts/mitigations-review'
import { placerCatalogueQueries } from '../features/placer-form/api/catalogue-queries'
import { siteQueries } from '../features/site/api/site-queries'
import { drawnShapes } from '../../shared/geo/drawn-shapes'

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
  const { t } = useLingui()
  const user = useSessionUser()
  const tileLayers = useQuery(siteQueries.deployment()).data?.mapLayers ?? []
  const draft = useDraft<PlacerForm>(projectId, 'placer', { fromServer: !isNew })
  const empty = useMemo(
    () => (prefill && placerFormFromEarlier(prefill, projectId, language)) || emptyPlacerForm(projectId, language),
    [prefill, projectId, language],
  )
  const documents = useAttachments(projectId, 'project').list?.length ?? 0
  const agentConsentFiles = useAttachments(projectId, 'agent-consent').list?.length ?? 0
  const attachments = useMemo(() => ({ documents, agentConsentFiles }), [documents, agentConsentFiles])
  const locked = draft.submitRequested

  const { form, onChange, ensureDraft } = useDraftForm({ draft, empty, hasEntries: placerFormHasEntries, locked, summarize: summaryOf, onFirstEdit, isNew })
  const page = useProposalPage({
    projectId,
    draft,
    form,
    isNew,
    ensureDraft,
    editRoute: '/projects/$projectId/edit-placer',
    canSubmit: (f: PlacerForm) => placerMissing(f, attachments).length === 0,
    requirementParts: PLACER_REQUIREMENT_PARTS,
  })
  const { showErrors } = page
  const location = useMemo(() => form && placerLocationFields(form), [form])
  const onLocation = useCallback((patch: Partial<LocationFields>) => onChange(placerPatchOfLocation(patch)), [onChange])
  const lookup = useLocationLookup(location, onLocation, !locked)
  useKeptClaims()
  // The catalogue (kept by the service worker for use with no connection), and the form keeping the
  // catalogue it is filled against, in its language, which part 5's groups are read from.
  const catalogueActivities = useQuery(placerCatalogueQueries.activities()).data
  const catalogueEffects = useQuery(placerCatalogueQueries.effects()).data
  const catalogue = useMemo(
    () => (catalogueActivities && catalogueEffects ? { activities: catalogueActivities, effects: catalogueEffects } : undefined),
    [catalogueActivities, catalogueEffects],
  )
  const locale = useLocale()
  const effectGroupName = useCallback((kept: string) => (catalogue ? effectGroupNameIn(catalogue.effects, kept, locale) : kept), [catalogue, locale])
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

  // A point added where the person stands joins the points as stored: the GPS answers after other edits.
  const changeAddedPoints = useCallback(
    (change: (points: EntryPoint[]) => EntryPoint[]) => {
      const current = draft.current() ?? form
      if (current) onChange(addedPointsPatch(current, change(addedPoints(current))))
    },
    [draft, form, onChange],
  )

  // A CSV's claims join those typed, read from the draft as stored: the reading may end after other edits.
  const addCsvClaims = useCallback(
    (claims: string[]) => {
      const current = draft.current() ?? form
      if (!current) return 0
      const merged = claimStringWithCsv(current.claimString, claims)
      if (merged.added.length > 0) onChange(claimsPatch(merged.claimString))
      return merged.added.length
    },
    [draft, form, onChange],
  )

  if (!user) return null
  if (draft.missing) return <DraftUnavailable projectId={projectId} reason={draft.missing} />
  if (!form || !location) return <Loading label={t`Opening the draft…`} />

  const renderDocuments = ({ group, label, documentTypeId }: { group: DocumentUploadGroup; label: string; documentTypeId?: number }) => (
    <DraftFiles
      projectId={projectId}
      slot={{ form: 'placer', group }}
      label={label}
      beforeAdd={ensureDraft}
      disabled={locked}
      part={form.part}
      documentTypeId={documentTypeId}
    />
  )
  // What the form's body and its part 1 both draw from.
  const fields = { form, onChange, showErrors, attachments, renderDocuments }
  const catalogueLoading = <Loading label={t`Loading the activities and effects…`} />
  const claimShapesOnMap = drawnShapes(form.projectCoordinates.map((shape) => ({ projectLocationType: shape.projectLocationType, points: shape.coordinates })))

  return (
    <div>
      <ProposalPageHead
        projectId={projectId}
        heading={form.language === 'fr' ? <Trans>Placer mining proposal (French form)</Trans> : <Trans>Placer mining proposal</Trans>}
        title={form.projectTitle}
        draft={draft}
        page={page}
      />
      <DraftConflict
        draft={draft}
        differences={placerFormDifferences}
        renderVersion={(version, only) => <PlacerFormView form={{ ...version }} parts={only.map((item) => PLACER_FORM_ITEMS[item].part)} />}
      />
      <PlacerFormBody
        {...fields}
        refusedParts={page.refusedParts}
        renderProponent={() => <Part1Proponent {...fields} currentUser={user} />}
        renderUncategorizedDocuments={(categories) => (
          <UncategorizedDraftFiles projectId={projectId} group="project" categories={categories} disabled={locked} />
        )}
        renderLocation={() => (
          <PlacerClaimsLocation
            claimString={form.claimString}
            onClaimString={(text) => onChange(claimsPatch(text))}
            onClaims={onClaims}
            addedPoints={addedPoints(form)}
            onAddedPoints={changeAddedPoints}
            additionalLocationInfo={form.additionalLocationInfo}
            onAdditionalLocationInfo={(text) => onChange({ additionalLocationInfo: text })}
            location={location}
            lookup={lookup.state}
            onRetryLookup={lookup.retry}
            disabled={locked}
            renderCsvUpload={() => <PlacerCsvUpload onClaims={addCsvClaims} disabled={locked} />}
            renderMap={() => (
              <Suspense fallback={<div className="shapes-map" />}>
                <ShapesMap shapes={claimShapesOnMap} tileLayers={tileLayers} />
              </Suspense>
            )}
          />
        )}
        renderActivities={() =>
          catalogue ? (
            <ActivitiesPart
              activities={catalogue.activities}
              projectActivities={form.projectActivities}
              otherProjectActivities={form.otherProjectActivities}
              onChange={onChange}
            />
          ) : (
            catalogueLoading
          )
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
            <MitigationsReview
              catalogue={catalogue}
              projectActivities={form.projectActivities}
              projectMitigations={form.projectMitigations}
              otherNewMitigations={form.otherNewMitigations}
              onChange={onChange}
            />
          ) : (
            catalogueLoading
          )
        }
        effectGroupName={effectGroupName}
        onSubmit={() => void page.submit()}
        submitting={draft.submitRequested}
      />
    </div>
  )
}
