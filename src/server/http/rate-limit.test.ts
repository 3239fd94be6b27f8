import { describe, expect, it } from 'vitest'
import { Hono } from 'hono'
import { clientAddress } from './rate-limit.ts'

const addressOf = async (trustedProxies: number, forwardedFor?: string) => {
  const app = new Hono().get('/', (c) => c.text(clientAddress(c, trustedProxies)))
  const response = await app.request('/', forwardedFor ? { headers: { 'X-Forwarded-For': forwardedFor } } : undefined)
  return response.text()
}

describe('client address for rate limits', () => {
  it('ignores X-Forwarded-For unless proxies are trusted', async () => {
    expect(await addressOf(0, '203.0.113.9')).toBe('local')
  })

  it('takes the address the trusted proxy saw, not what the client claimed', async () => {
    expect(await addressOf(1, '198.51.100.1, 203.0.113.9')).toBe('203.0.113.9')
    expect(await addressOf(2, '198.51.100.1, 203.0.113.9, 10.0.0.2')).toBe('203.0.113.9')
  })

  it('falls back to the socket when the header is missing or too short', async () => {
    expect(await addressOf(1)).toBe('local')
    expect(await addressOf(2, '203.0.113.9')).toBe('local')
  })
})
