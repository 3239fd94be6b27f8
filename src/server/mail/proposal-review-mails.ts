// What the proponent is told when the office answers a proposal at Proposal Check: accepted into
// Adequacy Review, or returned to them as a draft with the office's reason. English and French.
import type { OutgoingMail } from './mailer.ts'
import { letterMail } from './letter.ts'
import type { Language } from './letter.ts'

export interface ProposalAnswer {
  to: string
  firstName: string
  language: Language
  projectNumber: string
  projectTitle: string
  /** The project page (accepted) or My Projects (returned). */
  link: string
  /** Why it was returned; absent when accepted. */
  reason?: string
}

const answerMail = (kind: 'proposal-accepted' | 'proposal-returned', a: ProposalAnswer, subject: string, body: string[]): OutgoingMail =>
  letterMail({ kind, to: a.to, subject, language: a.language, firstName: a.firstName, body: [...body, '', a.link], meta: { projectNumber: a.projectNumber } })

export function proposalAcceptedMail(a: ProposalAnswer): OutgoingMail {
  return a.language === 'fr'
    ? answerMail('proposal-accepted', a, `Proposition acceptée : ${a.projectNumber}`, [
        `Votre proposition « ${a.projectTitle} » (${a.projectNumber}) a été acceptée et passe à l’examen de la conformité. Elle est maintenant publique dans le registre.`,
      ])
    : answerMail('proposal-accepted', a, `Proposal accepted: ${a.projectNumber}`, [
        `Your proposal “${a.projectTitle}” (${a.projectNumber}) was accepted into Adequacy Review. It is now public on the registry.`,
      ])
}

export function proposalReturnedMail(a: ProposalAnswer): OutgoingMail {
  return a.language === 'fr'
    ? answerMail('proposal-returned', a, `Proposition retournée : ${a.projectNumber}`, [
        `Votre proposition « ${a.projectTitle} » (${a.projectNumber}) vous est retournée pour la raison suivante :`,
        '',
        a.reason ?? '',
        '',
        'Elle est de nouveau une ébauche dans Mes projets : corrigez-la, puis soumettez-la à nouveau.',
      ])
    : answerMail('proposal-returned', a, `Proposal returned: ${a.projectNumber}`, [
        `Your proposal “${a.projectTitle}” (${a.projectNumber}) was returned to you for this reason:`,
        '',
        a.reason ?? '',
        '',
        'It is a draft again on My Projects: correct it, then submit it again.',
      ])
}
