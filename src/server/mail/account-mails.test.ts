import { describe, expect, it } from 'vitest'
import { accountMail } from './account-mails.ts'

describe('account mails', () => {
  it('link to the spec routes under the public address', () => {
    const mail = accountMail({ kind: 'confirm-email', to: 'a@b.ca', firstName: 'Ada', language: 'en', publicBaseUrl: 'https://registry.example', token: 'abc' })
    expect(mail.subject).toBe('Confirm your e-mail address')
    expect(mail.text).toContain('https://registry.example/confirm-email/abc')
    expect(accountMail({ kind: 'login-email', to: 'a', firstName: 'A', language: 'en', publicBaseUrl: 'http://x', token: 't' }).text).toContain('http://x/loginEmail/t')
    expect(accountMail({ kind: 'reset-password', to: 'a', firstName: 'A', language: 'en', publicBaseUrl: 'http://x', token: 't' }).text).toContain('http://x/change-password/t')
    expect(accountMail({ kind: 'create-password', to: 'a', firstName: 'A', language: 'en', publicBaseUrl: 'http://x', token: 't' }).text).toContain('http://x/create-password/t')
  })
  it('are written in French for French speakers', () => {
    const mail = accountMail({ kind: 'reset-password', to: 'a@b.ca', firstName: 'Élise', language: 'fr', publicBaseUrl: 'http://x', token: 't' })
    expect(mail.subject).toBe('Réinitialisez votre mot de passe')
    expect(mail.text.startsWith('Bonjour Élise,')).toBe(true)
  })
  it('escape names in the HTML version', () => {
    const mail = accountMail({ kind: 'confirm-email', to: 'a', firstName: '<script>', language: 'en', publicBaseUrl: 'http://x', token: 't' })
    expect(mail.html).toContain('&lt;script&gt;')
    expect(mail.html).not.toContain('<script>')
  })
})
