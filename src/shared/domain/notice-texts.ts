// What a project notice says, in English and French: the project (number, title, link), what
// happened, what the reader can do and by when, with dates in Yukon time, and the page that shows
// it. The mail and the project's Notifications tab both say it with these words; a mail gives the
// reader's language first and the other below it, as the territory's bilingual notices do.
import { formatDate, formatDateTime } from './dates.ts'
import type { NotificationKind } from './notification-kinds.ts'

export type NoticeLanguage = 'en' | 'fr'

/** What an event tells beyond its kind, recorded with it when it happens. Dates are ISO instants. */
export interface NoticeDetails {
  /** By when the reader can act: a period's close, a request's due date, a stage's new deadline. */
  deadline?: string | null
  /** When it happened or begins: a hearing's first day, a period's close, a pause. */
  at?: string | null
  /** A hearing's last day. */
  until?: string | null
  /** A hearing's hours as the office wrote them, and its place. */
  time?: string | null
  place?: string | null
  /** What it names: a request's or a comment's number, a hearing's title, an applicant. */
  name?: string | null
  /** The registry page that shows it, from the site's root ("/projects/…/hearings/…"). */
  path?: string | null
  /** The comment a published-comment notice is about (its writer is told). */
  commentId?: string | null
}

export interface NoticeSubject {
  kind: NotificationKind
  projectId: string
  projectNumber: string | null
  projectTitle: string
  details: NoticeDetails
  /** Plain text the office added. */
  note: string | null
}

export interface NoticeText {
  subject: string
  /** Paragraphs of plain text, the link last. */
  paragraphs: string[]
  link: string
}

const HEADLINES: Record<NoticeLanguage, Record<NotificationKind, string>> = {
  en: {
    'public-notice': 'Public comment period open',
    'seeking-views': 'Views and information sought',
    'information-request': 'Information request published',
    adequacy: 'Proposal accepted into Adequacy Review',
    'recommendation-sent': 'Recommendation sent',
    'decision-document': 'Decision document issued',
    extension: 'Timeline extended',
    hearing: 'Public hearing scheduled',
    general: 'Notice from the office',
    'comment-period-closed': 'Comment period closed',
    paused: 'Assessment paused',
    suspended: 'Assessment suspended',
    resumed: 'Assessment resumed',
    'decision-uploaded': 'Decision document uploaded',
    'answer-submitted': 'Information request answered',
    'answer-published': 'Answer to an information request published',
    'comment-published': 'Your comment was published',
    'intervenor-application': 'Intervenor application received',
  },
  fr: {
    'public-notice': 'Période de commentaires publics ouverte',
    'seeking-views': 'Opinions et renseignements sollicités',
    'information-request': 'Demande de renseignements publiée',
    adequacy: 'Proposition acceptée pour l’examen de conformité',
    'recommendation-sent': 'Recommandation envoyée',
    'decision-document': 'Document décisionnel délivré',
    extension: 'Délai prolongé',
    hearing: 'Audience publique prévue',
    general: 'Avis du bureau',
    'comment-period-closed': 'Période de commentaires terminée',
    paused: 'Évaluation mise en pause',
    suspended: 'Évaluation suspendue',
    resumed: 'Évaluation reprise',
    'decision-uploaded': 'Document décisionnel téléversé',
    'answer-submitted': 'Réponse à une demande de renseignements reçue',
    'answer-published': 'Réponse à une demande de renseignements publiée',
    'comment-published': 'Votre commentaire a été publié',
    'intervenor-application': 'Demande d’intervention reçue',
  },
}

const YUKON_TIME = { en: 'Yukon time', fr: 'heure du Yukon' } as const

/** A deadline with its time of day and zone: "Dec 16, 2026 4:30 PM (Yukon time)". */
const when = (iso: string, language: NoticeLanguage) => `${formatDateTime(new Date(iso), language)} (${YUKON_TIME[language]})`
const day = (iso: string, language: NoticeLanguage) => formatDate(new Date(iso), language)

/** The sentences of each kind: what happened, then what the reader can do and by when. */
function sentences(kind: NotificationKind, d: NoticeDetails, language: NoticeLanguage): string[] {
  const fr = language === 'fr'
  const by = d.deadline ? when(d.deadline, language) : null
  const on = d.at ? day(d.at, language) : null
  const name = d.name ?? ''
  switch (kind) {
    case 'public-notice':
      return fr
        ? [
            'Une période de commentaires publics est ouverte sur ce projet.',
            by ? `Vous pouvez soumettre un commentaire jusqu’au ${by}.` : 'Vous pouvez soumettre un commentaire sur le registre.',
          ]
        : ['A public comment period is open on this project.', by ? `You can comment until ${by}.` : 'You can comment on the registry.']
    case 'seeking-views':
      return fr
        ? [
            'Des opinions et des renseignements sont sollicités sur ce projet.',
            by ? `Vous pouvez transmettre les vôtres jusqu’au ${by}.` : 'Vous pouvez transmettre les vôtres sur le registre.',
          ]
        : ['Views and information are sought on this project.', by ? `You can send yours until ${by}.` : 'You can send yours on the registry.']
    case 'information-request':
      return fr
        ? [
            `La demande de renseignements no ${name} a été publiée.`,
            by ? `Le promoteur doit y répondre au plus tard le ${by}.` : 'Vous pouvez la lire sur le registre.',
          ]
        : [`Information request No. ${name} was published.`, by ? `The proponent’s answer is due by ${by}.` : 'You can read it on the registry.']
    case 'adequacy':
      return fr
        ? [
            'La proposition a été acceptée pour l’examen de conformité et est maintenant publique.',
            'Vous pouvez lire la proposition et ses documents sur le registre.',
          ]
        : ['The proposal was accepted into Adequacy Review and is now public.', 'You can read the proposal and its documents on the registry.']
    case 'recommendation-sent':
      return fr
        ? ['La recommandation de l’évaluation a été envoyée aux organismes décisionnels.', 'Vous pouvez la lire dans l’onglet Documents du projet.']
        : ['The assessment’s recommendation was sent to the decision bodies.', 'You can read it on the project’s Documents tab.']
    case 'decision-document':
      return fr
        ? [`Le document décisionnel a été délivré${name ? ` (${name})` : ''}.`, 'Vous pouvez le lire dans l’onglet Documents du projet.']
        : [`The decision document was issued${name ? ` (${name})` : ''}.`, 'You can read it on the project’s Documents tab.']
    case 'extension':
      return fr
        ? ['Le délai de l’étape en cours a été prolongé.', by ? `La nouvelle échéance est le ${by}.` : 'La nouvelle échéance est indiquée sur le registre.']
        : ['The timeline of the current stage was extended.', by ? `The new deadline is ${by}.` : 'The new deadline is shown on the registry.']
    case 'hearing': {
      if (!d.name)
        return fr
          ? [
              'Le projet est à l’étape des audiences publiques.',
              'Les dates et lieux des audiences figurent dans son onglet Audiences dès qu’elles sont prévues.',
            ]
          : ['The project is at its public hearings stage.', 'The hearings’ dates and places are on its Hearings tab as they are scheduled.']
      const dates = on ? (d.until && day(d.until, language) !== on ? `${on} – ${day(d.until, language)}` : on) : null
      const whenText = [dates, d.time].filter(Boolean).join(', ')
      return fr
        ? [
            `Une audience publique est prévue : ${name}.`,
            ...(whenText ? [`Date : ${whenText} (${YUKON_TIME.fr}).`] : []),
            ...(d.place ? [`Lieu : ${d.place}.`] : []),
            'Vous pouvez y assister; sa page donne les détails et les documents.',
          ]
        : [
            `A public hearing is scheduled: ${name}.`,
            ...(whenText ? [`When: ${whenText} (${YUKON_TIME.en}).`] : []),
            ...(d.place ? [`Where: ${d.place}.`] : []),
            'You can attend; its page has the details and the documents.',
          ]
    }
    case 'general':
      return fr ? ['Le bureau publie un avis au sujet de ce projet.'] : ['The office has a notice about this project.']
    case 'comment-period-closed':
      return fr
        ? [`La période de commentaires s’est terminée${on ? ` le ${on}` : ''}.`, 'Les commentaires reçus sont publiés après examen.']
        : [`The comment period closed${on ? ` on ${on}` : ''}.`, 'The comments received are posted after review.']
    case 'paused':
      return fr
        ? [`L’évaluation a été mise en pause${on ? ` le ${on}` : ''}.`, 'Ses échéances sont suspendues jusqu’à sa reprise, qui vous sera annoncée.']
        : [`The assessment was paused${on ? ` on ${on}` : ''}.`, 'Its deadlines are on hold until it resumes; you will be told.']
    case 'suspended':
      return fr
        ? [`L’évaluation a été suspendue${on ? ` le ${on}` : ''}.`, 'Ses échéances sont suspendues jusqu’à sa reprise, qui vous sera annoncée.']
        : [`The assessment was suspended${on ? ` on ${on}` : ''}.`, 'Its deadlines are on hold until it resumes; you will be told.']
    case 'resumed':
      return fr
        ? [
            `L’évaluation a repris${on ? ` le ${on}` : ''}.`,
            by ? `L’échéance de l’étape en cours est le ${by}.` : 'Ses échéances sont indiquées sur le registre.',
          ]
        : [`The assessment resumed${on ? ` on ${on}` : ''}.`, by ? `The current stage’s deadline is ${by}.` : 'Its deadlines are shown on the registry.']
    case 'decision-uploaded':
      return fr
        ? [
            `Un organisme décisionnel a téléversé son document décisionnel${name ? ` (${name})` : ''}.`,
            'Consignez la décision et délivrez-la depuis la page du projet du personnel.',
          ]
        : [`A decision body uploaded its decision document${name ? ` (${name})` : ''}.`, 'Record the decision and issue it from the project’s staff page.']
    case 'answer-submitted':
      return fr
        ? [`Le promoteur a soumis sa réponse à la demande de renseignements no ${name}.`, 'Examinez-la et publiez-la depuis la file des réponses.']
        : [`The proponent submitted the answer to information request No. ${name}.`, 'Review it and publish it from the answers queue.']
    case 'answer-published':
      return fr
        ? [`La réponse à la demande de renseignements no ${name} a été publiée.`, 'Vous pouvez la lire sur le registre.']
        : [`The answer to information request No. ${name} was published.`, 'You can read it on the registry.']
    case 'comment-published':
      return fr
        ? [`Votre commentaire ${name} a été publié.`, 'Vous pouvez le lire dans l’onglet Commentaires du projet.']
        : [`Your comment ${name} was published.`, 'You can read it on the project’s Comments tab.']
    case 'intervenor-application':
      return fr
        ? [`${name} a demandé à intervenir.`, 'Examinez la demande depuis la file des intervenants.']
        : [`${name} applied to be an intervenor.`, 'Review the application from the intervenors queue.']
  }
}

const projectName = (n: NoticeSubject) => (n.projectNumber ? `${n.projectNumber} – ${n.projectTitle}` : n.projectTitle)

/** The notice in one language: its subject, its paragraphs and the page that shows it. */
export function noticeText(notice: NoticeSubject, language: NoticeLanguage, publicBaseUrl: string): NoticeText {
  const link = `${publicBaseUrl}${notice.details.path ?? `/projects/${notice.projectId}`}`
  const fr = language === 'fr'
  return {
    subject: `${HEADLINES[language][notice.kind]}${fr ? ' : ' : ': '}${projectName(notice)}`,
    paragraphs: [
      `${fr ? 'Projet : ' : 'Project: '}${projectName(notice)}`,
      ...sentences(notice.kind, notice.details, language),
      ...(notice.note ? [notice.note] : []),
      `${fr ? 'Voir sur le registre : ' : 'See it on the registry: '}${link}`,
    ],
    link,
  }
}

/** The line that points to the other language below. */
export const OTHER_LANGUAGE_FOLLOWS: Record<NoticeLanguage, string> = { en: '(La version française suit.)', fr: '(English follows.)' }

export const otherLanguage = (language: NoticeLanguage): NoticeLanguage => (language === 'fr' ? 'en' : 'fr')
