// Staff accounts: the office's accounts, or any account found by name or e-mail, each with its
// staff role, which an administrator changes in place (never their own).
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '../../../components/ui/button'
import { DataTable } from '../../../components/ui/data-table'
import styles from '../../../components/staff/staff.module.css'
import { STAFF_ROLES } from '../../../../shared/schemas/staff'
import type { StaffRole } from '../../../../shared/schemas/staff'
import { staffAccountCalls } from '../api/staff-accounts-api'
import type { StaffAccount } from '../api/staff-accounts-api'

export function StaffAccountsPage({
  accounts,
  search,
  onSearch,
  ownUserId,
}: {
  accounts: StaffAccount[]
  search: string
  onSearch: (search: string) => void
  ownUserId: string
}) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [text, setText] = useState(search)
  const [done, setDone] = useState<string | null>(null)
  const roleName = (role: StaffRole | null) =>
    ({ assessor: t`Assessor`, manager: t`Manager`, administrator: t`Administrator`, none: t`No staff role` })[role ?? 'none']
  const mutation = useMutation({
    mutationFn: ({ account, role }: { account: StaffAccount; role: StaffRole | null }) => staffAccountCalls.setRole(account.userId, role),
    onMutate: () => setDone(null),
    onSuccess: async (_, { account, role }) => {
      setDone(t`${account.email} now has the role: ${roleName(role)}.`)
      await queryClient.invalidateQueries({ queryKey: ['staff-accounts'] })
    },
  })

  return (
    <>
      <form
        className={styles.search}
        role="search"
        onSubmit={(e) => {
          e.preventDefault()
          onSearch(text.trim())
        }}
      >
        <label>
          <Trans>Name or e-mail</Trans>
          <br />
          <input type="search" value={text} maxLength={200} onChange={(e) => setText(e.target.value)} />
        </label>
        <Button type="submit" variant="secondary">
          <Trans>Search</Trans>
        </Button>
      </form>
      <p>{search ? <Trans>Accounts matching “{search}” (at most 50).</Trans> : <Trans>The staff accounts. Search to give an account a staff role.</Trans>}</p>
      {done && (
        <p role="status" data-testid="staff-action-done">
          {done}
        </p>
      )}
      {mutation.error && (
        <p role="alert">
          <Trans>The change could not be saved. Check your connection and try again.</Trans>
        </p>
      )}
      <DataTable
        rows={accounts}
        rowKey={(a) => a.userId}
        label={t`Accounts`}
        empty={
          <p>
            <Trans>No account matches.</Trans>
          </p>
        }
        columns={[
          { header: <Trans>Name</Trans>, cell: (a) => `${a.firstName} ${a.lastName}` },
          { header: <Trans>E-mail</Trans>, cell: (a) => a.email },
          {
            header: <Trans>Staff role</Trans>,
            cell: (a) => (
              <select
                aria-label={t`Staff role of ${a.email}`}
                value={a.staffRole ?? ''}
                disabled={a.userId === ownUserId || mutation.isPending}
                onChange={(e) => mutation.mutate({ account: a, role: (e.target.value || null) as StaffRole | null })}
              >
                <option value="">{roleName(null)}</option>
                {STAFF_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {roleName(role)}
                  </option>
                ))}
              </select>
            ),
          },
        ]}
      />
    </>
  )
}
