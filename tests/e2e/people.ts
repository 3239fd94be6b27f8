// The people a browser test acts as. Each spec file has accounts of its own that stand in for the
// demo accounts (the server's /api/test/accounts/stand-in: the same name, password, roles and
// projects, at an address of their own), so that what one spec does to its account (sessions,
// followed, saved and hidden projects, its notification profile, the login rate limits) never
// reaches another running beside it. A worker makes each stand-in once, logs it in once through the
// login screen, and hands its session to every later test of that file in the worker. A test that
// needs a person with nothing yet (a proponent's first draft, an applicant, a follower) makes a new
// account, registered and confirmed as a person does it, whose session is handed on the same way.
import type { APIRequestContext, Page } from '@playwright/test'
import { DEMO_PASSWORD } from './page-models/account'
import { testHook } from './test-hooks'

export type DemoRole =
  'proponent' | 'decisionBody' | 'planningCommission' | 'intervenor' | 'participant' | 'follower' | 'assessor' | 'manager' | 'administrator'

export interface Person {
  email: string
  firstName: string
  lastName: string
  password: string
}

/** The password of every new account. */
export const NEW_ACCOUNT_PASSWORD = 'Tagish2026'

/** An address nobody has used yet, for a person named `name`. */
export function newAddress(name: string): string {
  const local = name
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]/g, '')
    .toLowerCase()
  return `${local}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.ca`
}

/** Who a new account is. */
export interface NewAccount {
  firstName: string
  /** "Test" unless told. */
  lastName?: string
  /** Confirmed by opening the mailed link in this page, which logs the person in there, as the link does for a person; otherwise through the API. */
  confirmIn?: Page
}

interface Mailbox {
  linkTo(address: string, route: string): Promise<string>
}

/** A session is handed on only while it has this long to live; after that the person logs in again. */
const SESSION_MARGIN_MS = 5 * 60_000

function expiryOf(token: string): number {
  const part = (token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/')
  const payload = JSON.parse(atob(part)) as { exp?: number }
  return (payload.exp ?? 0) * 1000
}

/** One worker's stand-ins and their sessions. */
export class WorkerPeople {
  private readonly standIns = new Map<string, Promise<Person>>()
  private readonly sessions = new Map<string, string>()

  constructor(
    private readonly baseURL: string,
    private readonly workerIndex: number,
  ) {}

  /** The stand-in for the demo account `role` in the spec file `file`, made on first use. */
  standIn(file: string, role: DemoRole): Promise<Person> {
    const key = `${file}\n${role}`
    let person = this.standIns.get(key)
    if (!person) {
      const spec = file.replace(/^.*[\\/]/, '').replace(/\.spec\.ts$/, '')
      const email = `${role.toLowerCase()}.${spec}.w${this.workerIndex}.${Date.now()}@stand-in.example`
      person = testHook(this.baseURL, 'accounts/stand-in', { like: role, email }).then((made) => ({
        ...(made as Omit<Person, 'password'>),
        password: DEMO_PASSWORD,
      }))
      this.standIns.set(key, person)
    }
    return person
  }

  /** A new account, registered through the API and confirmed by the link mailed to it, whose session the worker keeps. */
  async newAccount(request: APIRequestContext, mail: Mailbox, { firstName, lastName = 'Test', confirmIn }: NewAccount): Promise<Person> {
    const person = { email: newAddress(firstName), firstName, lastName, password: NEW_ACCOUNT_PASSWORD }
    const registered = await request.post('/api/users/register', { data: { firstName, lastName, email: person.email, plainPassword: person.password } })
    if (!registered.ok()) throw new Error(`Registration refused for ${person.email}: ${await registered.text()}`)
    const link = await mail.linkTo(person.email, '/confirm-email/')
    if (confirmIn) {
      await confirmIn.goto(link)
      // Logged in once the page keeps a session (a phone's header folds the account menu away).
      const session = await confirmIn.waitForFunction(() => localStorage.getItem('registry.session'))
      this.keep(person, (await session.jsonValue())!)
    } else {
      const confirmed = await request.post(`/api/users/confirm-email/${new URL(link).pathname.split('/').pop()}`)
      if (!confirmed.ok()) throw new Error(`Confirmation refused for ${person.email}: ${await confirmed.text()}`)
      this.keep(person, ((await confirmed.json()) as { token: string }).token)
    }
    return person
  }

  /** The session a person already has in this worker, while it has time to live. */
  session(person: Person): string | null {
    const token = this.sessions.get(person.email)
    return token && expiryOf(token) - Date.now() > SESSION_MARGIN_MS ? token : null
  }

  keep(person: Person, token: string): void {
    this.sessions.set(person.email, token)
  }

  /** The session was logged out (the server ended it): whoever held it logs in again next time. */
  forget(token: string): void {
    for (const [email, held] of this.sessions) if (held === token) this.sessions.delete(email)
  }

  /** A session token for the API, the one the worker holds or a new one by the API's login. */
  async token(request: APIRequestContext, person: Person): Promise<string> {
    const held = this.session(person)
    if (held) return held
    const answer = await request.post('/api/users/login', { data: { email: person.email, plainPassword: person.password } })
    if (!answer.ok()) throw new Error(`Login refused for ${person.email}: ${await answer.text()}`)
    const { token } = (await answer.json()) as { token: string }
    this.keep(person, token)
    return token
  }
}

/** What a test asks of its spec's people. */
export interface People {
  /** The spec's own stand-in for a demo account. */
  standIn(role: DemoRole): Promise<Person>
  /** A new account of the test's own, with nothing in it yet. */
  newAccount(details: NewAccount): Promise<Person>
  /** A session token of that person for API calls. */
  token(person: Person): Promise<string>
}
