// The home page's search when the registry cannot be reached: over the projects saved for offline
// and those the service worker kept while the visitor browsed (project pages' answers, and the
// lists of earlier searches), matched in the browser by the shared offline search. Loaded only
// when needed, so that Dexie stays out of the home page's first download.
import * as v from 'valibot'
import { searchOffline } from '../../../shared/domain/offline-search'
import type { OfflineProject } from '../../../shared/domain/offline-search'
import { findStage } from '../../../shared/domain/stages'
import { PROJECT_DATA_CACHE } from '../../../shared/offline-caches'
import { SearchQuery, UUID_PATTERN } from '../../../shared/schemas/project'
import type { ProjectDetail, ProjectSummary } from '../../../shared/schemas/project'
import { savedProjectsTable } from '../../lib/db/saved-projects'
import type { GetData } from '../../lib/api-client'

export type OfflineSearchAnswer = GetData<'/api/projects/search'> & {
  /** How many projects the device holds, all of which were searched. */
  searched: number
}

/** Only what the public search lists: a number, and not a draft or deleted. */
function listed(p: {
  projectTypeId: string
  stageId: string
  projectNumber: string | null
}): p is { projectTypeId: string; stageId: string; projectNumber: string } {
  const code = findStage(p.projectTypeId, p.stageId)?.code
  return p.projectNumber !== null && code !== 'DRAFT' && code !== 'DELETED'
}

function fromDetail(p: ProjectDetail): OfflineProject | null {
  if (!listed(p)) return null
  const { projectId, projectNumber, title, proponentName, projectTypeId, stageId, stageGrouping, locations } = p
  return {
    ...{ projectId, projectNumber, title, proponentName, projectTypeId, stageId, stageGrouping, locations },
    details: {
      summary: p.summary,
      activities: p.activities,
      sectors: p.sectors,
      assessmentDistricts: p.assessmentDistricts,
      firstNations: p.firstNations,
      outcomeId: p.outcome?.assessmentOutcomeId ?? null,
    },
  }
}

const isProjectAnswer = (pathname: string) => pathname.startsWith('/api/projects/') && UUID_PATTERN.test(pathname.slice('/api/projects/'.length))

/** What the service worker kept: project answers, and search lists (which know less of each project). */
async function keptByWorker(): Promise<{ details: OfflineProject[]; listedOnly: OfflineProject[] }> {
  const details: OfflineProject[] = []
  const listedOnly: OfflineProject[] = []
  if (!('caches' in window) || !(await caches.has(PROJECT_DATA_CACHE))) return { details, listedOnly }
  const cache = await caches.open(PROJECT_DATA_CACHE)
  for (const request of await cache.keys()) {
    const { pathname } = new URL(request.url)
    const isProject = isProjectAnswer(pathname)
    if (!isProject && pathname !== '/api/projects/search') continue
    const body = (await (await cache.match(request))?.json().catch(() => null)) as { project?: ProjectDetail; projects?: ProjectSummary[] } | null
    if (isProject && body?.project) {
      const project = fromDetail(body.project)
      if (project) details.push(project)
    } else if (body?.projects) listedOnly.push(...body.projects.filter(listed))
  }
  return { details, listedOnly }
}

export async function searchDevice(query: Record<string, string>): Promise<OfflineSearchAnswer> {
  const q = v.parse(SearchQuery, query)
  const [saved, kept] = await Promise.all([savedProjectsTable.list(), keptByWorker()])
  const projects = new Map<string, OfflineProject>()
  // Later wins: a project's own answer over a list's line, and what the visitor saved over all.
  for (const p of kept.listedOnly) projects.set(p.projectId, p)
  for (const p of kept.details) projects.set(p.projectId, p)
  for (const s of saved) {
    const p = fromDetail(s.project)
    if (p) projects.set(p.projectId, p)
  }
  return { status: 'OK', ...searchOffline(projects.values(), q), searched: projects.size }
}
