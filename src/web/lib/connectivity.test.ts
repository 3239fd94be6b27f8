// @vitest-environment happy-dom
// "Online" as the banner, the pages and the drafts' sync read it: judged by real requests, where a
// request the page cancelled and a refusal such as a 401 do not mean the connection is gone.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

let healthAnswers = true

async function freshModule() {
  vi.resetModules()
  return import('./connectivity')
}

beforeEach(() => {
  healthAnswers = true
  vi.stubGlobal('fetch', async () => {
    if (!healthAnswers) throw new TypeError('Failed to fetch')
    return new Response('{"status":"OK"}', { status: 200 })
  })
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('connectivity', () => {
  it('is not lost when the page cancels a request', async () => {
    const { currentConnectivity, reportUnreachable } = await freshModule()
    reportUnreachable(new DOMException('The operation was aborted.', 'AbortError'))
    expect(currentConnectivity()).toBe('online')
    reportUnreachable(new TypeError('Failed to fetch'))
    expect(currentConnectivity()).toBe('offline')
  })

  it('is back as soon as the server refuses a request, a 401 included, but not on a success a cache could have given', async () => {
    const { currentConnectivity, reportAnswer, reportUnreachable } = await freshModule()
    reportUnreachable(new TypeError('Failed to fetch'))
    reportAnswer(200)
    reportAnswer(503)
    expect(currentConnectivity()).toBe('offline')
    reportAnswer(401)
    expect(currentConnectivity()).toBe('online')
  })

  it('asks the server when the browser says it is back, and stays offline while the server does not answer', async () => {
    const { currentConnectivity, onConnectivityChange, reportUnreachable } = await freshModule()
    const changes: string[] = []
    onConnectivityChange(() => changes.push(currentConnectivity()))
    reportUnreachable()
    healthAnswers = false
    window.dispatchEvent(new Event('online'))
    await vi.waitFor(() => expect(changes).toEqual(['offline']))
    healthAnswers = true
    window.dispatchEvent(new Event('online'))
    await vi.waitFor(() => expect(changes).toEqual(['offline', 'online']))
  })

  it('probes again every 15 seconds while offline', async () => {
    vi.useFakeTimers()
    const { currentConnectivity, reportUnreachable } = await freshModule()
    healthAnswers = false
    reportUnreachable()
    await vi.advanceTimersByTimeAsync(15_000)
    expect(currentConnectivity()).toBe('offline')
    healthAnswers = true
    await vi.advanceTimersByTimeAsync(15_000)
    expect(currentConnectivity()).toBe('online')
  })
})

describe('answeredWithin', () => {
  /** A server that never begins its answer: the request waits until it is cut off. */
  const neverAnswers = (_input: unknown, init?: RequestInit) =>
    new Promise<Response>((_, fail) => init?.signal?.addEventListener('abort', () => fail(init.signal!.reason)))

  it('fails a request whose answer has not begun in time as one that found no network, so that the page answers from the device', async () => {
    vi.useFakeTimers()
    vi.stubGlobal('fetch', neverAnswers)
    const { answeredWithin } = await freshModule()
    const failed = answeredWithin(4_000)('/api/geo/lookup').catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(3_999)
    let settled = false
    void failed.then(() => (settled = true))
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await failed).toBeInstanceOf(TypeError)
  })

  it('leaves a page that cancels its request with its own reason, not a lost connection', async () => {
    vi.stubGlobal('fetch', neverAnswers)
    const { answeredWithin, currentConnectivity, reportUnreachable } = await freshModule()
    const page = new AbortController()
    const cancelled = answeredWithin(4_000)('/api/projects/my', { signal: page.signal }).catch((error: unknown) => error)
    page.abort(new DOMException('The page moved on', 'AbortError'))
    const error = await cancelled
    expect((error as DOMException).name).toBe('AbortError')
    reportUnreachable(error)
    expect(currentConnectivity()).toBe('online')
  })

  it('lets an answer that began in time arrive whole', async () => {
    vi.useFakeTimers()
    let cutOff: AbortSignal | undefined
    vi.stubGlobal('fetch', async (_input: unknown, init?: RequestInit) => {
      cutOff = init?.signal ?? undefined
      return new Response('{"status":"OK"}', { status: 200 })
    })
    const { answeredWithin } = await freshModule()
    const response = await answeredWithin(4_000)('/api/geo/layers')
    await vi.advanceTimersByTimeAsync(10_000)
    expect(cutOff?.aborted).toBe(false)
    expect(await response.json()).toEqual({ status: 'OK' })
  })
})
