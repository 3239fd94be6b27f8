// Staff accounts: the office's accounts, or any account found by name or e-mail, each with its
// staff role, which an administrator changes in place (never their own).
import { Trans, useLingui } from '@lingui/react/macro'
import { StaffActionResult } from '../../../components/staff/staff-action'
import { StaffSearch } from '../../../components/staff/staff-search'
import { useStaffMutation } from '../../../components/staff/use-staff-mutation'
import { DataTable } from '../../../components/ui/data-table'
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
  const roleName = (role: StaffRole | null) =>
    ({ assessor: t`Assessor`, manager: t`Manager`, administrator: t`Administrator`, none: t`No staff role` })[role ?? 'none']
  const change = useStaffMutation((_, __, common) => common.unsaved)
  const setRole = (account: StaffAccount, role: StaffRole | null) =>
    change.mutate({ run: () => staffAccountCalls.setRole(account.userId, role), doneMessage: t`${account.email} now has the role: ${roleName(role)}.` })

  return (
    <>
      <StaffSearch label={<Trans>Name or e-mail</Trans>} search={search} onSearch={onSearch} />
      <p>{search ? <Trans>Accounts matching “{search}” (at most 50).</Trans> : <Trans>The staff accounts. Search to give an account a staff role.</Trans>}</p>
      <StaffActionResult action={change} />
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
                disabled={a.userId === ownUserId || change.pending}
                onChange={(e) => setRole(a, (e.target.value || null) as StaffRole | null)}
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
