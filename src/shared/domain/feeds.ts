// What the registry's feeds say (issue 31 item 3): the Atom entries of what happened on projects
// (activity lines, published documents, notices) and the calendar events of comment-period
// deadlines and hearings, in the reader's language. Entries and events carry ids that never change
// for the same item, so feed readers and calendar apps update them rather than add them again.
import type { ActivityEvent } from '../schemas/activity-event.ts'
import { informationRequestPath, recordPath } from './activity-messages.ts'
import { clockSpan, formatDateTime, yukonDay } from './dates.ts'
import { noticeText } from './notice-texts.ts'
import type { NoticeLanguage } from './notice-texts.ts'
import { findStage } from './stages.ts'
import type { CommentPeriodFlags } from './comment-period.ts'

export type FeedLanguage = NoticeLanguage

/**
 * The reader's language: `?lang=` when given, else the web app's interface language (X-UI-Language),
 * else the first of English and French the Accept-Language header prefers; English otherwise.
 */
export function feedLanguage(asked: { lang?: string | undefined; uiLanguage?: string | undefined; acceptLanguage?: string | undefined }): FeedLanguage {
  for (const value of [asked.lang, asked.uiLanguage]) if (value === 'en' || value === 'fr') return value
  const ranked = (asked.acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';')
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((x) => x !== undefined)
      return { primary: tag.split('-')[0], q: q === undefined ? 1 : Number(q), index }
    })
    .filter((r) => (r.primary === 'en' || r.primary === 'fr') && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  return ranked[0]?.primary === 'fr' ? 'fr' : 'en'
}

/** A tag: URI (RFC 4151) naming one item for good, under the registry's host name. */
export function tagUri(publicBaseUrl: string, kind: string, id: string): string {
  return `tag:${new URL(publicBaseUrl).hostname},2026:${kind}/${id}`
}

export interface FeedProject {
  projectId: string
  projectNumber: string | null
  title: string
}

const projectName = (p: FeedProject) => (p.projectNumber ? `${p.projectNumber} – ${p.title}` : p.title)

/** "What happened: 2024-0123 – Title", as a notice's subject names its project. */
export function entryTitle(headline: string, project: FeedProject, language: FeedLanguage): string {
  return `${headline.replace(/[.:]\s*$/, '')}${language === 'fr' ? ' : ' : ': '}${projectName(project)}`
}

const fr = (language: FeedLanguage) => language === 'fr'

/**
 * An activity line in a sentence, as the project's Activity tab says it. `outcomeNameFr` gives an
 * outcome's French name by its id (the event keeps the English one).
 */
export function activityHeadline(event: ActivityEvent, language: FeedLanguage, outcomeNameFr: (outcomeId: string) => string | null = () => null): string {
  const f = fr(language)
  const deadline = (iso: string) => formatDateTime(new Date(iso), language)
  switch (event.code) {
    case 'proposal-received':
      return f ? `Proposition reçue de ${event.proponentName}` : `Proposal received from ${event.proponentName}`
    case 'stage-started': {
      const stage = findStage(event.projectTypeId, event.stageId)
      const name = (f ? stage?.nameFr : stage?.name) ?? event.stageId
      return f ? `Début de l’étape : ${name}.` : `${name} started.`
    }
    case 'recommendation-sent':
      return f ? 'Recommandation transmise aux organismes décisionnels.' : 'Recommendation sent to the decision bodies.'
    case 'decision-issued':
      return f ? 'Document décisionnel délivré.' : 'Decision document issued.'
    case 'information-request-issued':
      return f ? 'Demande de renseignements transmise au promoteur.' : 'Information request issued to the proponent.'
    case 'information-request-answered':
      return f ? 'Le promoteur a répondu à la demande de renseignements.' : 'The proponent answered the information request.'
    case 'comment-period-open': {
      const until = event.deadline ? deadline(event.deadline) : null
      if (f) return `Les commentaires${event.participantsOnly ? ' des participants' : ''} sont acceptés${until ? ` jusqu’au ${until}` : ''}.`
      return `${event.participantsOnly ? 'Comments from participants' : 'Comments'} are accepted${until ? ` until ${until}` : ''}.`
    }
    case 'comment-period-closed':
      return f ? 'La période de commentaires est fermée.' : 'The comment period is closed.'
    case 'seeking-views-deadline':
      return f
        ? `Les opinions et les renseignements sont sollicités jusqu’au ${deadline(event.deadline)}.`
        : `Views and information are sought until ${deadline(event.deadline)}.`
    case 'lead-assessor-assigned':
      return f ? `Responsable de l’évaluation : ${event.name}.` : `${event.name} is the lead assessor.`
    case 'outcome-recorded':
      return f ? `Résultat de l’évaluation : ${outcomeNameFr(event.outcomeId) ?? event.name}.` : `Assessment outcome: ${event.name}.`
    case 'panel-named':
      return f ? `Les membres du comité sont ${event.names.join(', ')}.` : `The panel members are ${event.names.join(', ')}.`
    case 'assessment-paused':
      return f ? 'L’évaluation est en pause à la demande du promoteur.' : 'The assessment is paused at the proponent’s request.'
    case 'assessment-suspended':
      return f
        ? 'L’évaluation est suspendue jusqu’à ce que le promoteur confirme que le projet ira de l’avant.'
        : 'The assessment is suspended until the proponent confirms the project will go ahead.'
    case 'hearings-scheduled':
      return f ? 'Des audiences publiques sont prévues.' : 'Public hearings are scheduled.'
    case 'hearing-changed':
      return f ? `La date, l’heure ou le lieu de ${event.title} a changé.` : `The date, time or place of ${event.title} changed.`
    case 'comment-published':
      return f ? 'Un commentaire a été publié.' : 'A comment was posted.'
    case 'record-published': {
      const label = f
        ? { note: 'Note publiée', correspondence: 'Correspondance publiée', 'document-group': 'Documents publiés' }[event.kind]
        : { note: 'Note posted', correspondence: 'Correspondence posted', 'document-group': 'Documents posted' }[event.kind]
      return `${label}${f ? ' : ' : ': '}${event.title}`
    }
    case 'intervenor-accepted':
      return f ? `Demande d’intervention de ${event.name} acceptée.` : `${event.name} was accepted as an intervenor.`
    case 'document-added': {
      const label = f
        ? { decision: 'Décision reçue d’un organisme décisionnel', authorization: 'Autorisation reçue d’un organisme décisionnel', other: 'Document ajouté' }[
            event.kind
          ]
        : { decision: 'Decision received from a decision body', authorization: 'Authorization received from a decision body', other: 'Document added' }[
            event.kind
          ]
      return `${label}${f ? ' : ' : ': '}${event.name}`
    }
  }
}

/** Where an activity line leads, relative to its project's page (its Activity tab when nowhere closer). */
export function activityPath(event: ActivityEvent | null): string {
  switch (event?.code) {
    case 'information-request-issued':
    case 'information-request-answered':
      return informationRequestPath(event)
    case 'record-published':
      return recordPath(event)
    case 'comment-period-open':
    case 'comment-period-closed':
    case 'comment-published':
      return 'comments'
    case 'hearings-scheduled':
    case 'hearing-changed':
      return 'hearings'
    case 'intervenor-accepted':
      return 'intervenors'
    default:
      return 'activity'
  }
}

/** A published document: "Document published: 2024-0123-0007 Fish study". */
export function documentHeadline(document: { documentNumber: string | null; description: string | null; fileName: string }, language: FeedLanguage): string {
  const name = [document.documentNumber, document.description || document.fileName].filter(Boolean).join(' ')
  return `${fr(language) ? 'Document publié : ' : 'Document published: '}${name}`
}

/** A calendar event: timed (UTC instants) or whole Yukon days (the last day included). */
export type EventTime = { kind: 'timed'; start: Date; end: Date } | { kind: 'days'; firstDay: string; lastDay: string }

export interface CalendarEvent {
  uid: string
  title: string
  description: string
  time: EventTime
  location: string | null
  url: string
  /** When what the event says last changed: its DTSTAMP, so that the same data gives the same calendar. */
  stamp: Date
}

/** How long the deadline's event lasts on a calendar: the half hour before the office closes. */
const DEADLINE_EVENT_MS = 30 * 60 * 1000

/**
 * The comment period a project's calendar shows: one staff opened or scheduled, with a last day,
 * while it stands (the flags staff set); a period closed early or cancelled is no longer a deadline.
 */
export function commentPeriodDeadline(p: CommentPeriodFlags): { startsAt: Date | null; endsAt: Date; participantsOnly: boolean } | null {
  if (!(p.openForComments || p.openForParticipantComments) || !p.commentPeriodEndsAt) return null
  return { startsAt: p.commentPeriodStartsAt, endsAt: p.commentPeriodEndsAt, participantsOnly: !p.openForComments }
}

export interface CalendarContext {
  publicBaseUrl: string
  language: FeedLanguage
}

/** The event at a comment period's end: it ends when the period does (4:30 pm Yukon time on its last day). */
export function commentPeriodEvent(
  project: FeedProject & CommentPeriodFlags & { updatedAt: Date },
  { publicBaseUrl, language }: CalendarContext,
): CalendarEvent | null {
  const period = commentPeriodDeadline(project)
  if (!period) return null
  const f = fr(language)
  const notice = noticeText(
    {
      kind: 'public-notice',
      projectId: project.projectId,
      projectNumber: project.projectNumber,
      projectTitle: project.title,
      details: { deadline: period.endsAt.toISOString(), path: `/projects/${project.projectId}/comments` },
      note: null,
    },
    language,
    publicBaseUrl,
  )
  const headline = period.participantsOnly
    ? f
      ? 'Fin de la période de commentaires des participants'
      : 'Participants’ comment period ends'
    : f
      ? 'Fin de la période de commentaires publics'
      : 'Public comment period ends'
  const paragraphs = period.participantsOnly
    ? [
        notice.paragraphs[0]!,
        f
          ? `Les participants peuvent commenter jusqu’au ${formatDateTime(period.endsAt, 'fr')} (heure du Yukon).`
          : `Participants can comment until ${formatDateTime(period.endsAt)} (Yukon time).`,
        notice.paragraphs.at(-1)!,
      ]
    : notice.paragraphs
  return {
    // One period of a project is one event, whatever its last day becomes.
    uid: `${tagUri(publicBaseUrl, 'comment-period', `${project.projectId}/${period.startsAt ? yukonDay(period.startsAt) : 'open'}`)}`,
    title: entryTitle(headline, project, language),
    description: paragraphs.join('\n\n'),
    time: { kind: 'timed', start: new Date(period.endsAt.getTime() - DEADLINE_EVENT_MS), end: period.endsAt },
    location: null,
    url: notice.link,
    stamp: project.updatedAt,
  }
}

export interface FeedHearing {
  hearingId: string
  title: string
  startDate: Date | null
  endDate: Date | null
  time: string | null
  location: string | null
  updatedAt: Date
}

const yukonAt = (day: string, t: { hour: number; minute: number }) =>
  new Date(`${day}T${String(t.hour).padStart(2, '0')}:${String(t.minute).padStart(2, '0')}:00-07:00`)

/**
 * When a hearing is on a calendar: on one day with hours the office typed as times, those hours
 * (one hour when only its start is given); otherwise its whole days.
 */
export function hearingTime(h: Pick<FeedHearing, 'startDate' | 'endDate' | 'time'>): EventTime | null {
  if (!h.startDate) return null
  const firstDay = yukonDay(h.startDate)
  const lastDay = h.endDate && yukonDay(h.endDate) > firstDay ? yukonDay(h.endDate) : firstDay
  const span = lastDay === firstDay && h.time ? clockSpan(h.time) : null
  if (!span) return { kind: 'days', firstDay, lastDay }
  const start = yukonAt(firstDay, span.start)
  const end = span.end ? yukonAt(firstDay, span.end) : new Date(start.getTime() + 60 * 60 * 1000)
  return { kind: 'timed', start, end: end > start ? end : start }
}

/** A scheduled hearing, in the words of its notice: its name, days, hours and place. */
export function hearingEvent(project: FeedProject, hearing: FeedHearing, { publicBaseUrl, language }: CalendarContext): CalendarEvent | null {
  const time = hearingTime(hearing)
  if (!time) return null
  const notice = noticeText(
    {
      kind: 'hearing',
      projectId: project.projectId,
      projectNumber: project.projectNumber,
      projectTitle: project.title,
      details: {
        name: hearing.title,
        at: hearing.startDate?.toISOString() ?? null,
        until: hearing.endDate?.toISOString() ?? null,
        time: hearing.time,
        place: hearing.location,
        path: `/projects/${project.projectId}/hearings/${hearing.hearingId}`,
      },
      note: null,
    },
    language,
    publicBaseUrl,
  )
  return {
    uid: tagUri(publicBaseUrl, 'hearing', hearing.hearingId),
    title: entryTitle(hearing.title, project, language),
    description: notice.paragraphs.join('\n\n'),
    time,
    location: hearing.location,
    url: notice.link,
    stamp: hearing.updatedAt,
  }
}
