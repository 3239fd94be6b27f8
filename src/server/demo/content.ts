// The heavy content of a demo project, produced by walking its stage history in order: the
// proposal and supporting documents, guidelines and reports, information requests, comments in
// comment periods, recommendations and decisions, notes, correspondence and document groups,
// hearings and intervenors of the featured panel reviews, e-mails, and the activity feed.
import * as t from '../db/schema/index.ts'
import type { DocumentState } from '../db/schema/index.ts'
import type { Stage } from '../../shared/domain/stages.ts'
import type { AccountIds } from './accounts.ts'
import { decisionBodyId, districtName } from './catalog.ts'
import { DECISION_BODIES } from '../db/reference/organizations.ts'
import { demoAccount } from './demo-accounts.ts'
import { DOCUMENT_TEXT, ProjectDocs } from './documents.ts'
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
import { DAY, workday } from './timeline.ts'

export interface ContentContext {
  sink: RowSink
  uploads: UploadQueue
  ids: AccountIds
  today: number
}

const SUPPORTING: Record<string, string[]> = {
  placer: ['Claim Status Report', 'Settling Pond Design', 'Fish Habitat Worksheets', 'Water Use Calculations', 'Reclamation Plan', 'Spill Contingency Plan'],
  quartz: ['Exploration Work Plan', 'Camp Layout', 'Wildlife Protection Plan', 'Spill Contingency Plan', 'Heritage Resources Overview'],
  default: ['Site Plan', 'Photos of the Site', 'Wildlife Protection Plan', 'Spill Contingency Plan', 'Heritage Resources Overview', 'Engagement Summary'],
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

const shortOrg = (id: string) => {
  const name = DECISION_BODIES.find((d) => d.id === id)?.name ?? 'Decision Body'
  return name.replace('YG EMR ', 'EMR ').replace(', Client Services', '')
}

const NOTES: [title: string, html: string][] = [
  [
    'Note to file: site visit',
    '<p>Staff visited the site with the proponent. The access trail and the proposed camp location were inspected.</p><ul><li>No wildlife dens were seen.</li><li>The creek was running clear.</li></ul>',
  ],
  [
    'Note to file: phone call with proponent',
    '<p>The proponent called to confirm the timeline and asked about the information request. Staff explained the <strong>response deadline</strong>.</p>',
  ],
  [
    'Note to file: First Nation meeting',
    '<p>Staff met with the First Nation’s lands department, who asked that <em>traditional use</em> of the area be considered.</p>',
  ],
  ['Note to file: timeline extension', '<p>The stage was extended to allow time for the proponent’s response to be reviewed.</p>'],
]

const LETTERS: [title: string, description: string][] = [
  ['Letter to the proponent about timelines', 'Confirms the assessment timeline and the next steps.'],
  ['Letter from a First Nation', 'Shares views on the project and asks to be kept informed.'],
  ['Letter from a decision body', 'Notes the regulatory requirements that will apply.'],
  ['Adequacy letter', 'Confirms that the proposal is adequate to start the evaluation.'],
]

export function addProjectContent(p: ProjectPlan, ctx: ContentContext): void {
  const { sink, uploads, ids, today } = ctx
  const rng = p.rng.fork('content')
  const docs = new ProjectDocs(p, rng, sink, uploads)
  const label = specialLabel(p.special)
  const proponentUser = p.proponentUserId
  const decisionOrg = decisionBodyId(demoAccount('decisionBody').organizations[0]!.name)
  const district =
    p.typeKey === 'evaluation' ? `${districtName(p.area.district)} Designated Office` : p.typeKey === 'screening' ? 'Executive Committee' : 'Panel of the Board'

  if (p.submittedAt === null) {
    addDraftDocuments(p, docs)
    return
  }
  if (p.isHistoric) {
    const stage = p.current
    docs.add({
      role: 'proposal',
      type: 'proposal',
      description: 'Project Proposal',
      at: p.submittedAt,
      stage,
      state: 'public',
      keyDocument: true,
      paragraphs: [`Project proposal for ${p.text.title}, submitted by ${p.text.proponentName}.`],
    })
    if (rng.chance(0.7))
      docs.add({
        role: 'project',
        type: 'evaluation-report',
        description: 'Evaluation Report',
        at: p.currentStart! - 30 * DAY,
        stage,
        state: 'public',
        keyDocument: true,
      })
    if (rng.chance(0.6))
      docs.add({
        role: 'decision',
        type: 'decision-document',
        description: 'Decision Document',
        at: p.currentStart!,
        stage,
        state: 'public',
        keyDocument: true,
      })
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

  const stateAt = (span: Span, at: number): DocumentState => (span.end === null && today - at < 5 * DAY ? 'unreviewed' : 'public')
  const at = (span: Span, hours: number) => Math.min(today - 3_600_000, span.start + hours * 3_600_000)

  const addProposal = (span: Span) => {
    const when = span.start
    const state: DocumentState = p.current.code === 'PROPOSAL_CHECK' || p.current.code === 'PROPOSAL_SUBMITTED' ? 'unreviewed' : 'public'
    const proposal = docs.add({
      role: 'proposal',
      type: 'proposal',
      description: p.form === 'general' ? 'Project Proposal (online form)' : p.form === 'placer' ? 'Placer Project Proposal (online form)' : 'Project Proposal',
      at: when,
      stage: span.stage,
      state,
      keyDocument: true,
      uploadedById: proponentUser,
      redacted: rng.chance(0.25),
      paragraphs: DOCUMENT_TEXT.proposal!(p, district),
    })
    const kinds = SUPPORTING[p.sectors[0] === 'placer' ? 'placer' : p.sectors[0] === 'quartz' ? 'quartz' : 'default']!
    const chosen = rng.sample(kinds, rng.int(0, 3))
    let groupId: string | undefined
    if (chosen.length >= 2 && rng.chance(0.4)) {
      groupId = rng.uuid()
      sink.add(t.documentGroups, {
        id: groupId,
        projectId: p.id,
        title: 'Supporting documents submitted with the proposal',
        description: `Plans and studies supporting ${p.text.title}.`,
        state: state === 'public' ? 'public' : 'unreviewed',
        stageUploaded: span.stage.stageId,
        createdAt: new Date(when),
        updatedAt: new Date(when),
      })
    }
    const supporting = chosen.map((description) =>
      docs.add({
        role: 'project',
        type: 'supporting-document',
        description,
        at: when,
        stage: span.stage,
        state,
        uploadedById: proponentUser,
        ...(groupId ? { documentGroupId: groupId } : {}),
        redacted: rng.chance(0.1),
      }),
    )
    if (rng.chance(0.25))
      docs.add({
        role: 'proposal-location',
        type: 'proposal-location',
        description: 'Project location map',
        at: when,
        stage: span.stage,
        state,
        uploadedById: proponentUser,
      })
    if (p.isAgent)
      docs.add({
        role: 'agent-consent',
        type: 'agent-consent',
        description: 'Agent consent form',
        at: when,
        stage: span.stage,
        state: 'internal',
        uploadedById: proponentUser,
      })
    if (supporting.length > 0 && rng.chance(0.3)) {
      // An enclosure attached to the first supporting document.
      docs.add({
        role: 'project',
        type: 'supporting-document',
        description: 'Appendix A, photographs',
        at: when,
        stage: span.stage,
        state,
        parentDocumentId: supporting[0]!,
        uploadedById: proponentUser,
      })
    }
    activity.add(
      when,
      span.stage,
      { code: 'proposal-received', proponentName: p.text.proponentName, documentId: proposal },
      { documentIds: [proposal, ...supporting] },
    )
  }

  p.spans.forEach((span, i) => {
    const next = p.spans[i + 1]
    const stage = span.stage
    const code = stage.code
    const current = span.end === null

    if (i === 0 && p.typeKey === 'evaluation') addProposal(span)
    else if (code === 'PROPOSAL_SUBMITTED') addProposal(span)
    else if (current || i > 0) activity.add(span.start, stage, { code: 'stage-started', projectTypeId: stage.projectTypeId, stageId: stage.stageId })

    switch (code) {
      case 'PROJECT_DESCRIPTION_SUBMISSION':
        docs.add({
          role: 'project',
          type: 'supporting-document',
          description: 'Project Description',
          at: span.start,
          stage,
          state: stateAt(span, span.start),
          keyDocument: true,
          uploadedById: proponentUser,
        })
        break
      case 'COMMENT_DRAFT_GUIDELINE':
      case 'COMMENT_DRAFT_GUIDELINES':
        docs.add({
          role: 'project',
          type: 'guidelines',
          description: p.typeKey === 'panel' ? 'Draft ESE Statement Guidelines' : 'Draft Project Proposal Guideline',
          at: span.start,
          stage,
          state: 'public',
          keyDocument: current,
          paragraphs: DOCUMENT_TEXT.guidelines!(p, district),
        })
        break
      case 'GUIDELINE_ISSUED':
      case 'GUIDELINES_ISSUED':
        docs.add({
          role: 'project',
          type: 'guidelines',
          description: p.typeKey === 'panel' ? 'ESE Statement Guidelines' : 'Project Proposal Guideline',
          at: span.start,
          stage,
          state: 'public',
          keyDocument: true,
          paragraphs: DOCUMENT_TEXT.guidelines!(p, district),
        })
        break
      case 'GUIDELINE_RESPONSE_SUBMITTED':
        docs.add({
          role: 'project',
          type: 'supporting-document',
          description: 'Guideline Response',
          at: at(span, 2),
          stage,
          state: stateAt(span, at(span, 2)),
          uploadedById: proponentUser,
        })
        break
      case 'PROPOSAL_REPORT_ISSUED':
        docs.add({
          role: 'project',
          type: 'screening-report',
          description: 'Project Proposal Report',
          at: span.start,
          stage,
          state: 'public',
          keyDocument: true,
        })
        break
      case 'STATEMENT_REVIEW':
        docs.add({
          role: 'project',
          type: 'proposal',
          description: 'ESE Statement',
          at: span.start,
          stage,
          state: 'public',
          keyDocument: true,
          uploadedById: proponentUser,
          paragraphs: DOCUMENT_TEXT.proposal!(p, district),
        })
        break
      case 'COMMENT_DRAFT_REPORT':
        docs.add({
          role: 'project',
          type: 'screening-report',
          description: 'Draft Screening Report',
          at: span.start,
          stage,
          state: 'public',
          keyDocument: current,
          paragraphs: DOCUMENT_TEXT.screeningReport!(p, district),
        })
        break
      case 'RECOMMENDATION_SENT':
      case 'REPORT_SENT': {
        const evaluation = p.typeKey === 'evaluation'
        const report = docs.add({
          role: 'project',
          type: evaluation ? 'evaluation-report' : 'screening-report',
          description: evaluation ? 'Evaluation Report' : 'Screening Report and Recommendation',
          at: span.start,
          stage,
          state: 'public',
          keyDocument: true,
          paragraphs: evaluation ? DOCUMENT_TEXT.evaluationReport!(p, district) : DOCUMENT_TEXT.screeningReport!(p, district),
        })
        if (evaluation && rng.chance(0.5))
          docs.add({ role: 'project', type: 'recommendation', description: 'Recommendation', at: span.start, stage, state: 'public', keyDocument: true })
        activity.add(span.start, stage, { code: 'recommendation-sent', documentId: report }, { documentIds: [report] })
        break
      }
      case 'REFERRED_BACK':
        correspondence(docs, span, 'Referral back from the decision body', 'The decision body referred the recommendation back for reconsideration.', 'public')
        break
      case 'REFERRAL_REPORT_SENT':
        docs.add({ role: 'project', type: 'screening-report', description: 'Referral Report', at: span.start, stage, state: 'public', keyDocument: true })
        break
      case 'PANEL_REPORT_SENT':
        docs.add({
          role: 'project',
          type: 'panel-report',
          description: 'Panel Report and Recommendation',
          at: span.start,
          stage,
          state: 'public',
          keyDocument: true,
          paragraphs: DOCUMENT_TEXT.panelReport!(p, district),
        })
        break
      case 'NEW_RECOMMENDATION_SENT':
        docs.add({ role: 'project', type: 'recommendation', description: 'New Recommendation', at: span.start, stage, state: 'public', keyDocument: true })
        break
      case 'PANEL_REVIEW_REQUIRED':
        docs.add({
          role: 'project',
          type: 'recommendation',
          description: 'Referral to a Panel of the Board',
          at: span.start,
          stage,
          state: 'public',
          keyDocument: true,
        })
        break
      case 'DECISION_DOCUMENT_ISSUED': {
        const decisions = [...new Set(p.decisionBodyIds)].slice(0, 2).map((org) =>
          docs.add({
            role: 'decision',
            type: 'decision-document',
            description: `Decision Document, ${shortOrg(org)}`.slice(0, 50),
            at: span.start,
            stage,
            state: 'public',
            keyDocument: true,
            uploadedById: org === decisionOrg ? ids.decisionBody : null,
            paragraphs: DOCUMENT_TEXT.decision!(p, district),
          }),
        )
        if (p.authorizationDocUploaded) {
          const when = Math.min(today - DAY, workday(span.start + rng.int(20, 150) * DAY))
          docs.add({
            role: 'authorization',
            type: 'authorization',
            description: 'Authorization',
            at: when,
            stage,
            state: 'public',
            uploadedById: p.decisionBodyIds.includes(decisionOrg) ? ids.decisionBody : null,
            paragraphs: DOCUMENT_TEXT.authorization!(p, district),
          })
        }
        activity.add(span.start, stage, { code: 'decision-issued', documentId: decisions[0] ?? null }, { documentIds: decisions })
        break
      }
      case 'DISCONTINUED':
      case 'NOT_PROCEEDING':
        correspondence(docs, span, 'Withdrawal of the project proposal', 'The proponent withdrew the project proposal.', 'public')
        break
      default:
        break
    }

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

function note(docs: ProjectDocs, span: Span, today: number, [title, html]: [string, string]): void {
  const p = docs.plan
  const id = docs.rng.uuid()
  const at = Math.min(today - DAY, span.start + docs.rng.int(1, 10) * DAY)
  const state = docs.rng.chance(0.7) ? 'public' : 'internal'
  docs.sink.add(t.notes, {
    id,
    projectId: p.id,
    title,
    note: html,
    documentNumber: docs.nextNumber(),
    state,
    stageUploaded: span.stage.stageId,
    uploadedAt: new Date(at),
    createdAt: new Date(at),
    updatedAt: new Date(at),
  })
  if (docs.rng.chance(0.3)) docs.add({ role: 'note', type: 'other', description: 'Site photos', at, stage: span.stage, state, noteId: id })
}

function correspondence(docs: ProjectDocs, span: Span, title: string, description: string, state: 'public' | 'internal' | 'unreviewed'): void {
  const p = docs.plan
  const id = docs.rng.uuid()
  const at = span.start + docs.rng.int(1, 4) * 3_600_000
  docs.sink.add(t.correspondence, {
    id,
    projectId: p.id,
    title,
    description,
    documentNumber: docs.nextNumber(),
    state,
    stageUploaded: span.stage.stageId,
    sentAt: new Date(at),
    createdAt: new Date(at),
    updatedAt: new Date(at),
  })
  docs.add({
    role: 'correspondence',
    type: 'correspondence',
    description: title.slice(0, 50),
    at,
    stage: span.stage,
    state,
    correspondenceId: id,
    paragraphs: [description, ...DOCUMENT_TEXT.letter!(p, '')],
  })
}

function addDraftDocuments(p: ProjectPlan, docs: ProjectDocs): void {
  const stage: Stage = p.current
  const by = p.proponentUserId
  if (p.form === 'upload') {
    docs.add({
      role: 'proposal',
      type: 'proposal',
      description: 'Project Proposal (PDF form)',
      at: p.createdAt,
      stage,
      state: 'unreviewed',
      uploadedById: by,
      paragraphs: DOCUMENT_TEXT.proposal!(p, ''),
    })
    if (p.isAgent)
      docs.add({
        role: 'agent-consent',
        type: 'agent-consent',
        description: 'Agent consent form',
        at: p.createdAt,
        stage,
        state: 'unreviewed',
        uploadedById: by,
      })
  } else if (p.form === 'placer') {
    docs.add({
      role: 'project',
      type: 'supporting-document',
      description: 'Claim Status Report',
      at: p.createdAt,
      stage,
      state: 'unreviewed',
      uploadedById: by,
    })
    docs.add({
      role: 'project',
      type: 'supporting-document',
      description: 'Class 3 Land Use Approval Application',
      at: p.createdAt,
      stage,
      state: 'unreviewed',
      uploadedById: by,
    })
  } else {
    docs.add({ role: 'project', type: 'supporting-document', description: 'Site sketch', at: p.createdAt, stage, state: 'unreviewed', uploadedById: by })
    docs.add({
      role: 'proposal-location',
      type: 'proposal-location',
      description: 'Location sketch',
      at: p.createdAt,
      stage,
      state: 'unsaved',
      uploadedById: by,
    })
  }
}
