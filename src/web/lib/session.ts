// The visitor's session: the token the server issued, kept in localStorage so that it survives a
// reload, and the user it names (read from the token, which the server checks on every call).
// Components read it with useSession; the API client sends it.
import { useSyncExternalStore } from 'react'

export const SESSION_STORAGE_KEY = 'registry.session'

export interface SessionUser {
  userId: string
  firstName: string
  lastName: string
  email: string
  infoUpdatedDate: string | null
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
  publish({ token, user })
}

export function clearSession(): void {
  forgetStoredSession()
  publish(null)
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
    if (event.key === SESSION_STORAGE_KEY) publish(load())
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
