// The mails of project notices: the words of shared/domain/notice-texts.ts in the reader's
// language, then the other language below (the territory's notices are bilingual), why the reader
// gets it, and an unsubscribe link (also offered one-click to mail clients, RFC 8058) unless the
// notice is one they cannot turn off.
import { OTHER_LANGUAGE_FOLLOWS, noticeText, otherLanguage } from '../../shared/domain/notice-texts.ts'
import type { NoticeSubject } from '../../shared/domain/notice-texts.ts'
import { canUnsubscribe } from '../../shared/domain/notification-kinds.ts'
import type { RecipientKind } from '../../shared/domain/notification-kinds.ts'
import { escapeHtml, greeting, SIGNATURE } from './letter.ts'
import type { Language } from './letter.ts'
import type { OutgoingMail } from './mailer.ts'

export type ProjectNotice = NoticeSubject

const REASONS: Record<Language, Record<RecipientKind, string>> = {
  en: {
    staff: 'You receive this notice as a member of the office assessing this project.',
    'proponent-agent': 'You receive this notice as the proponent or agent of this project.',
    intervenor: 'You receive this notice as an intervenor of this project.',
    follower: 'You receive this notice because you follow this project.',
    'notification-profile': 'You receive this notice because the project matches your notification profile.',
    'comment-writer': 'You receive this notice because you wrote this comment.',
  },
  fr: {
    staff: 'Vous recevez cet avis à titre de membre du bureau qui évalue ce projet.',
    'proponent-agent': 'Vous recevez cet avis à titre de promoteur ou de mandataire de ce projet.',
    intervenor: 'Vous recevez cet avis à titre d’intervenant de ce projet.',
    follower: 'Vous recevez cet avis parce que vous suivez ce projet.',
    'notification-profile': 'Vous recevez cet avis parce que le projet correspond à votre profil de notification.',
    'comment-writer': 'Vous recevez cet avis parce que vous avez rédigé ce commentaire.',
  },
}

const WORDS = {
  en: {
    unsubscribe: 'Unsubscribe',
    required: 'As this concerns your project’s obligations, it cannot be turned off.',
  },
  fr: {
    unsubscribe: 'Se désabonner',
    required: 'Comme il s’agit des obligations de votre projet, cet avis ne peut pas être désactivé.',
  },
} as const

const paragraphsHtml = (paragraphs: string[]) => paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')

/** Subject and HTML of a notice as the project's Notifications tab keeps it, in both languages (no personal part). */
export function noticeRecord(notice: ProjectNotice, publicBaseUrl: string): { subject: string; content: string; subjectFr: string; contentFr: string } {
  const [en, fr] = [noticeText(notice, 'en', publicBaseUrl), noticeText(notice, 'fr', publicBaseUrl)]
  return { subject: en.subject, content: paragraphsHtml(en.paragraphs), subjectFr: fr.subject, contentFr: paragraphsHtml(fr.paragraphs) }
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
  const { notice, language, publicBaseUrl, recipientKind } = options
  const unsubscribable = canUnsubscribe(notice.kind, recipientKind)
  const unsubscribePage = `${publicBaseUrl}/unsubscribe/${options.unsubscribeToken}`
  const oneClick = `${publicBaseUrl}/api/unsubscribe/${options.unsubscribeToken}`
  /** One language's half: the notice, why the reader gets it, and how to stop it when they may. */
  const half = (l: Language) => {
    const w = WORDS[l]
    const text = noticeText(notice, l, publicBaseUrl)
    const closing = unsubscribable
      ? `${REASONS[l][recipientKind]} ${w.unsubscribe}: ${unsubscribePage}`
      : `${REASONS[l][recipientKind]}${recipientKind === 'proponent-agent' ? ` ${w.required}` : ''}`
    return { text, greeting: greeting(l, options.firstName), closing, signature: SIGNATURE[l], unsubscribe: w.unsubscribe, reason: REASONS[l][recipientKind] }
  }
  const [first, second] = [half(language), half(otherLanguage(language))]
  const text = [first, second]
    .map((h, i) =>
      [...(i === 0 ? [OTHER_LANGUAGE_FOLLOWS[language], ''] : ['', '―――', '']), h.greeting, '', ...h.text.paragraphs, '', h.closing, '', h.signature].join(
        '\n',
      ),
    )
    .join('\n')
  const html = [first, second]
    .map((h, i) =>
      [
        i === 0 ? `<p><em>${escapeHtml(OTHER_LANGUAGE_FOLLOWS[language])}</em></p>` : '<hr>',
        `<p>${escapeHtml(h.greeting)}</p>`,
        paragraphsHtml(h.text.paragraphs.slice(0, -1)),
        `<p><a href="${escapeHtml(h.text.link)}">${escapeHtml(h.text.paragraphs.at(-1)!)}</a></p>`,
        `<p>${escapeHtml(h.reason)}${unsubscribable ? ` <a href="${escapeHtml(unsubscribePage)}">${escapeHtml(h.unsubscribe)}</a>` : escapeHtml(h.closing.slice(h.reason.length))}</p>`,
        `<p>${escapeHtml(h.signature)}</p>`,
      ].join('\n'),
    )
    .join('\n')
  return {
    kind: `notice-${notice.kind}`,
    to: options.to,
    subject: first.text.subject,
    text,
    html,
    ...(unsubscribable ? { headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } } : {}),
    messageId: `<${options.deliveryId}@registry.notices>`,
    meta: { link: first.text.link, ...(unsubscribable ? { unsubscribe: unsubscribePage } : {}) },
  }
}
