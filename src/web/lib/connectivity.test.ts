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
