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
