// What an applicant is told when the office decides their application to be an intervenor of a
// panel review: accepted (they are now listed and may add submissions), or declined with the
// office's reason. English and French.
import type { OutgoingMail } from './mailer.ts'
import { letterMail } from './letter.ts'
import type { IntervenorDecided } from '../modules/intervenors/intervenor-decisions.service.ts'

export interface IntervenorDecision extends IntervenorDecided {
  /** The project page. */
  link: string
  /** Why it was declined; absent when accepted. */
  reason?: string
}

const decisionMail = (kind: 'intervenor-accepted' | 'intervenor-declined', a: IntervenorDecision, subject: string, body: string[]): OutgoingMail =>
  letterMail({
    kind,
    to: a.email,
    subject,
    language: a.language,
    firstName: a.firstName,
    body: [...body, '', a.link],
    meta: { projectNumber: a.projectNumber },
  })

export function intervenorAcceptedMail(a: IntervenorDecision): OutgoingMail {
  return a.language === 'fr'
    ? decisionMail('intervenor-accepted', a, `Demande d’intervention acceptée : ${a.projectNumber}`, [
        `Votre demande d’intervention dans le projet « ${a.projectTitle} » (${a.projectNumber}) a été acceptée. Vous figurez maintenant parmi les intervenants et pouvez ajouter vos observations avant les audiences.`,
      ])
    : decisionMail('intervenor-accepted', a, `Intervenor application accepted: ${a.projectNumber}`, [
        `Your application to be an intervenor on “${a.projectTitle}” (${a.projectNumber}) was accepted. You are now listed among its intervenors and may add submissions before the hearings.`,
      ])
}

export function intervenorDeclinedMail(a: IntervenorDecision): OutgoingMail {
  return a.language === 'fr'
    ? decisionMail('intervenor-declined', a, `Demande d’intervention refusée : ${a.projectNumber}`, [
        `Votre demande d’intervention dans le projet « ${a.projectTitle} » (${a.projectNumber}) a été refusée pour la raison suivante :`,
        '',
        a.reason ?? '',
      ])
    : decisionMail('intervenor-declined', a, `Intervenor application declined: ${a.projectNumber}`, [
        `Your application to be an intervenor on “${a.projectTitle}” (${a.projectNumber}) was declined for this reason:`,
        '',
        a.reason ?? '',
      ])
}
