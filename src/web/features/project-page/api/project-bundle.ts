// The whole-project download (decision 0079): its summary, asked for when the visitor opens it so
// the size shows first, and the zip fetched in the page with its progress, or left to the
// browser's own download when it is too big to hold in a phone's memory.
import { api, expectData } from '../../../lib/api-client'
import { reportAnswer, reportUnreachable } from '../../../lib/connectivity'

export const bundleSummary = (projectNumber: string, signal?: AbortSignal) =>
  expectData(api.GET('/api/v1/projects/{number}/bundle', { params: { path: { number: projectNumber } }, signal }))

export type BundleSummary = Awaited<ReturnType<typeof bundleSummary>>

/**
 * The largest zip fetched in the page. The page holds all of it until it is saved (its chunks,
 * then the Blob made of them: twice its size for a moment), and a phone's browser keeps a Blob in
 * memory and closes a tab that uses a few hundred MB. Past this the link goes to the browser's
 * download manager, which writes to disk as it receives, shows its own progress and can resume.
 */
export const IN_PAGE_MAX_BYTES = 100 * 1000 * 1000

export const downloadsInPage = (summary: Pick<BundleSummary, 'zipBytes'>) => summary.zipBytes <= IN_PAGE_MAX_BYTES

/** Fetches the zip, calling back with the bytes received so far; the signal cancels it. */
export async function fetchBundle(href: string, signal: AbortSignal, onProgress: (received: number) => void): Promise<Blob> {
  let response: Response
  try {
    response = await fetch(href, { signal, credentials: 'omit' })
  } catch (error) {
    reportUnreachable(error)
    throw error
  }
  reportAnswer(response.status)
  if (!response.ok || !response.body) throw new Error(`The zip answered ${response.status}`)
  const reader = response.body.getReader()
  const chunks: Uint8Array<ArrayBuffer>[] = []
  let received = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    chunks.push(value)
    received += value.byteLength
    onProgress(received)
  }
  return new Blob(chunks, { type: 'application/zip' })
}
