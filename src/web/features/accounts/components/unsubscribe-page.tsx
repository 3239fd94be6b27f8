// The page a notice's unsubscribe link opens: it says what unsubscribing stops, which depends on
// why the mail came, and stops it only when the button is pressed (a link scanner's GET changes
// nothing). No login needed.
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Button } from '../../../components/ui/button'
import { AccountCard, FormMessage } from './account-card'
import type { UnsubscribeAnswer } from '../../../../shared/schemas/unsubscribe'
import { unsubscribeApi } from '../api/unsubscribe-api'

export function UnsubscribePage({ token }: { token: string }) {
  const { t } = useLingui()
  const link = useQuery({ queryKey: ['unsubscribe', token], queryFn: () => unsubscribeApi.describe(token), retry: false })
  const stop = useMutation({ mutationFn: () => unsubscribeApi.unsubscribe(token) })
  const answer = stop.data ?? link.data
  return (
    <AccountCard title={t`Unsubscribe`}>
      {link.isPending && (
        <p role="status">
          <Trans>Checking the link…</Trans>
        </p>
      )}
      {link.isError && (
        <FormMessage kind="error">
          <Trans>This unsubscribe link is not one the registry sent. Check that the whole link was copied.</Trans>
        </FormMessage>
      )}
      {answer && (
        <>
          <p>
            <Trans>Project:</Trans>{' '}
            <Link to="/projects/$projectId" params={{ projectId: answer.projectId }}>
              {answer.projectNumber ? `${answer.projectNumber} – ${answer.projectTitle}` : answer.projectTitle}
            </Link>
          </p>
          {answer.unsubscribed ? (
            <FormMessage kind="success">
              <Done kind={answer.recipientKind} />
            </FormMessage>
          ) : (
            <>
              <p>
                <WhatItStops kind={answer.recipientKind} />
              </p>
              {stop.isError && (
                <FormMessage kind="error">
                  <Trans>You could not be unsubscribed just now. Try again in a moment.</Trans>
                </FormMessage>
              )}
              <Button onClick={() => stop.mutate()} disabled={stop.isPending}>
                <Trans>Unsubscribe</Trans>
              </Button>
            </>
          )}
        </>
      )}
    </AccountCard>
  )
}

function WhatItStops({ kind }: { kind: UnsubscribeAnswer['recipientKind'] }) {
  if (kind === 'follower')
    return (
      <Trans>You receive this project’s notices because you follow it. Unsubscribing stops following this project; your other projects are not affected.</Trans>
    )
  if (kind === 'notification-profile')
    return (
      <Trans>
        You receive notices because this project matches your notification profile. Unsubscribing turns off the profile’s notices for every project; your
        choices of districts, sectors and area are kept, and you can turn the notices back on in your notification profile.
      </Trans>
    )
  return (
    <Trans>
      You receive this project’s notices as its proponent or agent. Unsubscribing stops the e-mail notices about this project; the project and your role on it
      stay as they are.
    </Trans>
  )
}

function Done({ kind }: { kind: UnsubscribeAnswer['recipientKind'] }) {
  if (kind === 'follower') return <Trans>You are unsubscribed: you no longer follow this project.</Trans>
  if (kind === 'notification-profile') return <Trans>You are unsubscribed: your notification profile sends no more notices.</Trans>
  return <Trans>You are unsubscribed: you will get no more e-mail notices about this project.</Trans>
}
