// /change-password/{token}: set a password from a mailed reset link.
import { createFileRoute } from '@tanstack/react-router'
import { checkPasswordLink } from '../../features/accounts/api/password-links'
import { PasswordLinkPage } from '../../features/accounts/components/password-link-page'

export const Route = createFileRoute('/change-password/$token')({
  loader: ({ params }) => checkPasswordLink('reset', params.token),
  component: SetPassword,
})

function SetPassword() {
  return <PasswordLinkPage kind="reset" token={Route.useParams().token} />
}
