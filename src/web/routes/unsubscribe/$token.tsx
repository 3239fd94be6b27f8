// /unsubscribe/{token}: the unsubscribe link of a project notice; it asks before it unsubscribes.
import { createFileRoute } from '@tanstack/react-router'
import { UnsubscribePage } from '../../features/accounts/components/unsubscribe-page'

export const Route = createFileRoute('/unsubscribe/$token')({
  component: function Unsubscribe() {
    const { token } = Route.useParams()
    return <UnsubscribePage token={token} />
  },
})
