// Part 3 of the general form as the form's routes compose it: the location feature's part, the
// map feature's editor, and the location-files feature's reader (features do not import each
// other). The look-up is run by the form's page (useLocationLookup), which owes one whatever part is shown. The original location file goes to the route's attachments (onLocationFiles), and the
// route's list of them (documents) shows under the reader.
import { useQuery } from '@tanstack/react-query'
import { Suspense } from 'react'
import type { ReactNode } from 'react'
import { siteQueries } from '../features/site/api/site-queries'
import { ProposalLocation } from '../features/location/components/proposal-location'
import type { LocationFields } from '../features/location/components/proposal-location'
import type { LookupState } from '../features/location/hooks/use-location-lookup'
import { LocationFilePicker } from '../features/location-files/components/location-file-picker'
import { LocationEditor } from '../features/map/lazy-maps'
import { LocationEditorPlaceholder } from '../features/map/location-editor-placeholder'

export interface ProposalLocationPartProps {
  value: LocationFields
  /** Merges the patch into the form as it is when called (a look-up's answer comes after later edits). */
  onChange: (patch: Partial<LocationFields>) => void
  showErrors: boolean
  lookup: LookupState
  onRetryLookup: () => void
  /** The files a location was read from, to keep as the proposal's 'proposal-location' attachments. */
  onLocationFiles?: (files: File[]) => void
  /** The proposal's location attachments as the route lists them. */
  documents?: ReactNode
}

export function ProposalLocationPart({ value, onChange, showErrors, lookup, onRetryLookup, onLocationFiles, documents }: ProposalLocationPartProps) {
  const tileLayers = useQuery(siteQueries.deployment()).data?.mapLayers ?? []
  return (
    <ProposalLocation
      value={value}
      onChange={onChange}
      showErrors={showErrors}
      lookup={lookup}
      onRetryLookup={onRetryLookup}
      renderMap={(slot) => (
        <Suspense fallback={<LocationEditorPlaceholder />}>
          <LocationEditor {...slot} tileLayers={tileLayers} />
        </Suspense>
      )}
      renderFileInput={({ onFileRead }) => (
        <>
          <LocationFilePicker
            onRead={(read) => {
              onFileRead(read)
              onLocationFiles?.(read.files)
            }}
          />
          {documents}
        </>
      )}
    />
  )
}
