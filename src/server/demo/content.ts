// The heavy content of a demo project, produced by walking its stage history in order: the
// proposal and supporting documents, guidelines and reports, information requests, comments in
// comment periods, recommendations and decisions, notes, correspondence and document groups,
// hearings and intervenors of the featured panel reviews, e-mails, and the activity feed. What
// each kind of content is lives in its own module (content-proposal.ts, content-stage-documents.ts,
// content-records.ts, participation*.ts, notices.ts); this walk decides which a project gets, when.
import type { AccountIds } from './accounts.ts'
import { districtName } from './catalog.ts'
import { addDraftDocuments, addHistoricDocuments, addProposal } from './content-proposal.ts'
import { correspondence, LETTERS, note, NOTES } from './content-records.ts'
import { addStageDocuments, hoursInto } from './content-stage-documents.ts'
import { demoAccount } from './demo-accounts.ts'
import { ProjectDocs } from './documents.ts'
import type { UploadQueue } from './documents.ts'
import { ActivityLog, addEmail, emailsForStage } from './notices.ts'
import type { NoticePeople } from './notices.ts'
import { addComments } from './participation.ts'
import { addHearingsAndIntervenors } from './participation-hearings.ts'
import { addInformationRequest, addSimplifiedRequest, requestStatus } from './participation-requests.ts'
import type { ProjectPlan } from './project-plan.ts'
import { specialLabel } from './project-plan.ts'
import type { RowSink } from './rows.ts'
import type { Span } from './timeline.ts'
import { DAY } from './timeline.ts'

export interface ContentContext {
  sink: RowSink
  uploads: UploadQueue
  ids: AccountIds
  today: number
}

const COMMENT_CODES = new Set(['SEEKING_VIEWS', 'ADDITIONAL_SEEKING_VIEWS'])
const isCommentStage = (code: string) => COMMENT_CODES.has(code) || code.startsWith('COMMENT_')
const IR_CODES = new Set([
  'ADEQUACY_INFORMATION_REQUEST',
  'EVALUATION_INFORMATION_REQUEST',
  'SCREENING_INFORMATION_REQUEST',
  'SCREENING_INFORMATION_REQUEST_2',
  'SUPPLEMENTARY_INFORMATION_REQUEST',
])

export function addProjectContent(p: ProjectPlan, ctx: ContentContext): void {
  const { sink, uploads, ids, today } = ctx
  const rng = p.rng.fork('content')
  const docs = new ProjectDocs(p, rng, sink, uploads)
  const label = specialLabel(p.special)
  const proponentUser = p.proponentUserId
  const district =
    p.typeKey === 'evaluation' ? `${districtName(p.area.district)} Designated Office` : p.typeKey === 'screening' ? 'Executive Committee' : 'Panel of the Board'

  if (p.submittedAt === null) {
    addDraftDocuments(p, docs)
    return
  }
  if (p.isHistoric) {
    addHistoricDocuments(p, docs)
    return
  }

  const activity = new ActivityLog()
  const active = !p.current.closed
  const people: NoticePeople = {
    followerId: ids.follower,
    participantId: label.startsWith('panel:COMMENT_BEFORE_HEARINGS') || label === 'evaluation:REVIEW_INFORMATION' ? ids.participant : null,
    intervenorId: p.special?.kind === 'stage' && p.special.featured ? ids.intervenor : null,
  }
  const noteAt = rng.chance(0.2) ? rng.int(0, p.spans.length - 1) : -1
  const letterAt = rng.chance(0.25) ? rng.int(0, p.spans.length - 1) : -1
  let irNumber = 0
  let simplifiedNumber = 0

  const at = (span: Span, hours: number) => hoursInto(span, hours, today)

  p.spans.forEach((span, i) => {
    const next = p.spans[i + 1]
    const stage = span.stage
    const code = stage.code
    const current = span.end === null

    if (i === 0 && p.typeKey === 'evaluation') addProposal(p, docs, activity, span, district)
    else if (code === 'PROPOSAL_SUBMITTED') addProposal(p, docs, activity, span, district)
    else if (current || i > 0) activity.add(span.start, stage, { code: 'stage-started', projectTypeId: stage.projectTypeId, stageId: stage.stageId })

    addStageDocuments(p, docs, activity, span, { district, today, ids })

    if (IR_CODES.has(code)) {
      const preferDraft = label === 'evaluation:EVALUATION_INFORMATION_REQUEST' || (!p.special && rng.chance(0.25))
      const simplified =
        label === 'screening:SCREENING_INFORMATION_REQUEST' ||
        label === 'screening:SCREENING_REVIEW_RESPONSE' ||
        (!p.special && p.typeKey !== 'panel' && rng.chance(p.typeKey === 'screening' ? 0.5 : 0.25))
      const status = requestStatus(span, next, preferDraft)
      const request = { docs, span, status, today, proponentUserId: proponentUser }
      if (simplified) {
        const id = addSimplifiedRequest({ ...request, number: ++simplifiedNumber })
        activity.add(span.start, stage, { code: 'information-request-issued', informationRequestId: id, simplified: true })
      } else {
        const id = addInformationRequest({ ...request, number: ++irNumber })
        activity.add(span.start, stage, { code: 'information-request-issued', informationRequestId: id, simplified: false })
        if (status === 'answered' || status === 'published_answer')
          activity.add(span.end ?? at(span, 72), stage, { code: 'information-request-answered', informationRequestId: id })
      }
    }

    if (isCommentStage(code)) {
      const count = current ? rng.int(1, 5) : p.year < 2012 ? rng.int(0, 2) : rng.int(0, p.typeKey === 'evaluation' ? 5 : 8)
      const accounts = []
      if (label === 'evaluation:SEEKING_VIEWS' || label === 'panel:PUBLIC_HEARINGS:hearings')
        accounts.push({ userId: ids.follower, ...nameOf('follower'), anonymous: false })
      if (label === 'screening:COMMENT_PROPOSAL') accounts.push({ userId: ids.follower, ...nameOf('follower'), anonymous: true })
      if (label.startsWith('panel:COMMENT_BEFORE_HEARINGS')) accounts.push({ userId: ids.participant, ...nameOf('participant'), anonymous: false })
      addComments({ docs, span, today, count: Math.max(count, accounts.length), accounts })
      const deadline = span.end ?? p.deadline
      activity.add(span.start, stage, { code: 'comment-period-open', deadline: deadline ? new Date(deadline).toISOString() : null }, { rangeStart: span.start })
    }

    if (i === noteAt) note(docs, span, today, rng.pick(NOTES))
    if (i === letterAt) {
      const [title, description] = rng.pick(LETTERS)
      correspondence(
        docs,
        span,
        title,
        description,
        rng.weighted([
          ['public', 7],
          ['internal', 2],
          ['unreviewed', current ? 1 : 0],
        ] as const),
      )
    }

    if (p.showEmailsTab) {
      for (const e of emailsForStage(p, stage, span.start, span.end ?? p.deadline))
        addEmail(sink, rng, p, people, { ...e, at: Math.min(today - 3_600_000, span.start + 2 * 3_600_000), stage })
      if (span.extended) {
        const deadline = span.end ?? p.deadline
        addEmail(sink, rng, p, people, {
          type: 'extension',
          at: at(span, 24 * 7),
          stage,
          details: { deadline: deadline === null ? null : new Date(deadline).toISOString(), path: `/projects/${p.id}` },
        })
      }
    }
  })

  if (p.paused) {
    note(docs, p.spans[p.spans.length - 1]!, today, [
      'Note to file: assessment paused',
      '<p>The assessment is <strong>paused</strong> at the proponent’s request while they prepare their response.</p>',
    ])
    activity.add(today - 2 * DAY, p.current, { code: 'assessment-paused' })
  }
  if (p.suspended) activity.add(today - 3 * DAY, p.current, { code: 'assessment-suspended' })

  if (p.special?.kind === 'stage' && p.special.featured) {
    addHearingsAndIntervenors({ docs, today, intervenorUserId: ids.intervenor, hearingStage: p.current })
    activity.add(today - 5 * DAY, p.current, { code: 'hearings-scheduled' })
  }

  if (active) activity.write(sink, rng, p.id)
}

function nameOf(key: 'follower' | 'participant') {
  const a = demoAccount(key)
  return { firstName: a.firstName, lastName: a.lastName }
}
