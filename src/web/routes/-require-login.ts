// Protected routes: an anonymous visitor gets the login screen, and comes back after logging in.
import { redirect } from '@tanstack/react-router'
import { currentSession } from '../lib/session'

export function requireLogin({ location }: { location: { href: string } }): void {
  if (!currentSession()) throw redirect({ to: '/login', search: { redirect: location.href }, state: { accountNotice: 'login-required' } })
}

/** Login screens send a visitor who is already logged in home. */
export function homeIfLoggedIn(): void {
  if (currentSession()) throw redirect({ to: '/', replace: true })
}

/** Only addresses of this site are followed after logging in. */
export function safeRedirect(target: unknown): string {
  return typeof target === 'string' && target.startsWith('/') && !target.startsWith('//') ? target : '/'
}
