// What every mail to a person shares, in their language: the greeting by first name, the
// registry's signature, and the plain-text letter they frame.
import type { OutgoingMail } from './mailer.ts'

export type Language = 'en' | 'fr'

export const greeting = (language: Language, firstName: string) => (language === 'fr' ? `Bonjour ${firstName},` : `Hello ${firstName},`)

export const SIGNATURE: Record<Language, string> = { en: 'The assessment registry', fr: 'Le registre des évaluations' }

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** A letter's text: the greeting, the body's lines (an empty one between paragraphs), the signature. */
export const letterText = (language: Language, firstName: string, body: string[]) =>
  [greeting(language, firstName), '', ...body, '', SIGNATURE[language]].join('\n')

/** A plain-text mail, its text a letter. */
export function letterMail(mail: Omit<OutgoingMail, 'text'> & { language: Language; firstName: string; body: string[] }): OutgoingMail {
  const { language, firstName, body, ...rest } = mail
  return { ...rest, text: letterText(language, firstName, body) }
}
