// The warning a drafter gets a week before a draft untouched for six months is deleted (spec §6),
// in English and French.
import { formatDate } from '../../shared/domain/dates.ts'
import type { Language } from './account-mails.ts'
import type { OutgoingMail } from './mailer.ts'

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

export function draftDeletionMail(options: {
  to: string
  firstName: string
  language: Language
  title: string
  deletedOn: Date
  publicBaseUrl: string
}): OutgoingMail {
  const { language, title } = options
  const day = formatDate(options.deletedOn, language)
  const link = `${options.publicBaseUrl}/my-projects`
  const w =
    language === 'fr'
      ? {
          subject: `Votre ébauche « ${title} » sera supprimée le ${day}`,
          greeting: `Bonjour ${options.firstName},`,
          lines: [
            `Votre ébauche de proposition « ${title} » n’a pas été modifiée depuis près de six mois. Les ébauches inactives pendant six mois sont supprimées : elle le sera le ${day}.`,
            'Pour la garder, ouvrez-la et enregistrez-la depuis Mes projets.',
          ],
          action: 'Ouvrir Mes projets',
          signature: 'Le registre des évaluations',
        }
      : {
          subject: `Your draft “${title}” will be deleted on ${day}`,
          greeting: `Hello ${options.firstName},`,
          lines: [
            `Your draft proposal “${title}” has not been changed for almost six months. Drafts untouched for six months are deleted: this one will be on ${day}.`,
            'To keep it, open it from My Projects and save it.',
          ],
          action: 'Open My Projects',
          signature: 'The assessment registry',
        }
  const text = [w.greeting, '', ...w.lines, '', link, '', w.signature].join('\n')
  const html = [
    `<p>${escapeHtml(w.greeting)}</p>`,
    ...w.lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(w.action)}</a></p>`,
    `<p>${escapeHtml(w.signature)}</p>`,
  ].join('\n')
  return { kind: 'draft-deletion-warning', to: options.to, subject: w.subject, text, html, meta: { link } }
}
