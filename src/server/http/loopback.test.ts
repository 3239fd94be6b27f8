import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { isLoopbackAddress, isLoopbackClient } from './loopback.ts'

describe('loopback addresses', () => {
  it('knows this machine by any spelling of its own addresses', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '[::1]', '::ffff:127.0.0.1', 'localhost', 'LOCALHOST', '0:0:0:0:0:0:0:1'])
      expect(isLoopbackAddress(address), address).toBe(true)
  })

  it('takes every other address for the network', () => {
    for (const address of ['0.0.0.0', '::', '192.168.1.20', '10.0.0.1', '::ffff:10.0.0.1', '128.0.0.1', '1127.0.0.1', 'example.org', ''])
      expect(isLoopbackAddress(address), address).toBe(false)
  })
})

describe('loopback clients', () => {
  const app = new Hono().get('/', (c) => c.text(String(isLoopbackClient(c))))
  const from = async (remoteAddress: string, headers: Record<string, string> = {}) =>
    (await app.request('/', { headers }, { incoming: { socket: { remoteAddress, remoteFamily: 'IPv4' } } })).text()

  it('are told by the socket, never by a header', async () => {
    expect(await from('127.0.0.1')).toBe('true')
    expect(await from('192.168.1.20')).toBe('false')
    expect(await from('192.168.1.20', { 'X-Forwarded-For': '127.0.0.1' })).toBe('false')
  })

  it('are not whoever a proxy on this machine passes on', async () => {
    expect(await from('127.0.0.1', { 'X-Forwarded-For': '192.168.1.20' })).toBe('false')
    expect(await from('127.0.0.1', { Forwarded: 'for=192.168.1.20' })).toBe('false')
    expect(await from('127.0.0.1', { 'X-Real-IP': '192.168.1.20' })).toBe('false')
  })

  it('are not in-process requests, which have no socket', async () => {
    expect(await (await app.request('/')).text()).toBe('false')
  })
})
