// The intervenor calls (spec proposals-and-accounts §7; public-registry §7): whether the person has
// applied, the application and its files, an intervenor's submissions, and the application form's
// address. Files go as the spec's multipart uploads, one request each.
import { queryOptions } from '@tanstack/react-query'
import { api, expectData } from '../../../lib/api-client'
import { currentSession } from '../../../lib/session'

type Multipart = { file: string }

function multipart(file: File, fields: Record<string, string> = {}): Multipart {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  form.append('file', file, file.name)
  // openapi-fetch sends FormData as it is, with the browser's own multipart boundary.
  return form as unknown as Multipart
}

export const intervenorQueries = {
  /** Whether the signed-in person has applied before; keyed by them, never kept for anyone else. */
  check: (projectId: string) =>
    queryOptions({
      queryKey: ['intervenor-application', currentSession()?.user.userId ?? 'public', projectId] as const,
      queryFn: async () => (await expectData(api.POST('/api/projects/check-intervenor', { body: { projectId } }))).status,
      staleTime: 0,
    }),
}

/** Sent once the applicant agreed to the privacy statement and the terms of use, which the registry requires. */
export function applyToBeIntervenor(projectId: string) {
  return expectData(api.POST('/api/projects/apply-to-be-intervenor', { body: { projectId, agreeToTerms: true, agreeToPrivacy: true } }))
}

export function addApplicationFile(projectId: string, intervenorId: string, file: File) {
  return expectData(
    api.POST('/api/uploads/add-intervenor-document/{projectId}/{intervenorId}', { params: { path: { projectId, intervenorId } }, body: multipart(file) }),
  )
}

export function addIntervenorSubmission(projectId: string, file: File, fields: { description: string; hearingId: string | null }) {
  return expectData(
    api.PUT('/api/uploads/add-intervenor-submission/{projectId}', {
      params: { path: { projectId } },
      body: multipart(file, { description: fields.description, ...(fields.hearingId ? { hearingId: fields.hearingId } : {}) }),
    }),
  )
}

export function applicationFormHref(projectId: string, language: 'en' | 'fr'): string {
  return `/api/projects/${projectId}/intervenor-application-form?language=${language}`
}
