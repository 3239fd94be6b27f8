// How much of a zip was unpacked while some work ran: what the platform's DecompressionStream
// ('deflate-raw', which the zip reader uses) gave out. Refusing a zip bomb early is judged by this
// count, not by the time taken, which depends on how busy the machine is. The API tests run the app
// in this process, so the count covers the server's reading of an upload too.
import { vi } from 'vitest'

export async function inflatedDuring<T>(work: () => Promise<T>): Promise<{ result: T; inflatedBytes: number }> {
  const Platform = globalThis.DecompressionStream
  let inflatedBytes = 0
  class Counting {
    readonly writable: DecompressionStream['writable']
    readonly readable: ReadableStream<Uint8Array>
    constructor(format: ConstructorParameters<typeof DecompressionStream>[0]) {
      const inner = new Platform(format)
      this.writable = inner.writable
      this.readable =
        format === 'deflate-raw'
          ? inner.readable.pipeThrough(
              new TransformStream<Uint8Array, Uint8Array>({
                transform(chunk, out) {
                  inflatedBytes += chunk.byteLength
                  out.enqueue(chunk)
                },
              }),
            )
          : inner.readable
    }
  }
  vi.stubGlobal('DecompressionStream', Counting)
  try {
    const result = await work()
    return { result, inflatedBytes }
  } finally {
    vi.stubGlobal('DecompressionStream', Platform)
  }
}
