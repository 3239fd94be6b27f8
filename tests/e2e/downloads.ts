// Reading what the browser saved when a test clicks a download button.
import type { Locator, Page } from '@playwright/test'

/** Clicks a download button and reads the file the browser saved. */
export async function download(page: Page, button: Locator): Promise<{ fileName: string; body: ArrayBuffer; text: () => string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()])
  const chunks: Uint8Array<ArrayBuffer>[] = []
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Uint8Array<ArrayBuffer>)
  const body = await new Blob(chunks).arrayBuffer()
  return { fileName: file.suggestedFilename(), body, text: () => new TextDecoder().decode(body) }
}

/**
 * Follows a link to a private file and reads what the server answered at the address the page
 * went to: the browser would show the PDF in its viewer, which a test cannot read, so the page is
 * told "no content" and stays where it was.
 */
export async function openPrivateFile(page: Page, link: Locator): Promise<{ status: number; text: string; url: string }> {
  const tokened = /\/api\/uploads\/[^/]+\/(?!public$)[^/]+$/
  let resolve: (opened: { status: number; text: string; url: string }) => void = () => undefined
  const answered = new Promise<{ status: number; text: string; url: string }>((done) => (resolve = done))
  // Installed before the click: a route still being installed lets the download through unseen.
  await page.route(tokened, async (route) => {
    if (route.request().method() !== 'GET') return route.fallback()
    const answer = await route.fetch()
    resolve({ status: answer.status(), text: await answer.text(), url: route.request().url() })
    await route.fulfill({ status: 204 })
  })
  await link.click()
  const opened = await answered
  await page.unroute(tokened)
  return opened
}
