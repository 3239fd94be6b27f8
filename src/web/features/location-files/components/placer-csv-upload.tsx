// The placer form's CSV upload of claims (spec proposals-and-accounts §2 part 3, §5, §7): a CSV
// file read on the device, in the same Web Worker and with the same reader as the registry's
// /api/geo/upload-placer-csv, so that it works in a camp with no connection; its grant numbers
// are handed to the form (onClaims), which adds them to the claims typed, to be looked up and
// drawn as typed ones. Anything but a CSV is refused, and a file that cannot be read says why.
import { Plural, Trans } from '@lingui/react/macro'
import { startTransition, useId, useState } from 'react'
import { ErrorMessage } from '../../../components/ui/status-message'
import type { LocationFileWarning } from '../../../../shared/geo/location-files'
import type { ParseResponse } from '../parse-location-file'
import { useLocationFileInput } from '../use-location-file-input'
import { Failure, ProblemMessage, Reading, WarningList } from './location-file-messages'
import styles from './location-file-upload.module.css'

type State =
  | { step: 'idle' }
  | { step: 'reading'; name: string }
  | { step: 'failed'; response: Extract<ParseResponse, { ok: false }> }
  | { step: 'read'; claims: number; added: number; warnings: LocationFileWarning[] }

interface Props {
  /** The file's grant numbers, ranges expanded; answers how many of them were not in the text yet. */
  onClaims: (claims: string[]) => number
  disabled?: boolean
}

export function PlacerCsvUpload({ onClaims, disabled }: Props) {
  const id = useId()
  const [state, setState] = useState<State>({ step: 'idle' })
  const choose = useLocationFileInput(
    {
      onReading: (name) => setState({ step: 'reading', name }),
      onRead: (response) => {
        if (!response.ok) return setState({ step: 'failed', response })
        const claims = response.claims?.claims ?? []
        const added = onClaims(claims)
        startTransition(() =>
          setState({ step: 'read', claims: claims.length, added, warnings: response.warnings.filter((w) => w.code === 'claims-unreadable') }),
        )
      },
    },
    { placerCsv: true },
  )

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        <Trans>Upload a CSV file of claims</Trans>
      </label>
      <p id={`${id}-hint`} className={styles.hint}>
        <Trans>
          A CSV file with the grant numbers in a column headed “Grant Number”, such as the claim status report saved as CSV. Its claims are added to those
          above.
        </Trans>
      </p>
      <input id={id} type="file" accept=".csv,text/csv" aria-describedby={`${id}-hint`} onChange={choose} disabled={disabled} />
      <div aria-live="polite">
        {state.step === 'reading' && <Reading names={state.name} />}
        {state.step === 'failed' && (
          <ErrorMessage title={<Trans>The CSV file could not be read</Trans>}>
            <p>{'problem' in state.response ? <ProblemMessage problem={state.response.problem} /> : <Failure failure={state.response.failure} />}</p>
          </ErrorMessage>
        )}
        {state.step === 'read' && (
          <>
            <p className={styles.summary}>
              <Plural value={state.claims} one="# claim read from the CSV file" other="# claims read from the CSV file" />
              {': '}
              <Plural value={state.added} _0="all were already listed." one="# added to the claim grant numbers." other="# added to the claim grant numbers." />
            </p>
            <WarningList warnings={state.warnings} />
          </>
        )}
      </div>
    </div>
  )
}
