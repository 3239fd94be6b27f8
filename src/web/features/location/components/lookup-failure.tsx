// Why a location could not be looked up, as the location tools say it: with no connection and no
// layers on the device, in words the person can act on; otherwise the server's or the module's message.
import { Trans, useLingui } from '@lingui/react/macro'
import { ErrorMessage } from '../../../components/ui/status-message'
import { LookupUnavailable } from '../api/location-lookup'

export function LookupFailure({ error }: { error: Error }) {
  const { t } = useLingui()
  return (
    <ErrorMessage title={t`The location could not be looked up`}>
      <p>
        {error instanceof LookupUnavailable ? (
          <Trans>There is no connection and the map layers are not on this device yet. Try again once connected.</Trans>
        ) : (
          error.message
        )}
      </p>
    </ErrorMessage>
  )
}
