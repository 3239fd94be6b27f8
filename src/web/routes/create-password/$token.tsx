// /create-password/{token}: set a password from a mailed create-password link.
import { createFileRoute } from '@tanstack/react-router'
import { checkPasswordLink } from '../../features/accounts/api/password-links'
import { PasswordLinkPage } from '../../features/accounts/components/password-link-page'

export const Route = createFileRoute('/create-password/$token')({
  loader: ({ params }) => checkPasswordLink('create', params.token),
  component: SetPassword,
})

function SetPassword() {
  return <PasswordLinkPage kind="create" token={Route.useParams().token} />
}
