// Documents people add to a project after its proposal (spec public-registry §4, §6, §7 "Writes"):
// the proponent's or agent's Add Document, a decision body's decision and authorization, the
// details the uploader gives them while they wait for review, and the note to the lead assessor
// that an authorization arrived. Every upload is an unreviewed document, seen by its uploader's
// side and staff until the office publishes it. Who may upload what is decided by the rules in
// shared/domain/project-uploads.ts, which the screen uses to offer the buttons.
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'
import type { Config } from '../../env.ts'
import type { FileStore } from '../../files/file-store.ts'
import { AppError } from '../../http/app-error.ts'
import { audit } from '../../lib/audit.ts'
import type { Mailer } from '../../mail/mailer.ts'
import type { SessionUser } from '../auth/session-tokens.ts'
import { nextDocumentNumber } from '../project-content/document-numbers.ts'
import { recordNotificationEvent } from '../notification-dispatch/notification-events.ts'
import { projectAccess } from '../projects/project-access.ts'
import type { ProjectAccess } from '../projects/project-access.ts'
import { projectsService } from '../projects/projects.service.ts'
import type { PartialFiles } from '../../files/partial-files.ts'
import { checkReceivedFile, fileKindOf } from '../../files/incoming-files.ts'
import { changeSentDocument, storeUnreviewedDocument } from '../../files/unreviewed-documents.ts'
import { DOCUMENT_ZIP_LIMITS } from '../../../shared/domain/document-files.ts'
import type { DocumentSlot } from '../../../shared/domain/document-files.ts'
import { fullDocumentNumber } from '../../../shared/domain/document-visibility.ts'
import { yukonDay } from '../../../shared/domain/dates.ts'
import {
  ADDED_DOCUMENT_TYPES,
  AUTHORIZATION_DOCUMENT_TYPE,
  canAddProjectDocument,
  canUploadAuthorization,
  canUploadDecision,
  DECISION_DOCUMENT_TYPE,
  inInformationRequestStage,
  isProposalStage,
} from '../../../shared/domain/project-uploads.ts'
import type { ProjectDocumentSaved, UpdateDocument } from '../../../shared/schemas/project-upload.ts'

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]
type Db = Tx | Database

/** Added documents are kept like a proposal's supporting documents: PDF, office documents, images, zips. */
const SLOT: DocumentSlot = { form: 'general', group: 'project' }

type AddedRole = 'project' | 'decision' | 'authorization'

/** A file on disk that is to become an added document. */
export interface NewAddedFile {
  projectId: string
  /** As sent: null for the proponent's default type. */
  documentTypeId: number | null
  /** As sent; sanitized here. */
  fileName: string
  contentType: string
  size: number
  path: string
}

const notFound = () => AppError.notFound('This project was not found, or you lack sufficient authorization to view it.')
/** Not 403: the registry's client ends the session on a 403 (spec §6), and this caller's session is fine. */
const notAllowed = (message: string) => new AppError(404, 'not-allowed', message)

export function projectUploadsService(db: Database, files: FileStore, partials: PartialFiles, mailer: Mailer, config: Pick<Config, 'publicBaseUrl'>) {
  const accessOf = projectAccess(db)
  const projects = projectsService(db)

  async function projectRow(tx: Db, projectId: string, lock = false) {
    const query = tx.select().from(t.projects).where(eq(t.projects.id, projectId))
    const [project] = lock ? await query.for('no key update') : await query
    if (!project) throw notFound()
    return project
  }

  /** The project, when the caller may see it, with what they are to it. */
  async function visibleTo(user: SessionUser, projectId: string): Promise<ProjectAccess> {
    const access = await accessOf.of(user, projectId)
    if (!(await projects.visibleProject(projectId, access))) throw notFound()
    return access
  }

  /**
   * What an upload of this type becomes, if the caller may make it now: a decision body's decision
   * (type 12) or authorization (13), or the proponent's or agent's document (the default type 2).
   */
  function destination(
    access: ProjectAccess,
    project: typeof t.projects.$inferSelect,
    documentTypeId: number | null,
    now: Date,
  ): { role: AddedRole; documentTypeId: number } {
    const facts = { projectTypeId: project.projectTypeId, stageId: project.stageId }
    const isDecisionBody = access.roles.includes('decision-body')
    if (documentTypeId === DECISION_DOCUMENT_TYPE || documentTypeId === AUTHORIZATION_DOCUMENT_TYPE) {
      if (!isDecisionBody) throw notAllowed('Only a decision body of this project may upload its decision or authorization.')
      if (documentTypeId === DECISION_DOCUMENT_TYPE) {
        if (!canUploadDecision({ ...facts, isDecisionBody }))
          throw new AppError(409, 'not-now', 'A decision can be uploaded once the recommendation has been sent.')
        return { role: 'decision', documentTypeId }
      }
      const authorization = { ...facts, isDecisionBody, authorizationDocUploaded: project.authorizationDocUploaded, decisionStartedAt: project.stageStartedAt }
      if (!canUploadAuthorization(authorization, now)) {
        throw new AppError(
          409,
          'not-now',
          project.authorizationDocUploaded
            ? 'An authorization is already on file for this project.'
            : 'An authorization can be uploaded only within six months of the decision document.',
        )
      }
      return { role: 'authorization', documentTypeId }
    }
    const isProponentOrAgent = access.roles.includes('proponent-agent')
    if (!isProponentOrAgent) throw notAllowed('Only the proponent or agent of this project may add documents to it.')
    const type = documentTypeId ?? ADDED_DOCUMENT_TYPES[0]!
    if (!ADDED_DOCUMENT_TYPES.includes(type))
      throw AppError.badRequest('Invalid parameter documentTypeId: an added document is a Supporting Document or Other.', 'documentTypeId')
    if (inInformationRequestStage(facts))
      throw new AppError(
        409,
        'information-request',
        'Documents cannot be added while an information request is under way: answer it on the Information Responses tab.',
      )
    if (!canAddProjectDocument({ ...facts, isProponentOrAgent })) throw new AppError(409, 'not-now', 'Documents can no longer be added to this project.')
    return { role: 'project', documentTypeId: type }
  }

  async function typeName(tx: Db, documentTypeId: number): Promise<string> {
    const [type] = await tx.select({ name: t.documentTypes.name }).from(t.documentTypes).where(eq(t.documentTypes.id, documentTypeId))
    return type?.name ?? ''
  }

  return {
    async isAfterProposal(projectId: string): Promise<boolean> {
      const [project] = await db
        .select({ projectTypeId: t.projects.projectTypeId, stageId: t.projects.stageId })
        .from(t.projects)
        .where(eq(t.projects.id, projectId))
      return project !== undefined && !isProposalStage(project)
    },

    async checkStart(user: SessionUser, projectId: string, documentTypeId: number | null, now: Date): Promise<number> {
      const access = await visibleTo(user, projectId)
      return destination(access, await projectRow(db, projectId), documentTypeId, now).documentTypeId
    },

    /** Refuses, before an upload's bytes are read, a caller who may add nothing to the project. */
    async checkUploader(user: SessionUser, projectId: string): Promise<void> {
      const access = await visibleTo(user, projectId)
      if (!access.roles.includes('proponent-agent') && !access.roles.includes('decision-body'))
        throw notAllowed('Only the proponent or agent of this project may add documents to it.')
    },

    /** Refuses a file that is not a kind documents are kept in, from its name and declared type alone. */
    checkFile(fileName: string, contentType: string): void {
      fileKindOf(SLOT, fileName, contentType)
    },

    /** Makes an unreviewed document of a file already on disk at input.path; `also` runs in the same transaction (an upload session's completion). */
    async addFile(user: SessionUser, input: NewAddedFile, now: Date, also?: (tx: Tx, documentId: string) => Promise<void>): Promise<ProjectDocumentSaved> {
      const { fileName, kind } = await checkReceivedFile(input, SLOT, partials, DOCUMENT_ZIP_LIMITS)
      const access = await visibleTo(user, input.projectId)
      destination(access, await projectRow(db, input.projectId), input.documentTypeId, now)
      let project!: Awaited<ReturnType<typeof projectRow>>
      let target!: ReturnType<typeof destination>
      let documentNumber = ''
      return storeUnreviewedDocument(
        { db, files },
        { path: input.path, fileName, contentType: kind.contentType },
        now,
        async (tx) => {
          // Judged again under the project's lock: two authorizations cannot both be the first.
          project = await projectRow(tx, input.projectId, true)
          target = destination(access, project, input.documentTypeId, now)
          documentNumber = await nextDocumentNumber(tx, project.id)
          const { role, documentTypeId } = target
          return {
            uploadedById: user.userId,
            document: { projectId: project.id, role, documentTypeId, documentNumber, stageUploaded: project.stageId },
            audit: {
              actorUserId: user.userId,
              actor: user.email,
              action: 'add-project-document',
              detail: { projectId: project.id, role, documentTypeId, documentNumber },
            },
          }
        },
        async (tx, stored) => {
          if (target.role === 'authorization') await tx.update(t.projects).set({ authorizationDocUploaded: true }).where(eq(t.projects.id, project.id))
          // The office records the decision from it and issues it: it is told the decision arrived.
          if (target.role === 'decision')
            await recordNotificationEvent(tx, {
              projectId: project.id,
              kind: 'decision-uploaded',
              actorUserId: user.userId,
              details: { name: fullDocumentNumber(project.projectNumber, documentNumber), path: `/staff/projects/${project.id}` },
            })
          await also?.(tx, stored.documentId)
          return {
            status: 'OK' as const,
            documentId: stored.documentId,
            documentTypeId: target.documentTypeId,
            documentType: await typeName(tx, target.documentTypeId),
            documentNumber: fullDocumentNumber(project.projectNumber, documentNumber)!,
            unredactedUploadId: stored.uploadId,
          }
        },
      )
    },

    /**
     * The details of a document its uploader added (description, type, received date), while it
     * waits for review and while they are still its proponent, agent or decision body. Staff change
     * documents in their own workspace, not here.
     */
    async updateDocument(user: SessionUser, input: UpdateDocument, now: Date): Promise<void> {
      const access = await visibleTo(user, input.projectId)
      if (input.receivedDate && input.receivedDate > yukonDay(now))
        throw AppError.badRequest('Invalid parameter receivedDate: the received date cannot be in the future.', 'receivedDate')
      await db.transaction(async (tx) => {
        const [document] = await tx
          .select()
          .from(t.documents)
          .where(and(eq(t.documents.id, input.documentId), eq(t.documents.projectId, input.projectId)))
          .for('update')
        if (!document || document.removedAt) throw AppError.notFound('This document was not found in this project.')
        const role = document.role
        const side = role === 'project' ? 'proponent-agent' : role === 'decision' || role === 'authorization' ? 'decision-body' : null
        if (document.uploadedById !== user.userId || !side || !access.roles.includes(side))
          throw notAllowed('Only the person who uploaded this document may change it.')
        if (document.state !== 'unreviewed') throw new AppError(409, 'reviewed', 'This document has been reviewed: it can no longer be changed.')
        const documentTypeId = input.documentTypeId ?? document.documentTypeId
        const allowed = role === 'project' ? ADDED_DOCUMENT_TYPES : [document.documentTypeId]
        if (documentTypeId === null || !allowed.includes(documentTypeId))
          throw AppError.badRequest('Invalid parameter documentTypeId: this document cannot be of that type.', 'documentTypeId')
        // Midnight in Yukon (UTC−7 all year), so the day prints as given.
        const receivedAt = input.receivedDate ? new Date(`${input.receivedDate}T00:00:00-07:00`) : null
        const before = {
          description: document.description,
          documentTypeId: document.documentTypeId,
          receivedDate: document.receivedAt ? yukonDay(document.receivedAt) : null,
        }
        const after = { description: input.description, documentTypeId, receivedDate: input.receivedDate ?? null }
        await changeSentDocument(
          tx,
          user,
          document.id,
          {
            set: { description: input.description, documentTypeId, receivedAt },
            action: 'update-document',
            detail: { projectId: input.projectId, before, after },
          },
          now,
        )
      })
    },

    /**
     * Tells the project's lead assessor, by mail after the answer, that the caller's authorization
     * is on file and waits for review.
     */
    async notifyAuthorizationUploaded(user: SessionUser, projectId: string): Promise<void> {
      const access = await visibleTo(user, projectId)
      if (!access.roles.includes('decision-body')) throw notAllowed('Only a decision body of this project may send this notice.')
      const [uploaded] = await db
        .select({ id: t.documents.id, fileName: t.documents.fileName })
        .from(t.documents)
        .where(
          and(
            eq(t.documents.projectId, projectId),
            eq(t.documents.role, 'authorization'),
            eq(t.documents.uploadedById, user.userId),
            sql`${t.documents.removedAt} is null`,
          ),
        )
        .limit(1)
      if (!uploaded) throw new AppError(409, 'no-authorization', 'You have not uploaded an authorization to this project.')
      await audit(db, {
        actorUserId: user.userId,
        actor: user.email,
        action: 'notify-staff-authorization-uploaded',
        entity: 'project',
        entityId: projectId,
        detail: { documentId: uploaded.id },
      })
      mailer.later(async () => {
        const [row] = await db
          .select({ number: t.projects.projectNumber, title: t.projects.title, email: t.users.email, firstName: t.users.firstName })
          .from(t.projects)
          .innerJoin(t.users, eq(t.users.id, t.projects.leadAssessorId))
          .where(eq(t.projects.id, projectId))
        if (!row) return undefined
        const link = new URL(`/projects/${projectId}/documents`, config.publicBaseUrl).toString()
        return {
          kind: 'authorization-uploaded',
          to: row.email,
          subject: `Authorization uploaded: ${row.number ?? ''} ${row.title}`.replace(/\s+/g, ' '),
          text: [
            `Hello ${row.firstName},`,
            '',
            `${user.firstName} ${user.lastName} (${user.email}), a decision body of project ${row.number ?? ''} “${row.title}”, uploaded an authorization (${uploaded.fileName}). It waits for your review before the public sees it.`,
            '',
            link,
          ].join('\n'),
          meta: { projectId, documentId: uploaded.id },
        }
      })
    },
  }
}
