// What the proponent is told when the office answers a proposal at Proposal Check: accepted into
// Adequacy Review, or returned to them as a draft with the office's reason. English and French.
import type { Language } from './account-mails.ts'
import type { OutgoingMail } from './mailer.ts'

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

export function proposalAcceptedMail(a: ProposalAnswer): OutgoingMail {
  const fr = a.language === 'fr'
  const lines = fr
    ? [
        `Bonjour ${a.firstName},`,
        '',
        `Votre proposition « ${a.projectTitle} » (${a.projectNumber}) a été acceptée et passe à l’examen de la conformité. Elle est maintenant publique dans le registre.`,
        '',
        a.link,
        '',
        'Le registre des évaluations',
      ]
    : [
        `Hello ${a.firstName},`,
        '',
        `Your proposal “${a.projectTitle}” (${a.projectNumber}) was accepted into Adequacy Review. It is now public on the registry.`,
        '',
        a.link,
        '',
        'The assessment registry',
      ]
  const subject = fr ? `Proposition acceptée : ${a.projectNumber}` : `Proposal accepted: ${a.projectNumber}`
  return { kind: 'proposal-accepted', to: a.to, subject, text: lines.join('\n'), meta: { projectNumber: a.projectNumber } }
}

export function proposalReturnedMail(a: ProposalAnswer): OutgoingMail {
  const fr = a.language === 'fr'
  const lines = fr
    ? [
        `Bonjour ${a.firstName},`,
        '',
        `Votre proposition « ${a.projectTitle} » (${a.projectNumber}) vous est retournée pour la raison suivante :`,
        '',
        a.reason ?? '',
        '',
        'Elle est de nouveau une ébauche dans Mes projets : corrigez-la, puis soumettez-la à nouveau.',
        '',
        a.link,
        '',
        'Le registre des évaluations',
      ]
    : [
        `Hello ${a.firstName},`,
        '',
        `Your proposal “${a.projectTitle}” (${a.projectNumber}) was returned to you for this reason:`,
        '',
        a.reason ?? '',
        '',
        'It is a draft again on My Projects: correct it, then submit it again.',
        '',
        a.link,
        '',
        'The assessment registry',
      ]
  const subject = fr ? `Proposition retournée : ${a.projectNumber}` : `Proposal returned: ${a.projectNumber}`
  return { kind: 'proposal-returned', to: a.to, subject, text: lines.join('\n'), meta: { projectNumber: a.projectNumber } }
}
