// The mail about a comment, in English and French: its receipt (its number, and that it is posted
// after review: spec public-registry §5, §9 "posted after 24 to 48 hours of review"), and after a
// rejection the link to edit and resubmit it (issue 18).
import type { OutgoingMail } from './mailer.ts'
import { letterMail } from './letter.ts'
import type { Language } from './letter.ts'
import { formatDate } from '../../shared/domain/dates.ts'
import type { WithholdReason } from '../../shared/domain/comment-review.ts'

export interface CommentReceipt {
  to: string
  firstName: string
  language: Language
  commentNumber: string
  projectTitle: string
  /** The project's comments tab, where the comment appears once published. */
  link: string
}

export function commentReceiptMail(r: CommentReceipt): OutgoingMail {
  const fr = r.language === 'fr'
  return letterMail({
    kind: 'comment-receipt',
    to: r.to,
    subject: fr ? `Commentaire reçu : ${r.commentNumber}` : `Comment received: ${r.commentNumber}`,
    language: r.language,
    firstName: r.firstName,
    body: [
      ...(fr
        ? [
            `Nous avons bien reçu votre commentaire sur le projet « ${r.projectTitle} ». Son numéro est ${r.commentNumber}.`,
            'Les commentaires sont publiés après un examen de 24 à 48 heures.',
          ]
        : [
            `We received your comment on the project “${r.projectTitle}”. Its number is ${r.commentNumber}.`,
            'Comments are posted after 24 to 48 hours of review.',
          ]),
      '',
      r.link,
    ],
    meta: { commentNumber: r.commentNumber },
  })
}

export interface CommentRejection {
  to: string
  firstName: string
  language: Language
  commentNumber: string
  projectTitle: string
  reason: Exclude<WithholdReason, 'threat'>
  note: string | null
  /** The page where the author edits and resubmits the comment, with no login. */
  link: string
  expiresAt: Date
}

/** Why the comment was not published, as the mail's sentence ends. */
const REJECTION_REASON: Record<Language, Record<CommentRejection['reason'], string>> = {
  en: { 'personal-information': ' because it contains personal information.', profanity: ' because it contains profanity.', other: ', for the reason below.' },
  fr: {
    'personal-information': ' parce qu’il contient des renseignements personnels.',
    profanity: ' parce qu’il contient des grossièretés.',
    other: ', pour la raison ci-dessous.',
  },
}

export function commentRejectedMail(r: CommentRejection): OutgoingMail {
  const why = REJECTION_REASON[r.language][r.reason]
  const fr = r.language === 'fr'
  return letterMail({
    kind: 'comment-rejected',
    to: r.to,
    subject: fr ? `Commentaire non publié : ${r.commentNumber}` : `Comment not published: ${r.commentNumber}`,
    language: r.language,
    firstName: r.firstName,
    body: fr
      ? [
          `Votre commentaire ${r.commentNumber} sur le projet « ${r.projectTitle} » n’a pas été publié${why}`,
          ...(r.note ? [`Note de l’examen : « ${r.note} »`] : []),
          '',
          `Vous pouvez le modifier et le soumettre de nouveau pour examen jusqu’au ${formatDate(r.expiresAt, 'fr')}, sans ouvrir de session, à cette adresse :`,
          r.link,
        ]
      : [
          `Your comment ${r.commentNumber} on the project “${r.projectTitle}” was not published${why}`,
          ...(r.note ? [`The reviewer’s note: “${r.note}”`] : []),
          '',
          `You may edit it and send it again for review until ${formatDate(r.expiresAt, 'en')}, with no login, at this address:`,
          r.link,
        ],
    meta: { commentNumber: r.commentNumber },
  })
}
