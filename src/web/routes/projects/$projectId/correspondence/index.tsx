// The correspondence list lives in the Documents tab.
import { createFileRoute } from '@tanstack/react-router'
import { guardTab } from '../-tab-guard'

export const Route = createFileRoute('/projects/$projectId/correspondence/')({
  beforeLoad: guardTab('correspondence'),
})
