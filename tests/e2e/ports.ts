// The browser tests' ports: the registry's, the mail catcher's two, and one for a spec's own registry
// (own-registry.ts). E2E_PORT gives them as four in a row, to run two checkouts side by side on
// known ports; otherwise the config picks four free ones once, in the runner, and leaves them in the
// environment, where the workers it starts afterwards (and which load the config again) find them.
// No Node types here: the browser tests' type check has none.

const env = (globalThis as unknown as { process: { env: Record<string, string | undefined> } }).process.env

export interface E2EPorts {
  registry: number
  mailHttp: number
  smtp: number
  ownRegistry: number
}

const NAMES = ['registry', 'mailHttp', 'smtp', 'ownRegistry'] as const
const VARIABLE = 'E2E_PORTS'

/** The ports this run uses, once the config has settled them. */
export function e2ePorts(): E2EPorts {
  const given = env[VARIABLE]?.split(',').map(Number)
  if (given?.length === NAMES.length) return Object.fromEntries(NAMES.map((name, i) => [name, given[i]])) as unknown as E2EPorts
  const base = Number(env.E2E_PORT)
  if (!Number.isInteger(base) || base <= 0) throw new Error('The browser tests run under playwright.config.ts, which settles their ports')
  return { registry: base, mailHttp: base + 1, smtp: base + 2, ownRegistry: base + 3 }
}

/** Settles the ports for this run and its workers: E2E_PORT's four, or four free ones the caller found. */
export async function settleE2EPorts(findFree: (count: number) => Promise<number[]>): Promise<E2EPorts> {
  if (!env[VARIABLE] && !env.E2E_PORT) env[VARIABLE] = (await findFree(NAMES.length)).join(',')
  return e2ePorts()
}
