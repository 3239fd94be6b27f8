// The warning a drafter gets a week before a draft untouched for six months is deleted (spec §6),
// in English and French.
import { formatDate } from '../../shared/domain/dates.ts'
import type { OutgoingMail } from './mailer.ts'
import { escapeHtml, greeting, letterText, SIGNATURE } from './letter.ts'
import type { Language } from './letter.ts'

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
          lines: [
            `Votre ébauche de proposition « ${title} » n’a pas été modifiée depuis près de six mois. Les ébauches inactives pendant six mois sont supprimées : elle le sera le ${day}.`,
            'Pour la garder, ouvrez-la et enregistrez-la depuis Mes projets.',
          ],
          action: 'Ouvrir Mes projets',
        }
      : {
          subject: `Your draft “${title}” will be deleted on ${day}`,
          lines: [
            `Your draft proposal “${title}” has not been changed for almost six months. Drafts untouched for six months are deleted: this one will be on ${day}.`,
            'To keep it, open it from My Projects and save it.',
          ],
          action: 'Open My Projects',
        }
  const text = letterText(language, options.firstName, [...w.lines, '', link])
  const html = [
    `<p>${escapeHtml(greeting(language, options.firstName))}</p>`,
    ...w.lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(w.action)}</a></p>`,
    `<p>${escapeHtml(SIGNATURE[language])}</p>`,
  ].join('\n')
  return { kind: 'draft-deletion-warning', to: options.to, subject: w.subject, text, html, meta: { link } }
}
