import { describe, expect, it } from 'vitest'
import { accountMail } from './account-mails.ts'

describe('account mails', () => {
  it('link to the spec routes under the public address', () => {
    const mail = accountMail({ kind: 'confirm-email', to: 'a@b.ca', firstName: 'Ada', language: 'en', publicBaseUrl: 'https://registry.example', token: 'abc' })
    expect(mail.subject).toBe('Confirm your e-mail address')
    expect(mail.text).toContain('https://registry.example/confirm-email/abc')
    expect(accountMail({ kind: 'login-email', to: 'a', firstName: 'A', language: 'en', publicBaseUrl: 'http://x', token: 't' }).text).toContain(
      'http://x/loginEmail/t',
    )
    expect(accountMail({ kind: 'reset-password', to: 'a', firstName: 'A', language: 'en', publicBaseUrl: 'http://x', token: 't' }).text).toContain(
      'http://x/change-password/t',
    )
    expect(accountMail({ kind: 'create-password', to: 'a', firstName: 'A', language: 'en', publicBaseUrl: 'http://x', token: 't' }).text).toContain(
      'http://x/create-password/t',
    )
  })
  it('are written in French for French speakers', () => {
    const mail = accountMail({ kind: 'reset-password', to: 'a@b.ca', firstName: 'Élise', language: 'fr', publicBaseUrl: 'http://x', token: 't' })
    expect(mail.subject).toBe('Réinitialisez votre mot de passe')
    expect(mail.text.startsWith('Bonjour Élise,')).toBe(true)
  })
  it('say how long the link lasts, one hour in the singular, in both languages', () => {
    const mail = (language: 'en' | 'fr', validHours: number) =>
      accountMail({ kind: 'login-email', to: 'a', firstName: 'A', language, publicBaseUrl: 'http://x', token: 't', validHours }).text
    expect(mail('en', 1)).toContain('It can be used once and expires in 1 hour.')
    expect(mail('en', 24)).toContain('expires in 24 hours.')
    expect(mail('fr', 1)).toContain('Il ne peut servir qu’une fois et expire dans 1 heure.')
    expect(mail('fr', 24)).toContain('expire dans 24 heures.')
    const html = accountMail({ kind: 'reset-password', to: 'a', firstName: 'A', language: 'en', publicBaseUrl: 'http://x', token: 't', validHours: 1 }).html
    expect(html).toContain('expires in 1 hour.')
    expect(html).not.toContain('1 hours')
  })
  it('tell the owner of an account guessed at where a login link is asked for, in both languages', () => {
    const mail = (language: 'en' | 'fr') => accountMail({ kind: 'failed-logins', to: 'a', firstName: 'A', language, publicBaseUrl: 'http://x' })
    expect(mail('en').subject).toBe('Many failed attempts to log in to your account')
    expect(mail('en').text).toContain('http://x/loginEmail\n')
    expect(mail('fr').subject).toBe('Nombreuses tentatives de connexion à votre compte')
    expect(mail('fr').text).toContain('http://x/loginEmail\n')
  })
  it('escape names in the HTML version', () => {
    const mail = accountMail({ kind: 'confirm-email', to: 'a', firstName: '<script>', language: 'en', publicBaseUrl: 'http://x', token: 't' })
    expect(mail.html).toContain('&lt;script&gt;')
    expect(mail.html).not.toContain('<script>')
  })
})
