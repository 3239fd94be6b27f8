// Proposals drafted on devices and submitted (spec proposals-and-accounts §1, §7): a create that the
// browser may send again (it makes the project id), updates that name the revision they started
// from and the fields they changed since (merged field by field with what changed elsewhere
// meanwhile; a field changed on both sides is a conflict, never overwritten: decision 0060), and the submission
// that numbers the project, puts it at Proposal Check and gives the submitter the Proponent/Agent
// role. A general form that arrives owing its location look-up is looked up first
// (proposal-location.service.ts). Drafts nobody has touched for six months are deleted; a drafter may delete their own draft
// (spec §4), never a submitted proposal.
import { and, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'
import type { FileStore } from '../../files/file-store.ts'
import { AppError } from '../../http/app-error.ts'
import { audit } from '../../lib/audit.ts'
import { sanitizeHtml } from '../../lib/sanitize-html.ts'
import type { SessionUser } from '../auth/session-tokens.ts'
import { takeSessionObjects } from '../proposal-documents/upload-chunks.ts'
import { proposalLocationService } from './proposal-location.service.ts'
import { PROJECT_TYPE, stageByCode } from '../../../shared/domain/stages.ts'
import { draftDeletionDate, draftRetentionCutoffs } from '../../../shared/domain/draft-retention.ts'
import type { Mailer } from '../../mail/mailer.ts'
import { draftDeletionMail } from '../../mail/draft-mails.ts'
import type { DocumentUploadGroup } from '../../../shared/domain/document-files.ts'
import { withCleanRichText } from '../../../shared/proposal-form/rich-text-fields.ts'
import { submitMissing } from '../../../shared/proposal-form/submit-requirements.ts'
import type { ProposalFileCounts } from '../../../shared/proposal-form/submit-requirements.ts'
import { changedFields, fieldsChangedSince, mergeFieldsOf, mergeProposal, stampChanges } from '../../../shared/proposal-form/merge-fields.ts'
import type { FieldConflict, MergeResult, ProjectFields, ProposalVersion } from '../../../shared/proposal-form/merge-fields.ts'
import type { ProposalFields, ProposalKind, ProposalOnServer, ProposalUpdate } from '../../../shared/schemas/proposal.ts'

const DRAFT = stageByCode(PROJECT_TYPE.evaluation, 'DRAFT')
const PROPOSAL_CHECK = stageByCode(PROJECT_TYPE.evaluation, 'PROPOSAL_CHECK')
const FORM_VERSION = { general: 5, placer: 3, upload: 1 } as const

export type SaveOutcome =
  | { ok: true; projectId: string; revision: number; projectNumber: string | null; current?: ProposalOnServer }
  | { ok: false; conflict: ProposalOnServer; conflicts: FieldConflict[] }

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

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

/** The form as it is stored: its rich text reduced to the allow-list, whatever the sender did. */
function storedForm(kind: ProposalKind, form: Record<string, unknown>): Record<string, unknown> {
  return withCleanRichText(kind, form, sanitizeHtml)
}

const projectFieldsOf = ({ projectTitle, proponentName, isAgent, assessmentDistricts, firstNations }: ProjectFields): ProjectFields => ({
  projectTitle,
  proponentName,
  isAgent,
  assessmentDistricts,
  firstNations,
})

type Stored = ProposalOnServer & {
  createdById: string | null
  stageId: string
  projectNumber: string | null
  form: Record<string, unknown>
  fieldRevisions: Record<string, number>
}

/** What a device is answered of the stored proposal: none of the registry's own bookkeeping. */
function shown({
  createdById: _createdById,
  stageId: _stageId,
  projectNumber: _projectNumber,
  form: _form,
  fieldRevisions: _fieldRevisions,
  ...proposal
}: Stored): ProposalOnServer {
  return proposal
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

  async function checkReferences(tx: Tx, fields: Pick<ProjectFields, 'assessmentDistricts' | 'firstNations'>): Promise<void> {
    if (fields.assessmentDistricts.length) {
      const found = await tx
        .select({ id: t.assessmentDistricts.id })
        .from(t.assessmentDistricts)
        .where(inArray(t.assessmentDistricts.id, fields.assessmentDistricts))
      if (found.length !== new Set(fields.assessmentDistricts).size)
        throw AppError.badRequest('Invalid parameter assessmentDistricts: an id is not an assessment district', 'assessmentDistricts')
    }
    if (fields.firstNations.length) {
      const found = await tx
        .select({ id: t.organizations.id })
        .from(t.organizations)
        .where(and(inArray(t.organizations.id, fields.firstNations), eq(t.organizations.kind, 'first-nation')))
      if (found.length !== new Set(fields.firstNations).size)
        throw AppError.badRequest('Invalid parameter firstNations: an id is not a First Nation', 'firstNations')
    }
  }

  async function writeLinks(tx: Tx, projectId: string, fields: Pick<ProjectFields, 'assessmentDistricts' | 'firstNations'>): Promise<void> {
    await tx.delete(t.projectDistricts).where(eq(t.projectDistricts.projectId, projectId))
    await tx.delete(t.projectOrganizations).where(and(eq(t.projectOrganizations.projectId, projectId), eq(t.projectOrganizations.role, 'first-nation')))
    const districts = [...new Set(fields.assessmentDistricts)]
    const firstNations = [...new Set(fields.firstNations)]
    if (districts.length) await tx.insert(t.projectDistricts).values(districts.map((refId) => ({ projectId, refId })))
    if (firstNations.length)
      await tx.insert(t.projectOrganizations).values(firstNations.map((organizationId) => ({ projectId, organizationId, role: 'first-nation' as const })))
  }

  /**
   * The proposal as stored. With `lock`, its project and form rows stay locked until the transaction
   * ends: a save or a submission judges the revision and the stage it reads here, so one sent at
   * the same moment waits, then reads what the first one wrote. Both rows are locked because a read
   * that waited gets the newest version only of the rows it locks; the form's revision would be the
   * one from before the wait.
   */
  async function onServer(tx: Tx | Database, projectId: string, lock = false): Promise<Stored | undefined> {
    const query = tx
      .select({ project: t.projects, form: t.proposalForms })
      .from(t.projects)
      .innerJoin(t.proposalForms, eq(t.proposalForms.projectId, t.projects.id))
      .where(eq(t.projects.id, projectId))
    const [row] = lock ? await query.for('no key update') : await query
    if (!row) return undefined
    const districts = await tx.select({ id: t.projectDistricts.refId }).from(t.projectDistricts).where(eq(t.projectDistricts.projectId, projectId))
    const firstNations = await tx
      .select({ id: t.projectOrganizations.organizationId })
      .from(t.projectOrganizations)
      .where(and(eq(t.projectOrganizations.projectId, projectId), eq(t.projectOrganizations.role, 'first-nation')))
    return {
      projectId,
      revision: row.form.revision,
      projectTitle: row.project.title,
      proponentName: row.project.proponentName,
      isAgent: row.form.isAgent,
      assessmentDistricts: districts.map((d) => d.id).sort(),
      firstNations: firstNations.map((f) => f.id).sort(),
      form1: JSON.stringify(row.form.form1),
      kind: row.form.kind,
      language: row.form.language,
      lastEditedAt: row.form.lastEditedAt.toISOString(),
      submitted: row.project.stageId !== DRAFT.stageId,
      createdById: row.project.createdById,
      stageId: row.project.stageId,
      projectNumber: row.project.projectNumber,
      form: row.form.form1 as Record<string, unknown>,
      fieldRevisions: row.form.fieldRevisions,
    }
  }

  /** The caller's own draft (or submitted proposal), else 404: another person's draft is not shown to exist. */
  async function own(tx: Tx | Database, user: SessionUser, projectId: string, lock = false) {
    const current = await onServer(tx, projectId, lock)
    if (!current || current.createdById !== user.userId) throw AppError.notFound('This project was not found, or you lack sufficient authorization to view it.')
    return current
  }

  /** Writes a merged save as the next revision, stamping the keys it changed; returns the draft as now stored. */
  async function applyVersion(tx: Tx, user: SessionUser, stored: Stored, merged: ProposalVersion, language: 'en' | 'fr', now: Date): Promise<ProposalOnServer> {
    const { projectId } = stored
    const revision = stored.revision + 1
    const fieldRevisions = stampChanges(stored.kind, stored.fieldRevisions, { form: stored.form, project: projectFieldsOf(stored) }, merged, revision)
    const { project } = merged
    await checkReferences(tx, project)
    await tx.update(t.projects).set({ title: project.projectTitle, proponentName: project.proponentName, updatedAt: now }).where(eq(t.projects.id, projectId))
    await tx
      .update(t.proposalForms)
      .set({ form1: merged.form, isAgent: project.isAgent, language, lastEditedAt: now, lastEditedById: user.userId, revision, fieldRevisions, updatedAt: now })
      .where(eq(t.proposalForms.projectId, projectId))
    await writeLinks(tx, projectId, project)
    return {
      ...shown(stored),
      ...project,
      assessmentDistricts: [...new Set(project.assessmentDistricts)].sort(),
      firstNations: [...new Set(project.firstNations)].sort(),
      revision,
      form1: JSON.stringify(merged.form),
      language,
      lastEditedAt: now.toISOString(),
    }
  }

  /** The proposal's documents by upload group, as a submit's rules count them. */
  async function fileCounts(tx: Tx, projectId: string): Promise<ProposalFileCounts> {
    const rows = await tx
      .select({ role: t.documents.role, count: sql<number>`count(*)::int` })
      .from(t.documents)
      .where(and(eq(t.documents.projectId, projectId), isNull(t.documents.removedAt)))
      .groupBy(t.documents.role)
    const counts: ProposalFileCounts = { project: 0, proposal: 0, 'proposal-location': 0, 'agent-consent': 0 }
    for (const row of rows) if (row.role in counts) counts[row.role as DocumentUploadGroup] = Number(row.count)
    return counts
  }

  /**
   * Deletes projects with their documents' uploads and their upload sessions; returns the keys of
   * the stored files (the documents', then what arrived of unfinished uploads), to remove once
   * committed, with how many documents' files and upload sessions there were.
   */
  async function deleteProjects(tx: Tx, projectIds: string[]): Promise<{ storageKeys: string[]; documentFiles: number; uploadSessions: number }> {
    const documents = await tx
      .select({ unredacted: t.documents.unredactedUploadId, redacted: t.documents.redactedUploadId })
      .from(t.documents)
      .where(inArray(t.documents.projectId, projectIds))
    const uploadIds = documents.flatMap((d) => [d.unredacted, d.redacted]).filter((id) => id !== null)
    const sessions = await takeSessionObjects(tx, inArray(t.uploadSessions.projectId, projectIds))
    // Documents, upload sessions, links and roles go with the project (on delete cascade); uploads do not.
    await tx.delete(t.projects).where(inArray(t.projects.id, projectIds))
    const uploads =
      uploadIds.length === 0 ? [] : await tx.delete(t.uploads).where(inArray(t.uploads.id, uploadIds)).returning({ storageKey: t.uploads.storageKey })
    return {
      storageKeys: [...uploads.map((u) => u.storageKey), ...sessions.storageKeys],
      documentFiles: uploads.length,
      uploadSessions: sessions.sessionIds.length,
    }
  }

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
    current: onServer,

    /** The caller's own proposal, as a device opening it for editing needs it. */
    async own(user: SessionUser, projectId: string): Promise<ProposalOnServer> {
      return shown(await own(db, user, projectId))
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
          const existing = await onServer(tx, fields.projectId)
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
        const stored = await own(tx, user, sent.projectId, true)
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
        const current = await own(tx, user, fields.projectId, true)
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

    /**
     * Deletes the caller's draft with its documents, their files and its upload sessions (spec §4).
     * A submitted proposal is never deleted (409 submitted); a draft already deleted is not found,
     * as another person's is (the browser's outbox takes that 404 as done).
     */
    async deleteDraft(user: SessionUser, projectId: string, now: Date, files: FileStore): Promise<void> {
      const removed = await db.transaction(async (tx) => {
        const [project] = await tx
          .select({ createdById: t.projects.createdById, stageId: t.projects.stageId, title: t.projects.title })
          .from(t.projects)
          .where(eq(t.projects.id, projectId))
          .for('update')
        if (!project || project.createdById !== user.userId)
          throw AppError.notFound('This project was not found, or you lack sufficient authorization to view it.')
        if (project.stageId !== DRAFT.stageId) throw new AppError(409, 'submitted', 'This proposal has been submitted and can no longer be deleted.')
        const deleted = await deleteProjects(tx, [projectId])
        await audit(tx, {
          actorUserId: user.userId,
          actor: user.email,
          action: 'delete-proposal',
          entity: 'project',
          entityId: projectId,
          detail: { title: project.title, files: deleted.documentFiles, uploadSessions: deleted.uploadSessions, deletedAt: now.toISOString() },
        })
        return deleted
      })
      // After the commit: a file removed for a deletion that then failed could not come back.
      for (const key of removed.storageKeys) await files.remove(key)
    },

    /**
     * Tells each drafter whose draft will be deleted within a week (draftFate says 'warn'), once per
     * edit. The mail is in the outbox before the draft is marked: a crash between them warns twice
     * rather than never. Returns how many were warned.
     */
    async warnStaleDrafts(now: Date, mailer: Mailer, publicBaseUrl: string): Promise<number> {
      const cut = draftRetentionCutoffs(now)
      const due = await db
        .select({
          projectId: t.projects.id,
          title: t.projects.title,
          lastEditedAt: t.proposalForms.lastEditedAt,
          email: t.users.email,
          firstName: t.users.firstName,
          language: t.users.language,
        })
        .from(t.projects)
        .innerJoin(t.proposalForms, eq(t.proposalForms.projectId, t.projects.id))
        .innerJoin(t.users, eq(t.users.id, t.projects.createdById))
        .where(
          and(
            eq(t.projects.stageId, DRAFT.stageId),
            lt(t.proposalForms.lastEditedAt, cut.warnIfEditedBefore),
            or(isNull(t.proposalForms.deletionWarnedAt), lt(t.proposalForms.deletionWarnedAt, t.proposalForms.lastEditedAt)),
            isNull(t.users.disabledAt),
          ),
        )
      for (const draft of due) {
        await mailer.send(
          draftDeletionMail({
            to: draft.email,
            firstName: draft.firstName,
            language: draft.language,
            title: draft.title,
            deletedOn: draftDeletionDate(draft.lastEditedAt, now),
            publicBaseUrl,
          }),
        )
        await db.update(t.proposalForms).set({ deletionWarnedAt: now }).where(eq(t.proposalForms.projectId, draft.projectId))
      }
      return due.length
    },

    /**
     * Deletes the drafts untouched for six months whose drafter was warned a week ago or more, with
     * their documents' files and what arrived of their unfinished uploads; returns how many.
     */
    async purgeStaleDrafts(now: Date, files: FileStore): Promise<number> {
      const cut = draftRetentionCutoffs(now)
      const before = cut.deleteIfEditedBefore
      const purged = await db.transaction(async (tx) => {
        const stale = await tx
          .select({ id: t.projects.id })
          .from(t.projects)
          .innerJoin(t.proposalForms, eq(t.proposalForms.projectId, t.projects.id))
          .where(
            and(
              eq(t.projects.stageId, DRAFT.stageId),
              lt(t.proposalForms.lastEditedAt, before),
              gte(t.proposalForms.deletionWarnedAt, t.proposalForms.lastEditedAt),
              lte(t.proposalForms.deletionWarnedAt, cut.deleteIfWarnedBefore),
            ),
          )
        if (stale.length === 0) return { count: 0, storageKeys: [] }
        const { storageKeys } = await deleteProjects(
          tx,
          stale.map((s) => s.id),
        )
        await audit(tx, {
          actorUserId: null,
          actor: 'system:draft-cleanup',
          action: 'delete-stale-drafts',
          entity: 'project',
          detail: { count: stale.length, untouchedSince: before.toISOString() },
        })
        return { count: stale.length, storageKeys }
      })
      for (const key of purged.storageKeys) await files.remove(key)
      return purged.count
    },
  }
}

export type ProposalsService = ReturnType<typeof proposalsService>
