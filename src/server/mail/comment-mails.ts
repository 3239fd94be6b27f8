// The receipt of a comment, in English and French: its number, and that it is posted after review
// (spec public-registry §5, §9: "posted after 24 to 48 hours of review").
import type { Language } from './account-mails.ts'
import type { OutgoingMail } from './mailer.ts'

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
  const lines =
    r.language === 'fr'
      ? [
          `Bonjour ${r.firstName},`,
          '',
          `Nous avons bien reçu votre commentaire sur le projet « ${r.projectTitle} ». Son numéro est ${r.commentNumber}.`,
          'Les commentaires sont publiés après un examen de 24 à 48 heures.',
          '',
          r.link,
          '',
          'Le registre des évaluations',
        ]
      : [
          `Hello ${r.firstName},`,
          '',
          `We received your comment on the project “${r.projectTitle}”. Its number is ${r.commentNumber}.`,
          'Comments are posted after 24 to 48 hours of review.',
          '',
          r.link,
          '',
          'The assessment registry',
        ]
  const subject = r.language === 'fr' ? `Commentaire reçu : ${r.commentNumber}` : `Comment received: ${r.commentNumber}`
  return { kind: 'comment-receipt', to: r.to, subject, text: lines.join('\n'), meta: { commentNumber: r.commentNumber } }
}
