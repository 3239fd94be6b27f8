import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FIRST_SCREEN_WAIT_MS, loadFirstScreen } from './first-load'
import type { AppRouter } from './router'

/** A router whose loaders start the given requests, as the home page's loader does. */
function routerStarting(queryClient: QueryClient, requests: Record<string, Promise<unknown>>, load: () => Promise<void> = async () => undefined) {
  return {
    load: async () => {
      for (const [key, answer] of Object.entries(requests)) void queryClient.prefetchQuery({ queryKey: [key], queryFn: () => answer })
      await load()
    },
  } as unknown as AppRouter
}

function answerIn<T>(ms: number, value: T): Promise<T> {
  return new Promise((done) => setTimeout(() => done(value), ms))
}

describe('loadFirstScreen', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('waits for the requests the loaders started, so the first screen is drawn with their answers', async () => {
    const queryClient = new QueryClient()
    let done = false
    void loadFirstScreen(routerStarting(queryClient, { search: answerIn(200, 'results'), message: answerIn(400, 'welcome') }), queryClient).then(
      () => (done = true),
    )
    await vi.advanceTimersByTimeAsync(300)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(100)
    expect(done).toBe(true)
    expect(queryClient.getQueryData(['search'])).toBe('results')
    expect(queryClient.getQueryData(['message'])).toBe('welcome')
  })

  it('draws the page anyway once a slow answer has held it up for the time limit', async () => {
    const queryClient = new QueryClient()
    let done = false
    void loadFirstScreen(routerStarting(queryClient, { search: new Promise(() => undefined) }), queryClient).then(() => (done = true))
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_WAIT_MS - 1)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toBe(true)
  })

  it('does not wait out the time limit when the page has nothing to fetch, nor when its loader failed', async () => {
    const queryClient = new QueryClient()
    let done = 0
    void loadFirstScreen(routerStarting(queryClient, {}), queryClient).then(() => done++)
    void loadFirstScreen(
      routerStarting(queryClient, {}, () => Promise.reject(new Error('refused'))),
      queryClient,
    ).then(() => done++)
    await vi.advanceTimersByTimeAsync(0)
    expect(done).toBe(2)
  })
})
