// @vitest-environment happy-dom
// The zip is fetched in the page with its progress up to a size a phone can hold, and left to the
// browser's own download past it.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { downloadsInPage, fetchBundle, IN_PAGE_MAX_BYTES } from './project-bundle'

afterEach(() => vi.unstubAllGlobals())

describe('the whole-project download in the page', () => {
  it('holds the zip in the page only up to 100 MB', () => {
    expect(downloadsInPage({ zipBytes: IN_PAGE_MAX_BYTES })).toBe(true)
    expect(downloadsInPage({ zipBytes: IN_PAGE_MAX_BYTES + 1 })).toBe(false)
  })

  it('reports the bytes received as they arrive and gives the zip', async () => {
    const parts = [new Uint8Array([1, 2, 3]), new Uint8Array([4, 5])]
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(part)
        controller.close()
      },
    })
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(body, { status: 200 })),
    )
    const progress: number[] = []
    const zip = await fetchBundle('/api/v1/projects/2024-0001/bundle.zip', new AbortController().signal, (received) => progress.push(received))
    expect(progress).toEqual([3, 5])
    expect(new Uint8Array(await zip.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3, 4, 5]))
  })

  it('fails on an answer that is not the zip', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 404 })),
    )
    await expect(fetchBundle('/x', new AbortController().signal, () => {})).rejects.toThrow('404')
  })
})
