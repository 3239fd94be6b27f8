// The office's comment review: the queue, a comment's original and its public copy, and sending
// a comment to review through the public API as a visitor would.
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import type { ListedProject } from './project-page'

/** The first demo project open for public comments. */
export async function findOpenProject(request: APIRequestContext): Promise<ListedProject> {
  const answer = (await (await request.get('/api/projects/search')).json()) as { projects: ListedProject[] }
  for (const project of answer.projects) {
    const detail = (await (await request.get(`/api/projects/${project.projectId}`)).json()) as { project: { openForComments: boolean } }
    if (detail.project.openForComments) return project
  }
  throw new Error('The demo set has no project open for comments')
}

/** Sends a comment as a visitor; it waits for review. */
export async function sendComment(request: APIRequestContext, projectId: string, lastName: string, comment: string): Promise<string> {
  const response = await request.post('/api/projects/submit-comment', {
    data: {
      clientCommentId: crypto.randomUUID(),
      projectId,
      firstName: 'Ada',
      lastName,
      email: `${lastName.toLowerCase()}@example.ca`,
      phoneNumber: '',
      companyName: '',
      comment,
      attachmentCount: 0,
      agreeToTerms: true,
      agreeToPrivacy: true,
      fillMilliseconds: 45_000,
    },
  })
  if (!response.ok()) throw new Error(`The comment was not accepted: ${await response.text()}`)
  return ((await response.json()) as { commentId: string }).commentId
}

export class CommentReviewPage {
  readonly page: Page
  readonly original: Locator
  readonly preview: Locator

  constructor(page: Page) {
    this.page = page
    this.original = page.getByTestId('comment-original')
    this.preview = page.getByTestId('comment-public-preview')
  }

  /** Opens, from the queue, the comment sent under this last name. */
  async openFromQueue(lastName: string): Promise<void> {
    await this.page.getByTestId('comment-review-queue').getByRole('row').filter({ hasText: lastName }).getByRole('link').click()
  }

  /** Selects a passage of the original as a reader would with the pointer or a finger. */
  async select(passage: string): Promise<void> {
    await this.original.evaluate((element, text) => {
      const node = [...element.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.includes(text))!
      const start = node.textContent!.indexOf(text)
      document.getSelection()!.setBaseAndExtent(node, start, node, start + text.length)
    }, passage)
  }
}
