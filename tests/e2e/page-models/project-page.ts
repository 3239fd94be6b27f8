// A project page: its tabs, side panel and the Documents tab's list; and finding demo projects of
// a kind through the public search API, or among the signed-in person's own.
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { findStage } from '../../../src/shared/domain/stages'

export interface ListedProject {
  projectId: string
  projectNumber: string
  title: string
  projectTypeId: string
  stageId: string
}

/**
 * A demo project of a type whose stage code passes the test, the oldest listed first: the newest
 * are projects this run's staff tests have taken public and are moving through their stages.
 */
export async function findProject(request: APIRequestContext, projectTypeId: string, stage: (code: string) => boolean): Promise<ListedProject> {
  const answer = (await (await request.get('/api/projects/search?includeCompleteWithdrawn=yes')).json()) as { projects: ListedProject[] }
  const project = answer.projects.findLast((p) => p.projectTypeId === projectTypeId && stage(findStage(p.projectTypeId, p.stageId)?.code ?? ''))
  if (!project) throw new Error(`The demo set has no project of type ${projectTypeId} in the stage asked for`)
  return project
}

/** The first of the signed-in person's projects on My Projects whose stage code passes the test. */
export async function findOwnProject(request: APIRequestContext, token: string, stage: (code: string) => boolean): Promise<ListedProject> {
  const answer = (await (await request.get('/api/projects/my', { headers: { Authorization: `Bearer ${token}` } })).json()) as { projects: ListedProject[] }
  const project = answer.projects.find((p) => stage(findStage(p.projectTypeId, p.stageId)?.code ?? ''))
  if (!project) throw new Error('The signed-in person has no project in the stage asked for')
  return project
}

export class ProjectPage {
  readonly page: Page
  readonly title: Locator
  readonly tabs: Locator
  readonly sidePanel: Locator
  readonly documents: Locator
  readonly documentFilter: Locator

  constructor(page: Page) {
    this.page = page
    this.title = page.getByRole('heading', { level: 1 })
    this.tabs = page.getByRole('navigation', { name: /Project sections|Sections du projet/ }).getByRole('link')
    this.sidePanel = page.getByRole('complementary', { name: /Project information|Renseignements sur le projet/ })
    this.documents = page.getByTestId('document')
    this.documentFilter = page.getByLabel(/Filter documents|Filtrer les documents/)
  }

  async goto(projectId: string, tab = ''): Promise<void> {
    await this.page.goto(`/projects/${projectId}${tab ? `/${tab}` : ''}`)
  }

  tab(name: string | RegExp): Locator {
    return this.page.getByRole('navigation', { name: /Project sections|Sections du projet/ }).getByRole('link', { name })
  }
}
