// The office's project list.
import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { staffProjectQueries } from '../../features/staff-projects/api/staff-projects-api'
import { PageHeading } from '../../components/ui/page-heading'
import { StaffProjectList } from '../../features/staff-projects/components/staff-project-list'

const Search = v.object({ search: v.optional(v.pipe(v.string(), v.maxLength(200))) })

export const Route = createFileRoute('/staff/')({
  validateSearch: Search,
  loaderDeps: ({ search }) => ({ search: search.search ?? '' }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(staffProjectQueries.list(context.staffUserId, deps.search)),
  component: StaffHome,
})

function StaffHome() {
  const { t } = useLingui()
  const { staffUserId } = Route.useRouteContext()
  const search = Route.useSearch().search ?? ''
  const navigate = Route.useNavigate()
  const { data } = useSuspenseQuery(staffProjectQueries.list(staffUserId, search))
  return (
    <>
      <PageHeading>{t`Staff workspace: projects`}</PageHeading>
      <StaffProjectList key={search} projects={data} search={search} onSearch={(next) => void navigate({ search: next ? { search: next } : {} })} />
    </>
  )
}
