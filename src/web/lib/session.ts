// The visitor's session: the token the server issued, kept in localStorage so that it survives a
// reload, and the user it names (read from the token, which the server checks on every call).
// The one answer to "who is signed in" for the header, the pages, the API client and the drafts'
// sync: components read it with useSession, modules subscribe with onSessionChange. The server
// alone says a session is over (a 401, or "expired" from the session check), never the device's
// clock: a person drafting with no connection stays signed in on their device until the server
// can be asked. A session the server ended is forgotten at once and said once (useSessionEnded);
// what the person wrote on the device stays, to be sent after the next login.
import { useSyncExternalStore } from 'react'

export const SESSION_STORAGE_KEY = 'registry.session'

export interface SessionUser {
  userId: string
  firstName: string
  lastName: string
  email: string
  infoUpdatedDate: string | null
  /** The staff role the token names, to offer the office's workspace (the server checks it on every call). */
  staffRole: string | null
  /** When the token expires (ms since the epoch). */
  expiresAt: number
}

export interface Session {
  token: string
  user: SessionUser
}

/** The user a token names, or null when it is not a token we can read. */
export function readToken(token: string): SessionUser | null {
  const payload = token.split('.')[1]
  if (!payload) return null
  try {
    // base64url of UTF-8 bytes: atob gives the bytes, TextDecoder the text (names have accents).
    const bytes = Uint8Array.from(atob(payload.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))
    const json = JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>
    const text = (key: string) => (typeof json[key] === 'string' ? (json[key] as string) : '')
    if (!text('userId') || typeof json.exp !== 'number') return null
    return {
      userId: text('userId'),
      firstName: text('firstName'),
      lastName: text('lastName'),
      email: text('email'),
      infoUpdatedDate: typeof json.infoUpdatedDate === 'string' ? json.infoUpdatedDate : null,
      staffRole: typeof json.staffRole === 'string' ? json.staffRole : null,
      expiresAt: json.exp * 1000,
    }
  } catch {
    return null
  }
}

/** The initials shown on the account menu. */
export function initialsOf(user: Pick<SessionUser, 'firstName' | 'lastName' | 'email'>): string {
  const initials = `${user.firstName.trim()[0] ?? ''}${user.lastName.trim()[0] ?? ''}`
  return (initials || user.email[0] || '?').toUpperCase()
}

const listeners = new Set<() => void>()
let current: Session | null | undefined

function load(): Session | null {
  try {
    const token = localStorage.getItem(SESSION_STORAGE_KEY)
    const user = token ? readToken(token) : null
    return token && user ? { token, user } : null
  } catch {
    return null
  }
}

export function currentSession(): Session | null {
  if (current === undefined) current = load()
  return current
}

/** When the server last ended this page's session, until the person has been told (or logs in again). */
let endedAt: number | null = null
/** Whose session the server ended, until someone logs in or out: the page they were at work on stays theirs. */
let endedFor: SessionUser | null = null

function publish(next: Session | null): void {
  current = next
  for (const listener of listeners) listener()
}

/** Starts a session (after logging in, confirming an e-mail, setting a password) or renews it. */
export function setSession(token: string): void {
  const user = readToken(token)
  if (!user) throw new Error('The server sent a token that cannot be read')
  try {
    localStorage.setItem(SESSION_STORAGE_KEY, token)
  } catch {
    // Kept for this page only.
  }
  endedAt = null
  endedFor = null
  publish({ token, user })
}

/** The person logged out, or the session cannot be used (not a session the server ended: see endSession). */
export function clearSession(): void {
  endedFor = null
  forgetStoredSession()
  publish(null)
}

/**
 * The server ended the session (a 401, or its check said "expired"): forgotten at once, so the
 * header and the login page see no one signed in, and said once by useSessionEnded. Only the first
 * answer that finds it ended counts: the others that were on their way say nothing more.
 */
export function endSession(): void {
  const ending = currentSession()
  if (!ending) return
  forgetStoredSession()
  endedAt = Date.now()
  endedFor = ending.user
  publish(null)
}

/** The person has read that their session ended. */
export function acknowledgeSessionEnded(): void {
  if (endedAt === null) return
  endedAt = null
  for (const listener of listeners) listener()
}

/**
 * Forgets the stored token without telling the page: for a page about to reload, where emptying
 * what is on screen first would only cancel requests half-way.
 */
export function forgetStoredSession(): void {
  try {
    localStorage.removeItem(SESSION_STORAGE_KEY)
  } catch {
    // Nothing was kept.
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  // Another tab logging in or out changes this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== SESSION_STORAGE_KEY) return
    const next = load()
    if (next) {
      endedAt = null
      endedFor = null
    }
    publish(next)
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/** Calls back whenever the session changes: a login, a renewed token, a logout (here or in another tab). */
export function onSessionChange(callback: () => void): () => void {
  return subscribe(callback)
}

/** Calls back when a different user (or nobody) is logged in; not when a token is renewed. */
export function onUserChange(callback: () => void): () => void {
  let userId = currentSession()?.user.userId
  return subscribe(() => {
    const next = currentSession()?.user.userId
    if (next !== userId) {
      userId = next
      callback()
    }
  })
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, currentSession, () => null)
}

/**
 * The person a page is for: who is signed in, or whose session the server ended while they were
 * at work on it. A form they were filling stays on screen, theirs, its draft kept to be sent
 * after their next login; a logout leaves no one.
 */
export function useSessionUser(): SessionUser | null {
  return useSyncExternalStore(subscribe, sessionUser, () => null)
}

/** useSessionUser outside React: for a route deciding whose page it is. */
export function sessionUser(): SessionUser | null {
  return currentSession()?.user ?? endedFor
}

/** When the server ended the session, while the person has not been told yet; otherwise null. */
export function sessionEndedAt(): number | null {
  return endedAt
}

export function useSessionEnded(): number | null {
  return useSyncExternalStore(subscribe, sessionEndedAt, () => null)
}
