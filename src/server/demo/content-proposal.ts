// The proposal documents of a demo project: a submitted proposal with its supporting documents,
// location map, agent consent and enclosure (and its activity), a historic record's few documents,
// and a draft's files. Apart from the walk through a project's stages (content.ts) because they
// depend on the proposal, not on a stage.
import * as t from '../db/schema/index.ts'
import type { DocumentState } from '../db/schema/index.ts'
import type { Stage } from '../../shared/domain/stages.ts'
import { DOCUMENT_TEXT } from './documents.ts'
import type { ProjectDocs } from './documents.ts'
import type { ActivityLog } from './notices.ts'
import type { ProjectPlan } from './project-plan.ts'
import type { Span } from './timeline.ts'
import { DAY } from './timeline.ts'

const SUPPORTING: Record<string, string[]> = {
  placer: ['Claim Status Report', 'Settling Pond Design', 'Fish Habitat Worksheets', 'Water Use Calculations', 'Reclamation Plan', 'Spill Contingency Plan'],
  quartz: ['Exploration Work Plan', 'Camp Layout', 'Wildlife Protection Plan', 'Spill Contingency Plan', 'Heritage Resources Overview'],
  default: ['Site Plan', 'Photos of the Site', 'Wildlife Protection Plan', 'Spill Contingency Plan', 'Heritage Resources Overview', 'Engagement Summary'],
}

/** The proposal received at the start of `span`, with what came with it. */
export function addProposal(p: ProjectPlan, docs: ProjectDocs, activity: ActivityLog, span: Span, district: string): void {
  const { rng, sink } = docs
  const proponentUser = p.proponentUserId
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

/** A historic record (no stage history): its proposal, and often its report and decision. */
export function addHistoricDocuments(p: ProjectPlan, docs: ProjectDocs): void {
  const rng = docs.rng
  const stage = p.current
  docs.add({
    role: 'proposal',
    type: 'proposal',
    description: 'Project Proposal',
    at: p.submittedAt!,
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
}

export function addDraftDocuments(p: ProjectPlan, docs: ProjectDocs): void {
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
