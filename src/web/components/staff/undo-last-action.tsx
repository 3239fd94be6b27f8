// "Undo" of a staff member's own last action on an item, for every queue (issue 18 item 4): it shows
// only when the newest action on the item is the caller's and can be undone (the server decides,
// over the audit log), says what it was, and after the undo refreshes everything shown.
import { Trans, useLingui } from '@lingui/react/macro'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Button } from '../ui/button'
import { api, ApiError, expectData } from '../../lib/api-client'
import { useFormatDateTime } from '../../lib/i18n'
import { useDecidedRefusal } from './decided-refusal'
import styles from './staff.module.css'

const undoableQuery = (staffUserId: string, entity: string, entityId: string) =>
  queryOptions({
    queryKey: ['staff-undo', staffUserId, entity, entityId] as const,
    queryFn: ({ signal }) => expectData(api.GET('/api/staff/undo/{entity}/{entityId}', { params: { path: { entity, entityId } }, signal })),
    select: (data) => data.undoable,
  })

interface Props {
  staffUserId: string
  entity: string
  entityId: string
  /** The action, as the caller's area names it ("Published"), by its audited code. */
  describe: (action: string) => string
  /** What the undo does not take back (an e-mail already sent), by the action's code and whether it e-mailed anyone. */
  caveat?: (action: string, mailed: boolean) => string | null
  /** Shown once the action is undone (a link back to the item, say). */
  undone?: ReactNode
}

export function UndoLastAction({ staffUserId, entity, entityId, describe, caveat, undone }: Props) {
  const { t } = useLingui()
  const formatDateTime = useFormatDateTime()
  const decided = useDecidedRefusal()
  const queryClient = useQueryClient()
  const { data: action } = useQuery(undoableQuery(staffUserId, entity, entityId))
  const undo = useMutation({
    mutationFn: (auditId: number) => expectData(api.POST('/api/staff/undo/{entity}/{entityId}', { params: { path: { entity, entityId } }, body: { auditId } })),
    onSettled: () => queryClient.invalidateQueries(),
  })
  if (undo.isSuccess) {
    return (
      <div className={styles.panel} role="status" data-testid="undo-last-action">
        <Trans>Undone.</Trans> {undone}
      </div>
    )
  }
  if (!action) return null
  const what = describe(action.action)
  const at = formatDateTime(action.at)
  const notTakenBack = caveat?.(action.action, action.mailed)
  return (
    <div className={styles.panel} data-testid="undo-last-action">
      <p>
        <Trans>
          Your last action here: {what} ({at}).
        </Trans>
      </p>
      {notTakenBack && <p>{notTakenBack}</p>}
      {undo.isError && (
        <p role="alert">
          {undo.error instanceof ApiError && undo.error.status === 409
            ? (decided(undo.error) ?? t`It can no longer be undone: it was undone already, or someone acted after you.`)
            : t`It could not be undone. Check your connection and try again.`}
        </p>
      )}
      <Button variant="secondary" disabled={undo.isPending} onClick={() => undo.mutate(action.auditId)}>
        <Trans>Undo</Trans>
      </Button>
    </div>
  )
}
