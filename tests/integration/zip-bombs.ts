// What every route that takes a zip must answer a flat zip bomb (decision 0054): the zip check's
// refusal, worked out from the archive's directory before a byte is inflated (inflating this one
// takes seconds), whoever sends it.
import { expect } from 'vitest'
import { inflatedDuring } from '../factories/inflated-bytes.ts'
import { flatZipBomb } from '../factories/location-files.ts'

let bomb: Promise<Uint8Array<ArrayBuffer>> | undefined

/** The bomb of tests/factories/location-files.ts, built once a test file. */
export const zipBomb = (): Promise<Uint8Array<ArrayBuffer>> => (bomb ??= flatZipBomb() as Promise<Uint8Array<ArrayBuffer>>)

/**
 * Sends the bomb, as the file of a multipart form beside these fields, and expects the zip check's
 * refusal (422, zip-too-large), answered without unpacking it.
 */
export async function expectZipBombRefused(
  send: (form: FormData) => Promise<Response | { status: number; body: unknown }>,
  fields: Record<string, string> = {},
): Promise<void> {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  form.append('file', new Blob([await zipBomb()], { type: 'application/zip' }), 'site-photos.zip')
  const { result: answer, inflatedBytes } = await inflatedDuring(async () => {
    const sent = await send(form)
    return sent instanceof Response ? { status: sent.status, body: (await sent.json()) as unknown } : sent
  })
  expect(answer, JSON.stringify(answer.body)).toMatchObject({ status: 422, body: { code: 'zip-too-large' } })
  expect(inflatedBytes, 'bytes unpacked before the refusal').toBe(0)
}
