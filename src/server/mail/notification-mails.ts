// The mails of project notices, in English and French: what happened, a link to the project, why
// the reader gets it, and an unsubscribe link (also offered one-click to mail clients, RFC 8058).
import type { NotificationKind, RecipientKind } from '../../shared/domain/notification-kinds.ts'
import type { Language } from './account-mails.ts'
import type { OutgoingMail } from './mailer.ts'

const HEADLINES: Record<Language, Record<NotificationKind, string>> = {
  en: {
    'public-notice': 'A public comment period is open',
    'seeking-views': 'Views and information are sought',
    'information-request': 'An information request was published',
    adequacy: 'Adequacy notice',
    'recommendation-sent': 'A recommendation was sent',
    'decision-document': 'A decision document was issued',
    extension: 'The timeline was extended',
    hearing: 'Public hearing notice',
    general: 'General notice',
  },
  fr: {
    'public-notice': 'Une période de commentaires publics est ouverte',
    'seeking-views': 'Des opinions et des renseignements sont sollicités',
    'information-request': 'Une demande de renseignements a été publiée',
    adequacy: 'Avis de conformité',
    'recommendation-sent': 'Une recommandation a été envoyée',
    'decision-document': 'Un document décisionnel a été délivré',
    extension: 'Le délai a été prolongé',
    hearing: 'Avis d’audience publique',
    general: 'Avis général',
  },
}

const REASONS: Record<Language, Record<RecipientKind, string>> = {
  en: {
    'proponent-agent': 'You receive this notice as the proponent or agent of this project.',
    follower: 'You receive this notice because you follow this project.',
    'notification-profile': 'You receive this notice because the project matches your notification profile.',
  },
  fr: {
    'proponent-agent': 'Vous recevez cet avis à titre de promoteur ou de mandataire de ce projet.',
    follower: 'Vous recevez cet avis parce que vous suivez ce projet.',
    'notification-profile': 'Vous recevez cet avis parce que le projet correspond à votre profil de notification.',
  },
}

const WORDS = {
  en: { greeting: (name: string) => `Hello ${name},`, open: 'View the project', unsubscribe: 'Unsubscribe', signature: 'The assessment registry', project: 'Project' },
  fr: { greeting: (name: string) => `Bonjour ${name},`, open: 'Voir le projet', unsubscribe: 'Se désabonner', signature: 'Le registre des évaluations', project: 'Projet' },
} as const

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

export interface ProjectNotice {
  kind: NotificationKind
  projectId: string
  projectNumber: string | null
  projectTitle: string
  note: string | null
}

/** Subject and HTML of a notice as the project's Notifications tab keeps it (English, no personal part). */
export function noticeRecord(notice: ProjectNotice, publicBaseUrl: string): { subject: string; content: string } {
  const subject = noticeSubject(notice, 'en')
  const link = `${publicBaseUrl}/projects/${notice.projectId}`
  const content = [`<p>${escapeHtml(HEADLINES.en[notice.kind])}: ${escapeHtml(projectName(notice))}</p>`, notice.note ? `<p>${escapeHtml(notice.note)}</p>` : '', `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`].join('')
  return { subject, content }
}

const projectName = (notice: ProjectNotice) => (notice.projectNumber ? `${notice.projectNumber} – ${notice.projectTitle}` : notice.projectTitle)

function noticeSubject(notice: ProjectNotice, language: Language): string {
  return `${HEADLINES[language][notice.kind]}: ${projectName(notice)}`
}

export function noticeMail(options: {
  notice: ProjectNotice
  to: string
  firstName: string
  language: Language
  recipientKind: RecipientKind
  publicBaseUrl: string
  unsubscribeToken: string
  deliveryId: string
}): OutgoingMail {
  const { notice, language, publicBaseUrl } = options
  const w = WORDS[language]
  const projectLink = `${publicBaseUrl}/projects/${notice.projectId}`
  const unsubscribePage = `${publicBaseUrl}/unsubscribe/${options.unsubscribeToken}`
  const oneClick = `${publicBaseUrl}/api/unsubscribe/${options.unsubscribeToken}`
  const lines = [`${HEADLINES[language][notice.kind]}.`, `${w.project}: ${projectName(notice)}`, ...(notice.note ? [notice.note] : [])]
  const reason = REASONS[language][options.recipientKind]
  const text = [w.greeting(options.firstName), '', ...lines, '', `${w.open}: ${projectLink}`, '', reason, `${w.unsubscribe}: ${unsubscribePage}`, '', w.signature].join('\n')
  const html = [
    `<p>${escapeHtml(w.greeting(options.firstName))}</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(projectLink)}">${escapeHtml(w.open)}</a></p>`,
    `<p>${escapeHtml(reason)} <a href="${escapeHtml(unsubscribePage)}">${escapeHtml(w.unsubscribe)}</a></p>`,
    `<p>${escapeHtml(w.signature)}</p>`,
  ].join('\n')
  return {
    kind: `notice-${notice.kind}`,
    to: options.to,
    subject: noticeSubject(notice, language),
    text,
    html,
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    messageId: `<${options.deliveryId}@registry.notices>`,
    meta: { link: projectLink, unsubscribe: unsubscribePage },
  }
}
