// The documents each stage of a demo project brings as it is reached (guidelines, reports,
// recommendations, decisions and authorizations, referrals and withdrawals), with their activity.
// Apart from the walk through a project's stages (content.ts), which adds the requests, comments,
// notes and e-mails of each stage around them.
import type { DocumentState } from '../db/schema/index.ts'
import type { AccountIds } from './accounts.ts'
import { decisionBodyId } from './catalog.ts'
import { DECISION_BODIES } from '../db/reference/organizations.ts'
import { correspondence } from './content-records.ts'
import { demoAccount } from './demo-accounts.ts'
import { DOCUMENT_TEXT } from './documents.ts'
import type { DocumentOptions, ProjectDocs } from './documents.ts'
import type { ActivityLog } from './notices.ts'
import type { ProjectPlan } from './project-plan.ts'
import type { Span } from './timeline.ts'
import { DAY, workday } from './timeline.ts'

const shortOrg = (id: string) => {
  const name = DECISION_BODIES.find((d) => d.id === id)?.name ?? 'Decision Body'
  return name.replace('YG EMR ', 'EMR ').replace(', Client Services', '')
}

/** A document still being reviewed when the current stage is under five days old, otherwise public. */
export const stateAt = (span: Span, at: number, today: number): DocumentState => (span.end === null && today - at < 5 * DAY ? 'unreviewed' : 'public')
/** `hours` into a stage, but never later than an hour ago. */
export const hoursInto = (span: Span, hours: number, today: number) => Math.min(today - 3_600_000, span.start + hours * 3_600_000)

export interface StageContext {
  /** Who wrote the project's reports: its designated office, the Executive Committee or a panel. */
  district: string
  today: number
  ids: AccountIds
}

/** The documents `span`'s stage brings as it starts. */
export function addStageDocuments(p: ProjectPlan, docs: ProjectDocs, activity: ActivityLog, span: Span, { district, today, ids }: StageContext): void {
  const rng = docs.rng
  const stage = span.stage
  const code = stage.code
  const current = span.end === null
  const proponentUser = p.proponentUserId
  const decisionOrg = decisionBodyId(demoAccount('decisionBody').organizations[0]!.name)
  const at = (span: Span, hours: number) => hoursInto(span, hours, today)
  /** Most of what a stage brings: a public project document dated as the stage starts. */
  const stageDocument = (o: Omit<DocumentOptions, 'role' | 'at' | 'stage' | 'state'> & Partial<DocumentOptions>) =>
    docs.add({ role: 'project', at: span.start, stage, state: 'public', ...o })
  switch (code) {
    case 'PROJECT_DESCRIPTION_SUBMISSION':
      stageDocument({
        type: 'supporting-document',
        description: 'Project Description',
        state: stateAt(span, span.start, today),
        keyDocument: true,
        uploadedById: proponentUser,
      })
      break
    case 'COMMENT_DRAFT_GUIDELINE':
    case 'COMMENT_DRAFT_GUIDELINES':
      stageDocument({
        type: 'guidelines',
        description: p.typeKey === 'panel' ? 'Draft ESE Statement Guidelines' : 'Draft Project Proposal Guideline',
        keyDocument: current,
        paragraphs: DOCUMENT_TEXT.guidelines!(p, district),
      })
      break
    case 'GUIDELINE_ISSUED':
    case 'GUIDELINES_ISSUED':
      stageDocument({
        type: 'guidelines',
        description: p.typeKey === 'panel' ? 'ESE Statement Guidelines' : 'Project Proposal Guideline',
        keyDocument: true,
        paragraphs: DOCUMENT_TEXT.guidelines!(p, district),
      })
      break
    case 'GUIDELINE_RESPONSE_SUBMITTED':
      stageDocument({
        type: 'supporting-document',
        description: 'Guideline Response',
        at: at(span, 2),
        state: stateAt(span, at(span, 2), today),
        uploadedById: proponentUser,
      })
      break
    case 'PROPOSAL_REPORT_ISSUED':
      stageDocument({
        type: 'screening-report',
        description: 'Project Proposal Report',
        keyDocument: true,
      })
      break
    case 'STATEMENT_REVIEW':
      stageDocument({
        type: 'proposal',
        description: 'ESE Statement',
        keyDocument: true,
        uploadedById: proponentUser,
        paragraphs: DOCUMENT_TEXT.proposal!(p, district),
      })
      break
    case 'COMMENT_DRAFT_REPORT':
      stageDocument({
        type: 'screening-report',
        description: 'Draft Screening Report',
        keyDocument: current,
        paragraphs: DOCUMENT_TEXT.screeningReport!(p, district),
      })
      break
    case 'RECOMMENDATION_SENT':
    case 'REPORT_SENT': {
      const evaluation = p.typeKey === 'evaluation'
      const report = stageDocument({
        type: evaluation ? 'evaluation-report' : 'screening-report',
        description: evaluation ? 'Evaluation Report' : 'Screening Report and Recommendation',
        keyDocument: true,
        paragraphs: evaluation ? DOCUMENT_TEXT.evaluationReport!(p, district) : DOCUMENT_TEXT.screeningReport!(p, district),
      })
      if (evaluation && rng.chance(0.5)) stageDocument({ type: 'recommendation', description: 'Recommendation', keyDocument: true })
      activity.add(span.start, stage, { code: 'recommendation-sent', documentId: report }, { documentIds: [report] })
      break
    }
    case 'REFERRED_BACK':
      correspondence(docs, span, 'Referral back from the decision body', 'The decision body referred the recommendation back for reconsideration.', 'public')
      break
    case 'REFERRAL_REPORT_SENT':
      stageDocument({ type: 'screening-report', description: 'Referral Report', keyDocument: true })
      break
    case 'PANEL_REPORT_SENT':
      stageDocument({
        type: 'panel-report',
        description: 'Panel Report and Recommendation',
        keyDocument: true,
        paragraphs: DOCUMENT_TEXT.panelReport!(p, district),
      })
      break
    case 'NEW_RECOMMENDATION_SENT':
      stageDocument({ type: 'recommendation', description: 'New Recommendation', keyDocument: true })
      break
    case 'PANEL_REVIEW_REQUIRED':
      stageDocument({
        type: 'recommendation',
        description: 'Referral to a Panel of the Board',
        keyDocument: true,
      })
      break
    case 'DECISION_DOCUMENT_ISSUED': {
      const decisions = [...new Set(p.decisionBodyIds)].slice(0, 2).map((org) =>
        stageDocument({
          role: 'decision',
          type: 'decision-document',
          description: `Decision Document, ${shortOrg(org)}`.slice(0, 50),
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
}
