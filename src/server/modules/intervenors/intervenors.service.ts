// Intervenors of a panel review (spec proposals-and-accounts §2, §4, §7, §8; public-registry §4,
// §6, §7, §9): the application (one per person and project, with its files) and an accepted
// intervenor's submissions before the hearings. The office's acceptance or refusal is in
// intervenor-decisions.service.ts.
//
// Who may do what: anyone signed in applies once to a panel review open to applications (the
// office's staff do not apply); only the applicant adds files to their application, while the
// office has not decided it; only an accepted intervenor adds submissions, in the comment period
// before the hearings, and hearing material only until 14 days before its hearing. What they send
// is Unreviewed until the office publishes it.
import { and, eq, ne } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'
import type { FileStore } from '../../files/file-store.ts'
import { AppError } from '../../http/app-error.ts'
import { audit } from '../../lib/audit.ts'
import type { SessionUser } from '../auth/session-tokens.ts'
import { projectAccess } from '../projects/project-access.ts'
import { projectsService } from '../projects/projects.service.ts'
import { nextDocumentNumber } from '../project-content/document-numbers.ts'
import { recordNotificationEvent } from '../notification-dispatch/notification-events.ts'
import { fileKindOf } from '../../files/incoming-files.ts'
import type { ReceivedFile } from '../../files/incoming-files.ts'
import { intakeUnreviewedDocument } from '../../files/unreviewed-documents.ts'
import type { UnreviewedDocumentFields } from '../../files/unreviewed-documents.ts'
import type { PartialFiles } from '../../files/partial-files.ts'
import { formatDate } from '../../../shared/domain/dates.ts'
import { fullDocumentNumber } from '../../../shared/domain/document-visibility.ts'
import { INTERVENOR_SLOT, DOCUMENT_ZIP_LIMITS } from '../../../shared/domain/document-files.ts'
import { checkHearingMaterial, intervenorApplicationsOpen, intervenorSubmissionRefusal } from '../../../shared/domain/intervenors.ts'
import { ALREADY_APPLIED } from '../../../shared/schemas/intervenor.ts'
import type { IntervenorApplied, IntervenorSubmissionSaved } from '../../../shared/schemas/intervenor.ts'

/** document_types ids (server/db/reference/outcomes-and-types.ts). */
const TYPE = { application: 15, submission: 16, hearingMaterial: 17 } as const

export const NO_APPLICATION_FILE = 'Error: Please attach Application.'
const PROJECT_NOT_FOUND = 'This project was not found, or you lack sufficient authorization to view it.'

/** A file on disk, sent by the caller, that is to become a document. */
export interface IntervenorFile extends ReceivedFile {
  description: string
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

export function intervenorsService(db: Database, files: FileStore, partials: PartialFiles) {
  const projects = projectsService(db)
  const accessOf = projectAccess(db)

  /** The project as the caller sees it, with their roles on it. */
  async function visibleProject(user: SessionUser, projectId: string) {
    const project = await projects.getProject(projectId, await accessOf.of(user, projectId))
    if (!project) throw AppError.notFound(PROJECT_NOT_FOUND)
    return project
  }

  async function applicationOf(tx: Tx | Database, userId: string, projectId: string) {
    const [row] = await tx
      .select({ id: t.intervenors.id, status: t.intervenors.status })
      .from(t.intervenors)
      .where(and(eq(t.intervenors.projectId, projectId), eq(t.intervenors.userId, userId), ne(t.intervenors.status, 'withdrawn')))
      .limit(1)
    return row
  }

  /** Refuses early what keep would refuse, from the file's name and declared type alone. */
  function checkFile(fileName: string, contentType: string): void {
    fileKindOf(INTERVENOR_SLOT, fileName, contentType)
  }

  /**
   * Checks the file's size, kind and contents, keeps it in the file store and writes its upload and
   * document rows, with the fields `inside` gives in the same transaction, and their audit entry;
   * the stored file goes again if the transaction fails.
   */
  async function keep(
    user: SessionUser,
    file: IntervenorFile,
    action: 'add-intervenor-document' | 'add-intervenor-submission',
    inside: (tx: Tx) => Promise<Omit<UnreviewedDocumentFields, 'description'>>,
    now: Date,
  ) {
    return intakeUnreviewedDocument(
      { db, files, partials },
      { slot: INTERVENOR_SLOT, zipLimits: DOCUMENT_ZIP_LIMITS },
      file,
      now,
      async (tx) => {
        const fields = await inside(tx)
        return {
          uploadedById: user.userId,
          document: { ...fields, description: file.description, receivedAt: now },
          audit: {
            actorUserId: user.userId,
            actor: user.email,
            action,
            detail: { projectId: fields.projectId, intervenorId: fields.intervenorId ?? null, hearingId: fields.hearingId ?? null },
          },
        }
      },
      async (_tx, stored) => ({ documentId: stored.documentId, unredactedUploadId: stored.uploadId }),
    )
  }

  /** Refuses before the body is read what addApplicationDocument would refuse. */
  async function checkApplication(user: SessionUser, projectId: string, intervenorId: string): Promise<void> {
    const [row] = await db
      .select()
      .from(t.intervenors)
      .where(and(eq(t.intervenors.id, intervenorId), eq(t.intervenors.projectId, projectId)))
    if (!row || row.userId !== user.userId) throw AppError.notFound('This application was not found.')
    if (row.status !== 'applied') throw new AppError(409, 'decided', 'The office has decided this application: files can no longer be added to it.')
  }

  /** Refuses before the body is read what addSubmission would refuse, but for the hearing (a field of the body). */
  async function checkSubmission(user: SessionUser, projectId: string) {
    const project = await visibleProject(user, projectId)
    const refusal = intervenorSubmissionRefusal(project)
    if (refusal === 'not-intervenor') throw new AppError(409, refusal, 'Only an accepted intervenor of this panel review can add intervenor submissions.')
    if (refusal === 'not-before-hearings')
      throw new AppError(409, refusal, 'Intervenor submissions are taken only in the comment period before the public hearings.')
    return project
  }

  return {
    checkFile,
    checkApplication,
    checkSubmission,

    /** When applications close, as the office set it. */
    async applicationDeadline(projectId: string): Promise<Date | null> {
      const [row] = await db.select({ deadline: t.projects.intervenorDeadline }).from(t.projects).where(eq(t.projects.id, projectId))
      return row?.deadline ?? null
    },

    /** Whether the caller has applied to the project before (spec: check-intervenor's KO). */
    async check(user: SessionUser, projectId: string): Promise<'OK' | typeof ALREADY_APPLIED> {
      await visibleProject(user, projectId)
      return (await applicationOf(db, user.userId, projectId)) ? ALREADY_APPLIED : 'OK'
    },

    async apply(user: SessionUser, projectId: string, now: Date): Promise<IntervenorApplied> {
      const project = await visibleProject(user, projectId)
      if (!intervenorApplicationsOpen(project)) throw new AppError(409, 'applications-closed', 'This project is not taking intervenor applications.')
      if (user.staffRole) throw new AppError(409, 'staff', 'The office’s staff do not apply as intervenors.')
      const [person] = await db
        .select({ firstName: t.users.firstName, lastName: t.users.lastName, company: t.users.company })
        .from(t.users)
        .where(eq(t.users.id, user.userId))
      return db.transaction(async (tx) => {
        // One application per person: two sent together are taken one after the other.
        await tx.select({ id: t.projects.id }).from(t.projects).where(eq(t.projects.id, projectId)).for('no key update')
        if (await applicationOf(tx, user.userId, projectId)) return { status: ALREADY_APPLIED }
        const displayName = person?.company?.trim() || `${person?.firstName ?? ''} ${person?.lastName ?? ''}`.trim()
        const [row] = await tx
          .insert(t.intervenors)
          .values({ projectId, userId: user.userId, displayName, status: 'applied', appliedAt: now, createdAt: now, updatedAt: now })
          .returning({ id: t.intervenors.id })
        await audit(tx, {
          actorUserId: user.userId,
          actor: user.email,
          action: 'apply-to-be-intervenor',
          entity: 'intervenor',
          entityId: row!.id,
          detail: { projectId, displayName },
        })
        await recordNotificationEvent(tx, {
          projectId,
          kind: 'intervenor-application',
          actorUserId: user.userId,
          details: { name: displayName, path: `/staff/review/intervenors/${row!.id}` },
        })
        return { status: 'OK' as const, intervenorId: row!.id }
      })
    },

    async addApplicationDocument(user: SessionUser, projectId: string, intervenorId: string, file: IntervenorFile, now: Date) {
      await checkApplication(user, projectId, intervenorId)
      const saved = await keep(
        user,
        file,
        'add-intervenor-document',
        async (tx) => {
          const [row] = await tx.select({ status: t.intervenors.status }).from(t.intervenors).where(eq(t.intervenors.id, intervenorId)).for('update')
          if (row?.status !== 'applied') throw new AppError(409, 'decided', 'The office has decided this application: files can no longer be added to it.')
          const [project] = await tx.select({ stageId: t.projects.stageId }).from(t.projects).where(eq(t.projects.id, projectId))
          return { projectId, role: 'intervenor', documentTypeId: TYPE.application, intervenorId, stageUploaded: project?.stageId ?? null }
        },
        now,
      )
      return { status: 'OK' as const, documentId: saved.documentId, unredactedUploadId: saved.unredactedUploadId, documentTypeId: TYPE.application }
    },

    async addSubmission(
      user: SessionUser,
      projectId: string,
      input: IntervenorFile & { hearingId: string | null },
      now: Date,
    ): Promise<IntervenorSubmissionSaved> {
      const project = await checkSubmission(user, projectId)
      if (input.hearingId) {
        const [hearing] = await db
          .select()
          .from(t.hearings)
          .where(and(eq(t.hearings.id, input.hearingId), eq(t.hearings.projectId, projectId)))
        if (!hearing) throw AppError.badRequest('Invalid parameter hearingId: not a hearing of this project.', 'hearingId')
        const check = checkHearingMaterial(hearing, now)
        if (!check.ok && check.reason === 'undated')
          throw new AppError(409, 'hearing-undated', `${hearing.title} has no date yet: its material can be added once it is scheduled.`, 'hearingId')
        if (!check.ok && check.reason === 'late') {
          throw new AppError(
            409,
            'hearing-material-late',
            `Hearing material for ${hearing.title} was due by ${formatDate(check.dueDate)}, 14 days before the hearing: it can no longer be added.`,
            'hearingId',
            undefined,
            {
              dueDate: check.dueDate.toISOString(),
            },
          )
        }
      }
      const [application] = await db
        .select({ id: t.intervenors.id })
        .from(t.intervenors)
        .where(and(eq(t.intervenors.projectId, projectId), eq(t.intervenors.userId, user.userId), eq(t.intervenors.status, 'accepted')))
      const documentTypeId = input.hearingId ? TYPE.hearingMaterial : TYPE.submission
      let documentNumber = ''
      const saved = await keep(
        user,
        input,
        'add-intervenor-submission',
        async (tx) => {
          documentNumber = await nextDocumentNumber(tx, projectId)
          return {
            projectId,
            role: 'intervenor-submission',
            documentTypeId,
            documentNumber,
            intervenorId: application?.id ?? null,
            hearingId: input.hearingId,
            stageUploaded: project.stageId,
          }
        },
        now,
      )
      const [type] = await db.select({ name: t.documentTypes.name }).from(t.documentTypes).where(eq(t.documentTypes.id, documentTypeId))
      return {
        status: 'OK',
        documentId: saved.documentId,
        documentTypeId,
        documentType: type?.name ?? '',
        documentNumber: fullDocumentNumber(project.projectNumber, documentNumber) ?? documentNumber,
        unredactedUploadId: saved.unredactedUploadId,
      }
    },
  }
}

export type IntervenorsService = ReturnType<typeof intervenorsService>
