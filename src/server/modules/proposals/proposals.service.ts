// Proposals drafted on devices and submitted (spec proposals-and-accounts §1, §7): a create that the
// browser may send again (it makes the project id), updates that name the revision they started
// from and the fields they changed since (merged field by field with what changed elsewhere
// meanwhile; a field changed on both sides is a conflict, never overwritten: decision 0060), and the submission
// that numbers the project, puts it at Proposal Check and gives the submitter the Proponent/Agent
// role. A general form that arrives owing its location look-up is looked up first
// (proposal-location.service.ts). The rows a proposal is kept in are read and written in
// proposal-record.ts; deleting drafts (the drafter's own, and the six-month clean-up) is in
// draft-deletion.service.ts.
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'
import { AppError } from '../../http/app-error.ts'
import { audit } from '../../lib/audit.ts'
import type { SessionUser } from '../auth/session-tokens.ts'
import { proposalLocationService } from './proposal-location.service.ts'
import {
  DRAFT,
  applyVersion,
  checkReferences,
  fileCounts,
  ownProposal,
  projectFieldsOf,
  proposalOnServer,
  shown,
  storedForm,
  writeLinks,
  writeShapes,
} from './proposal-record.ts'
import type { Stored, Tx } from './proposal-record.ts'
import { PROJECT_TYPE, stageByCode } from '../../../shared/domain/stages.ts'
import { submitMissing } from '../../../shared/proposal-form/submit-requirements.ts'
import { changedFields, fieldsChangedSince, mergeFieldsOf, mergeProposal } from '../../../shared/proposal-form/merge-fields.ts'
import type { FieldConflict, MergeResult, ProposalVersion } from '../../../shared/proposal-form/merge-fields.ts'
import type { ProposalFields, ProposalOnServer, ProposalUpdate } from '../../../shared/schemas/proposal.ts'

const PROPOSAL_CHECK = stageByCode(PROJECT_TYPE.evaluation, 'PROPOSAL_CHECK')
const FORM_VERSION = { general: 5, placer: 3, upload: 1 } as const

export type SaveOutcome =
  | { ok: true; projectId: string; revision: number; projectNumber: string | null; current?: ProposalOnServer }
  | { ok: false; conflict: ProposalOnServer; conflicts: FieldConflict[] }

/**
 * form1, which the route's schema (ProposalFields) has checked is JSON text of an object the
 * database can keep. The submit rules read the agent flag inside the form (an agent must name the
 * proponent's e-mail and send a consent form) while the project keeps the one beside it, so the
 * two must agree: otherwise a proposal could be an agent's on the record and pass as not.
 */
function parseForm({ form1, isAgent, kind, uploadedByForm2 }: ProposalFields): Record<string, unknown> {
  // The placer form says it is one (spec §7); the project's flag follows its kind.
  if (uploadedByForm2 !== undefined && uploadedByForm2 !== (kind === 'placer'))
    throw AppError.badRequest('Invalid parameter uploadedByForm2: only the placer form sets it', 'uploadedByForm2')
  const form = JSON.parse(form1) as Record<string, unknown>
  if (typeof form.isAgent === 'boolean' && form.isAgent !== isAgent)
    throw AppError.badRequest('Invalid parameter isAgent: it differs from the form’s isAgent', 'isAgent')
  return form
}

/**
 * A save (update or submit) merged into the stored draft, field by field (decision 0060). The
 * registry's own changes since the save's revision come from its stamps, never from the device.
 * Fields the location look-up filled in here count as the sender's changes.
 */
function mergeSave(
  stored: Stored,
  sent: ProposalUpdate,
  parsed: Record<string, unknown>,
  located: { form: Record<string, unknown>; fields: ProposalUpdate },
): MergeResult {
  const saved: ProposalVersion = { form: stored.form, project: projectFieldsOf(stored) }
  const version: ProposalVersion = { form: storedForm(stored.kind, located.form), project: projectFieldsOf(located.fields) }
  const fields = mergeFieldsOf(stored.kind, [saved, version])
  const unknown = sent.changed?.filter((name) => !fields.some((field) => field.name === name)) ?? []
  if (unknown.length > 0) throw AppError.badRequest(`Invalid parameter changed: ${unknown.join(', ')} is not a field of this proposal`, 'changed')
  const lookedUp = changedFields(
    stored.kind,
    { form: parsed, project: projectFieldsOf(sent) },
    { form: located.form, project: projectFieldsOf(located.fields) },
  )
  return mergeProposal({
    kind: stored.kind,
    saved,
    sent: version,
    sentChanged: sent.changed && [...sent.changed, ...lookedUp],
    savedChanged: fieldsChangedSince(fields, stored.fieldRevisions, sent.revision),
  })
}

export function proposalsService(db: Database) {
  const location = proposalLocationService(db)

  /**
   * The year's next number, taken from its counter under the row's lock until the submission
   * commits: parallel submissions wait for each other there instead of both reading the same
   * highest number and colliding on the unique constraint.
   */
  async function nextProjectNumber(tx: Tx, now: Date): Promise<string> {
    const year = now.getUTCFullYear()
    const [row] = await tx
      .insert(t.projectNumberCounters)
      .values({ year, last: 1 })
      .onConflictDoUpdate({ target: t.projectNumberCounters.year, set: { last: sql`${t.projectNumberCounters.last} + 1` } })
      .returning({ last: t.projectNumberCounters.last })
    return `${year}-${String(row!.last).padStart(4, '0')}`
  }

  return {
    /** The caller's own proposal, as a device opening it for editing needs it. */
    async own(user: SessionUser, projectId: string): Promise<ProposalOnServer> {
      return shown(await ownProposal(db, user, projectId))
    },

    async create(user: SessionUser, sent: ProposalFields, now: Date): Promise<SaveOutcome> {
      const { form, fields } = await location.complete(sent.kind, parseForm(sent), sent)
      return db.transaction(async (tx) => {
        // The insert, not a read before it, finds whether the id is taken: two creates sent at the
        // same moment would both read it free. The second insert waits for the first to commit.
        const [created] = await tx
          .insert(t.projects)
          .values({
            id: fields.projectId,
            projectTypeId: PROJECT_TYPE.evaluation,
            title: fields.projectTitle,
            proponentName: fields.proponentName,
            stageId: DRAFT.stageId,
            stageStartedAt: now,
            year: now.getUTCFullYear(),
            createdById: user.userId,
            source: 'app',
          })
          .onConflictDoNothing({ target: t.projects.id })
          .returning({ id: t.projects.id })
        if (!created) {
          const existing = await proposalOnServer(tx, fields.projectId)
          // The same create sent again, after its answer was lost or at the same moment.
          if (existing?.createdById === user.userId)
            return { ok: true, projectId: existing.projectId, revision: existing.revision, projectNumber: existing.projectNumber }
          // Another person's proposal, or a project that is no proposal (imported, or made by the office).
          throw new AppError(409, 'exists', 'A project with this id already exists.')
        }
        await checkReferences(tx, fields)
        await tx.insert(t.proposalForms).values({
          projectId: fields.projectId,
          kind: fields.kind,
          formVersion: typeof form.version === 'number' ? form.version : FORM_VERSION[fields.kind],
          language: fields.language,
          form1: storedForm(fields.kind, form),
          isAgent: fields.isAgent,
          lastEditedAt: now,
          lastEditedById: user.userId,
        })
        await tx.insert(t.stageHistory).values({ projectId: fields.projectId, stageId: DRAFT.stageId, startedAt: now })
        await writeLinks(tx, fields.projectId, fields)
        await writeShapes(tx, fields.projectId, fields.kind, form)
        await audit(tx, {
          actorUserId: user.userId,
          actor: user.email,
          action: 'create-proposal',
          entity: 'project',
          entityId: fields.projectId,
          detail: { kind: fields.kind },
        })
        return { ok: true, projectId: fields.projectId, revision: 1, projectNumber: null }
      })
    },

    /**
     * A save over the revision the device started from, merged with what changed since (decision
     * 0060). A save that changes nothing (the same values, or only the part the person is at) keeps
     * the revision: another device's next save is not made to look behind by it.
     */
    async update(user: SessionUser, sent: ProposalUpdate, now: Date): Promise<SaveOutcome> {
      const parsed = parseForm(sent)
      const located = await location.complete(sent.kind, parsed, sent)
      return db.transaction(async (tx) => {
        const stored = await ownProposal(tx, user, sent.projectId, true)
        if (stored.submitted) throw new AppError(409, 'submitted', 'This proposal has been submitted and can no longer be edited.')
        const { merged, conflicts, changed, kept } = mergeSave(stored, sent, parsed, located)
        if (conflicts.length > 0) return { ok: false, conflict: shown(stored), conflicts }
        const answer = { ok: true as const, projectId: stored.projectId, projectNumber: null }
        if (changed.length === 0) return { ...answer, revision: stored.revision, ...(kept.length > 0 ? { current: shown(stored) } : {}) }
        const saved = await applyVersion(tx, user, stored, merged, sent.language, now)
        await audit(tx, {
          actorUserId: user.userId,
          actor: user.email,
          action: 'update-proposal',
          entity: 'project',
          entityId: stored.projectId,
          detail: { revision: saved.revision, fields: changed },
        })
        return { ...answer, revision: saved.revision, ...(kept.length > 0 ? { current: saved } : {}) }
      })
    },

    async submit(user: SessionUser, sent: ProposalUpdate, now: Date): Promise<SaveOutcome> {
      const parsed = parseForm(sent)
      const located = await location.complete(sent.kind, parsed, sent)
      const fields = located.fields
      return db.transaction(async (tx) => {
        const current = await ownProposal(tx, user, fields.projectId, true)
        // Submitting again what was submitted (an answer lost on the way back) changes nothing.
        if (current.submitted) return { ok: true, projectId: current.projectId, revision: current.revision, projectNumber: current.projectNumber }
        // What is submitted is the draft with this save merged in, as an update would keep it.
        const { merged, conflicts } = mergeSave(current, sent, parsed, located)
        if (conflicts.length > 0) return { ok: false, conflict: shown(current), conflicts }
        const missing = submitMissing(current.kind, merged.form, await fileCounts(tx, fields.projectId))
        if (missing.length > 0)
          throw new AppError(400, 'incomplete', `Proposal was not submitted: it lacks ${missing.join(', ')}.`, undefined, undefined, { missing })
        await applyVersion(tx, user, current, merged, sent.language, now)
        const projectNumber = await nextProjectNumber(tx, now)
        await tx
          .update(t.projects)
          .set({ projectNumber, stageId: PROPOSAL_CHECK.stageId, stageStartedAt: now, submittedAt: now, updatedAt: now })
          .where(eq(t.projects.id, fields.projectId))
        await tx.update(t.proposalForms).set({ submittedAt: now }).where(eq(t.proposalForms.projectId, fields.projectId))
        // The history holds the stages left: Proposal Check is the project's current stage, and goes
        // into the history when the office moves it on (enterStage).
        await tx
          .update(t.stageHistory)
          .set({ endedAt: now })
          .where(and(eq(t.stageHistory.projectId, fields.projectId), eq(t.stageHistory.stageId, DRAFT.stageId), sql`${t.stageHistory.endedAt} is null`))
        await tx.insert(t.projectUserRoles).values({ projectId: fields.projectId, userId: user.userId, role: 'proponent-agent' }).onConflictDoNothing()
        await audit(tx, {
          actorUserId: user.userId,
          actor: user.email,
          action: 'submit-proposal',
          entity: 'project',
          entityId: fields.projectId,
          detail: { projectNumber },
        })
        return { ok: true, projectId: fields.projectId, revision: current.revision + 1, projectNumber }
      })
    },
  }
}

export type ProposalsService = ReturnType<typeof proposalsService>
