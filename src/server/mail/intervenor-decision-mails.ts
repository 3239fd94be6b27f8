// What an applicant is told when the office decides their application to be an intervenor of a
// panel review: accepted (they are now listed and may add submissions), or declined with the
// office's reason. English and French.
import type { OutgoingMail } from './mailer.ts'
import type { IntervenorDecided } from '../modules/intervenors/intervenor-decisions.service.ts'

export interface IntervenorDecision extends IntervenorDecided {
  /** The project page. */
  link: string
  /** Why it was declined; absent when accepted. */
  reason?: string
}

export function intervenorAcceptedMail(a: IntervenorDecision): OutgoingMail {
  const fr = a.language === 'fr'
  const lines = fr
    ? [
        `Bonjour ${a.firstName},`,
        '',
        `Votre demande d’intervention dans le projet « ${a.projectTitle} » (${a.projectNumber}) a été acceptée. Vous figurez maintenant parmi les intervenants et pouvez ajouter vos observations avant les audiences.`,
        '',
        a.link,
        '',
        'Le registre des évaluations',
      ]
    : [
        `Hello ${a.firstName},`,
        '',
        `Your application to be an intervenor on “${a.projectTitle}” (${a.projectNumber}) was accepted. You are now listed among its intervenors and may add submissions before the hearings.`,
        '',
        a.link,
        '',
        'The assessment registry',
      ]
  const subject = fr ? `Demande d’intervention acceptée : ${a.projectNumber}` : `Intervenor application accepted: ${a.projectNumber}`
  return { kind: 'intervenor-accepted', to: a.email, subject, text: lines.join('\n'), meta: { projectNumber: a.projectNumber } }
}

export function intervenorDeclinedMail(a: IntervenorDecision): OutgoingMail {
  const fr = a.language === 'fr'
  const lines = fr
    ? [
        `Bonjour ${a.firstName},`,
        '',
        `Votre demande d’intervention dans le projet « ${a.projectTitle} » (${a.projectNumber}) a été refusée pour la raison suivante :`,
        '',
        a.reason ?? '',
        '',
        a.link,
        '',
        'Le registre des évaluations',
      ]
    : [
        `Hello ${a.firstName},`,
        '',
        `Your application to be an intervenor on “${a.projectTitle}” (${a.projectNumber}) was declined for this reason:`,
        '',
        a.reason ?? '',
        '',
        a.link,
        '',
        'The assessment registry',
      ]
  const subject = fr ? `Demande d’intervention refusée : ${a.projectNumber}` : `Intervenor application declined: ${a.projectNumber}`
  return { kind: 'intervenor-declined', to: a.email, subject, text: lines.join('\n'), meta: { projectNumber: a.projectNumber } }
}
