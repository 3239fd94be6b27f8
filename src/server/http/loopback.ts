// Whether an address is this machine's own. What only a developer at the machine may see (the
// development mail outbox) and what must not reach a network (the demo accounts, whose password
// is published) are decided by it.
import type { Context, MiddlewareHandler } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'
import { noSuchEndpoint } from './app-error.ts'
import { checksCallers } from './callers.ts'

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 and in brackets, and the name localhost. */
export function isLoopbackAddress(address: string): boolean {
  const plain = address
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
  if (plain === 'localhost' || plain === '::1' || plain === '0:0:0:0:0:0:0:1') return true
  return /^(::ffff:)?127(\.\d{1,3}){3}$/.test(plain)
}

/** Headers a reverse proxy (or Vite's dev server, when told to) adds to what it passes on. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip']

/**
 * A client on this machine, by the socket's own address: a header cannot make a request local,
 * and a request that came through a proxy on this machine is from wherever the proxy's client is.
 * In-process requests (no socket) are not local.
 */
export function isLoopbackClient(c: Context): boolean {
  if (FORWARDING_HEADERS.some((name) => c.req.header(name) !== undefined)) return false
  let address: string | undefined
  try {
    address = getConnInfo(c).remote.address
  } catch {
    return false
  }
  return address !== undefined && isLoopbackAddress(address)
}

/** Anyone not on this machine gets the answer, headers included, of an address that does not exist. */
export const thisMachineOnly: MiddlewareHandler = checksCallers(
  async (c, next) => {
    if (!isLoopbackClient(c)) throw noSuchEndpoint()
    await next()
  },
  { kind: 'this-machine' },
)
