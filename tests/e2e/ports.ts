// The browser tests' ports: the registry's, the mail catcher's two, and a few for registries of a
// spec's own (own-registry.ts). E2E_PORT gives them in a row, to run two checkouts side by side on
// known ports; otherwise the config picks free ones once, in the runner, and leaves them in the
// environment, where the workers it starts afterwards (and which load the config again) find them.
// No Node types here: the browser tests' type check has none.

const env = (globalThis as unknown as { process: { env: Record<string, string | undefined> } }).process.env

export interface E2EPorts {
  registry: number
  mailHttp: number
  smtp: number
  /** One for each registry of a spec's own that may run at the same time. */
  ownRegistries: number[]
}

/** Registries of a spec's own at once: one spec's, and another's in each of two workers. */
const OWN_REGISTRIES = 4
const COUNT = 3 + OWN_REGISTRIES
const VARIABLE = 'E2E_PORTS'

function named([registry, mailHttp, smtp, ...ownRegistries]: number[]): E2EPorts {
  return { registry: registry!, mailHttp: mailHttp!, smtp: smtp!, ownRegistries }
}

/** The ports this run uses, once the config has settled them. */
export function e2ePorts(): E2EPorts {
  const given = env[VARIABLE]?.split(',').map(Number)
  if (given?.length === COUNT) return named(given)
  const base = Number(env.E2E_PORT)
  if (!Number.isInteger(base) || base <= 0) throw new Error('The browser tests run under playwright.config.ts, which settles their ports')
  return named(Array.from({ length: COUNT }, (_, i) => base + i))
}

/** Settles the ports for this run and its workers: E2E_PORT and those after it, or free ones the caller found. */
export async function settleE2EPorts(findFree: (count: number) => Promise<number[]>): Promise<E2EPorts> {
  if (!env[VARIABLE] && !env.E2E_PORT) env[VARIABLE] = (await findFree(COUNT)).join(',')
  return e2ePorts()
}
