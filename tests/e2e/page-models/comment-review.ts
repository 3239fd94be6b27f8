// The office's comment review: the queue, a comment's original and its public copy, sending a
// comment to review through the public API as a visitor would, and that visitor's own browser (to
// follow the link they are mailed while staff stay signed in in theirs).
import type { APIRequestContext, Browser, Locator, Page, TestInfo } from '@playwright/test'
import { BLANK_TILE } from '../fixtures'
import { pdfFile } from './proposal-form'

/** Sends a comment as a visitor; it waits for review. */
export async function sendComment(request: APIRequestContext, projectId: string, lastName: string, comment: string, fileName?: string): Promise<string> {
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
      attachmentCount: fileName ? 1 : 0,
      agreeToTerms: true,
      agreeToPrivacy: true,
      fillMilliseconds: 45_000,
    },
  })
  if (!response.ok()) throw new Error(`The comment was not accepted: ${await response.text()}`)
  const { commentId, uploadToken } = (await response.json()) as { commentId: string; uploadToken: string }
  if (fileName) {
    const upload = await request.post(`/api/uploads/add-comment-document/${projectId}/${commentId}`, {
      headers: { 'Upload-Token': uploadToken },
      multipart: { file: pdfFile(fileName) },
    })
    if (!upload.ok()) throw new Error(`The file was not accepted: ${await upload.text()}`)
  }
  return commentId
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

/**
 * A second browser on the same device, signed in as nobody: the commenter's. Its console errors
 * are collected for the test to check, as the test's own page's are.
 */
export async function visitorBrowser(
  browser: Browser,
  request: APIRequestContext,
  testInfo: TestInfo,
): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL, extraHTTPHeaders } = testInfo.project.use
  const context = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL, extraHTTPHeaders })
  const page = await context.newPage()
  // No test reaches the internet: map tiles are answered here with a blank tile.
  await page.route('https://tiles.invalid/**', (route) => route.fulfill({ contentType: 'image/png', body: BLANK_TILE }))
  const answer = (await (await request.get('/api/site-management/public-display-message')).json()) as { message: { messageId: string } | null }
  if (answer.message) await page.addInitScript((id) => localStorage.setItem(`registry.site-message.dismissed.${id}`, 'e2e'), answer.message.messageId)
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return { page, errors, close: () => context.close() }
}
