// What every route that takes a zip must answer a flat zip bomb (decision 0054): the zip check's
// refusal, worked out from the archive's directory before a byte is inflated (inflating this one
// takes seconds), whoever sends it.
import { expect } from 'vitest'
import { flatZipBomb } from '../factories/location-files.ts'

let bomb: Promise<Uint8Array<ArrayBuffer>> | undefined

/** The bomb of tests/factories/location-files.ts, built once a test file. */
export const zipBomb = (): Promise<Uint8Array<ArrayBuffer>> => (bomb ??= flatZipBomb() as Promise<Uint8Array<ArrayBuffer>>)

/** Unpacking the bomb takes seconds; reading its directory, a few milliseconds. */
const REFUSED_WITHIN_MS = 2000

/**
 * Sends the bomb, as the file of a multipart form beside these fields, and expects the zip check's
 * refusal (422, zip-too-large), answered without unpacking it.
 */
export async function expectZipBombRefused(send: (form: FormData) => Promise<Response | { status: number; body: unknown }>, fields: Record<string, string> = {}): Promise<void> {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  form.append('file', new Blob([await zipBomb()], { type: 'application/zip' }), 'site-photos.zip')
  const started = performance.now()
  const sent = await send(form)
  const answer = sent instanceof Response ? { status: sent.status, body: (await sent.json()) as unknown } : sent
  const took = performance.now() - started
  expect(answer, JSON.stringify(answer.body)).toMatchObject({ status: 422, body: { code: 'zip-too-large' } })
  expect(took).toBeLessThan(REFUSED_WITHIN_MS)
}
