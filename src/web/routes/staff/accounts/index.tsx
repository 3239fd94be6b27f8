// Staff accounts: administrators only (anyone else on staff is told the page needs the administrator role, as the server refuses them).
import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { PageHeading } from '../../../components/ui/page-heading'
import { staffAccountQueries } from '../../../features/staff-accounts/api/staff-accounts-api'
import { StaffAccountsPage } from '../../../features/staff-accounts/components/staff-accounts-page'
import { requireStaffRole } from '../../-require-staff'

const Search = v.object({ search: v.optional(v.pipe(v.string(), v.maxLength(200))) })

export const Route = createFileRoute('/staff/accounts/')({
  validateSearch: Search,
  beforeLoad: () => {
    requireStaffRole('administrator')
  },
  loaderDeps: ({ search }) => ({ search: search.search ?? '' }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(staffAccountQueries.list(context.staffUserId, deps.search)),
  component: StaffAccounts,
})

function StaffAccounts() {
  const { t } = useLingui()
  const { staffUserId } = Route.useRouteContext()
  const search = Route.useSearch().search ?? ''
  const navigate = Route.useNavigate()
  const { data } = useSuspenseQuery(staffAccountQueries.list(staffUserId, search))
  return (
    <>
      <PageHeading>{t`Staff accounts`}</PageHeading>
      <StaffAccountsPage
        key={search}
        accounts={data}
        search={search}
        ownUserId={staffUserId}
        onSearch={(next) => void navigate({ search: next ? { search: next } : {} })}
      />
    </>
  )
}
