// What a demo project told people: e-mail notifications (messages and their recipients of each
// kind, for the Notifications tab) and activity-feed items (an event, and its English message
// parts of Text, Link and Document Link) for active projects.
import * as t from '../db/schema/index.ts'
import type { ActivityEvent } from '../../shared/schemas/activity-event.ts'
import { activityMessage } from '../../shared/domain/activity-messages.ts'
import type { NoticeDetails } from '../../shared/domain/notice-texts.ts'
import { noticeRecord } from '../mail/notification-mails.ts'
import type { Stage } from '../../shared/domain/stages.ts'
import { emailTypeId, recipientTypeId } from './catalog.ts'
import type { ProjectPlan } from './project-plan.ts'
import type { Random } from './random.ts'
import type { RowSink } from './rows.ts'

type EmailType = Parameters<typeof emailTypeId>[0]
type RecipientKind = Parameters<typeof recipientTypeId>[0]

export interface Recipient {
  kind: RecipientKind
  organizationId?: string
  userId?: string
}

export interface NoticePeople {
  followerId: string
  participantId: string | null
  intervenorId: string | null
}

/** Who gets an e-mail of each type about a project. */
function recipientsFor(type: EmailType, p: ProjectPlan, people: NoticePeople): Recipient[] {
  const proponent: Recipient = p.proponentUserId ? { kind: 'proponent-agent', userId: p.proponentUserId } : { kind: 'proponent-agent' }
  const firstNations = p.firstNationIds.map((organizationId): Recipient => ({ kind: 'first-nation', organizationId }))
  const bodies = p.decisionBodyIds.map((organizationId): Recipient => ({ kind: 'decision-body', organizationId }))
  const boards = p.boardIds.map((organizationId): Recipient => ({ kind: 'renewable-resource-council', organizationId }))
  const commissions = p.planningCommissionIds.map((organizationId): Recipient => ({ kind: 'planning-commission', organizationId }))
  const profile: Recipient = { kind: 'notification-profile', userId: people.followerId }
  const staff: Recipient[] = p.leadAssessorId ? [{ kind: 'staff', userId: p.leadAssessorId }] : []
  const participants: Recipient[] = people.participantId ? [{ kind: 'participant', userId: people.participantId }] : []
  switch (type) {
    case 'public-notice':
    case 'seeking-views':
      return [proponent, ...firstNations, ...bodies, ...boards, ...commissions, profile, ...participants]
    case 'information-request':
      return [proponent, ...staff]
    case 'adequacy':
      return [proponent, ...firstNations, ...staff]
    case 'recommendation-sent':
      return [proponent, ...bodies, ...firstNations, profile]
    case 'decision-document':
      return [proponent, ...bodies, ...firstNations, ...boards, ...commissions, profile]
    case 'extension':
      return [proponent, ...firstNations, ...participants]
    case 'hearing':
      return [
        proponent,
        ...firstNations,
        ...participants,
        ...(people.intervenorId ? [{ kind: 'participant' as const, userId: people.intervenorId }] : []),
        profile,
      ]
    default:
      return [proponent, ...staff]
  }
}

/** What a demo notice was about: its kind and what its text names (the live notices' own wording, notice-texts.ts). */
export interface DemoNotice {
  type: EmailType
  details: NoticeDetails
}

export function addEmail(sink: RowSink, rng: Random, p: ProjectPlan, people: NoticePeople, e: DemoNotice & { at: number; stage: Stage }): void {
  const id = rng.uuid()
  // Links stay relative to the site: the demo data does not know the address it will be served at.
  const text = noticeRecord({ kind: e.type, projectId: p.id, projectNumber: p.number, projectTitle: p.text.title, details: e.details, note: null }, '')
  sink.add(t.emailMessages, {
    id,
    projectId: p.id,
    emailTypeId: emailTypeId(e.type),
    ...text,
    stageUploaded: e.stage.stageId,
    sentAt: new Date(e.at),
    createdAt: new Date(e.at),
  })
  for (const r of recipientsFor(e.type, p, people)) {
    sink.add(t.emailMessageRecipients, {
      id: rng.uuid(),
      emailMessageId: id,
      recipientTypeId: recipientTypeId(r.kind),
      organizationId: r.organizationId ?? null,
      userId: r.userId ?? null,
    })
  }
}

/** Notices for the moments of a stage that people are told about. */
export function emailsForStage(p: ProjectPlan, stage: Stage, start: number, deadline: number | null): DemoNotice[] {
  const until = deadline ? new Date(deadline).toISOString() : null
  const tab = (name: string) => `/projects/${p.id}/${name}`
  switch (stage.code) {
    case 'ADEQUACY_REVIEW':
      return [{ type: 'adequacy', details: { at: new Date(start).toISOString(), path: tab('documents') } }]
    case 'SEEKING_VIEWS':
    case 'COMMENT_PROPOSAL':
    case 'COMMENT_DRAFT_REPORT':
    case 'COMMENT_STATEMENT':
      return [
        { type: 'public-notice', details: { deadline: until, path: tab('comments') } },
        { type: 'seeking-views', details: { deadline: until, path: tab('comments') } },
      ]
    case 'ADEQUACY_INFORMATION_REQUEST':
    case 'EVALUATION_INFORMATION_REQUEST':
    case 'SCREENING_INFORMATION_REQUEST':
    case 'SUPPLEMENTARY_INFORMATION_REQUEST':
      return [{ type: 'information-request', details: { deadline: until, path: tab('information-requests') } }]
    case 'RECOMMENDATION_SENT':
    case 'REPORT_SENT':
    case 'PANEL_REPORT_SENT':
      return [{ type: 'recommendation-sent', details: { path: tab('documents') } }]
    case 'DECISION_DOCUMENT_ISSUED':
      return [{ type: 'decision-document', details: { path: tab('documents') } }]
    case 'PUBLIC_HEARINGS':
    case 'COMMENT_BEFORE_HEARINGS':
      return [{ type: 'hearing', details: { path: tab('hearings') } }]
    default:
      return []
  }
}

/** Activity-feed lines of one project, numbered within a day in the order they are added. */
export class ActivityLog {
  private items: { at: number; stage: Stage; event: ActivityEvent; documentIds: string[]; rangeStart?: number }[] = []

  add(at: number, stage: Stage, event: ActivityEvent, options: { documentIds?: string[]; rangeStart?: number } = {}): void {
    this.items.push({
      at,
      stage,
      event,
      documentIds: options.documentIds ?? [],
      ...(options.rangeStart !== undefined ? { rangeStart: options.rangeStart } : {}),
    })
  }

  write(sink: RowSink, rng: Random, projectId: string): void {
    const perDay = new Map<string, number>()
    for (const item of this.items) {
      const day = new Date(item.at).toISOString().slice(0, 10)
      const secondarySort = perDay.get(day) ?? 0
      perDay.set(day, secondarySort + 1)
      const message = activityMessage(item.event)
      sink.add(t.activityItems, {
        id: rng.uuid(),
        projectId,
        activityDate: new Date(item.at),
        secondarySort,
        stageGrouping: item.stage.stageGrouping,
        rangeStartDate: item.rangeStart === undefined ? null : new Date(item.rangeStart),
        messageParts: message.parts,
        moreMessage: message.more,
        event: item.event,
        documentIds: item.documentIds,
        createdAt: new Date(item.at),
      })
    }
  }
}
