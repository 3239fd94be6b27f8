// What saving a project for offline fetches: the answers behind each tab the public sees (the
// routes' loaders in routes/projects/$projectId), then the pages those answers link to (a note, a
// letter, a hearing, an information request…), then every file they name. Pure, so the plan has
// unit tests; saving.ts does the fetching.
import { visibleTabs } from '../../../shared/domain/project-tabs'
import type { PROJECT_TABS, TabFacts } from '../../../shared/domain/project-tabs'

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}'
const IS_UUID = new RegExp(`^${UUID}$`)

/** The answers each tab's route loads, under /api/projects/{projectId}/. */
const TAB_PARTS: Record<(typeof PROJECT_TABS)[number], string[]> = {
  details: ['key-documents'],
  activity: ['activity-feed'],
  documents: ['documents', 'notes', 'correspondence', 'document-groups'],
  notifications: ['emails'],
  hearings: ['hearings'],
  intervenors: ['intervenors'],
  comments: ['comments', 'withheld-comments'],
  'information-responses': ['information-requests'],
}

/** The pages under a project that have their own answers, and those answers' parts after the id. */
const DETAIL_PAGES: Record<string, string[]> = {
  notes: ['', '/documents'],
  correspondence: ['', '/documents'],
  'document-groups': ['', '/documents'],
  hearings: ['', '/documents'],
  'information-requests': ['', '/documents'],
  emails: [''],
}

/** The id field of a list answer's items (the answer is the list itself), by the list's part. */
const LISTS: Record<string, string> = {
  notes: 'noteId',
  correspondence: 'correspondenceId',
  'document-groups': 'documentGroupId',
  hearings: 'hearingId',
}

/** Activity links name pages by their web address: notifications/{id} is the emails/{id} answer. */
const ACTIVITY_LINK = new RegExp(`^/*(notes|correspondence|document-groups|hearings|information-requests|notifications)/(${UUID})`)

export const projectPath = (projectId: string) => `/api/projects/${projectId}`

/** A project's own answer, its number look-up, and the answers of the tabs it shows. */
export function tabPaths(project: TabFacts & { projectId: string; projectNumber: string | null }): string[] {
  const base = projectPath(project.projectId)
  const paths = [base]
  if (project.projectNumber) paths.push(`/api/projects/${project.projectNumber}`)
  for (const tab of visibleTabs(project)) paths.push(...TAB_PARTS[tab].map((part) => `${base}/${part}`))
  return paths
}

const detailPaths = (projectId: string, kind: string, id: string) =>
  (DETAIL_PAGES[kind] ?? []).map((suffix) => `${projectPath(projectId)}/${kind}/${id}${suffix}`)

const asRecord = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {})
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])

/** Every string under a key of this name anywhere in a JSON value. */
function valuesOf(value: unknown, key: string | ((key: string) => boolean), found: string[] = []): string[] {
  const matches = typeof key === 'string' ? (k: string) => k === key : key
  if (Array.isArray(value)) for (const item of value) valuesOf(item, matches, found)
  else if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) {
      if (typeof v === 'string' && matches(k)) found.push(v)
      else valuesOf(v, matches, found)
    }
  }
  return found
}

/** The pages a tab's answer links to, whose answers are saved too. */
export function linkedPaths(projectId: string, path: string, body: unknown): string[] {
  const part = path.slice(projectPath(projectId).length + 1)
  const idField = LISTS[part]
  if (idField) {
    return asArray(body).flatMap((item) => {
      const id = asRecord(item)[idField]
      return typeof id === 'string' && IS_UUID.test(id) ? detailPaths(projectId, part, id) : []
    })
  }
  if (part === 'emails') return valuesOf(body, 'emailMessageId').flatMap((id) => (IS_UUID.test(id) ? detailPaths(projectId, 'emails', id) : []))
  if (part === 'activity-feed') {
    return valuesOf(body, 'linkTo').flatMap((link) => {
      const match = ACTIVITY_LINK.exec(link)
      return match ? detailPaths(projectId, match[1] === 'notifications' ? 'emails' : match[1]!, match[2]!) : []
    })
  }
  return []
}

/** The stored files an answer names (redactedUploadId, unredactedUploadId …), by id. */
export function uploadIds(body: unknown): string[] {
  return valuesOf(body, (key) => key.endsWith('UploadId'))
    .filter((id) => IS_UUID.test(id))
    .map((id) => id.toLowerCase())
}
