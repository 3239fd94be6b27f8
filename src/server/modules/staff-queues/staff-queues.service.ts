// The office's review queues other than comments (issue 18 item 2): unreviewed documents,
// submitted information-request answers, intervenor applications and proposals at Proposal Check,
// each listed oldest received first (§9) with its review due date, and each item's "needs further
// review" mark. The decisions themselves are the services the items belong to (document review,
// information responses, intervenors, staff projects); this module finds what waits for them.
import { and, asc, count, eq, inArray, isNotNull, isNull, notInArray, or, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'
import type { DocumentRole } from '../../db/schema/documents.ts'
import { auditChange } from '../../lib/audit.ts'
import type { StaffActor } from '../../lib/audit.ts'
import { alreadyDecided } from '../../lib/review-decisions.ts'
import { receivedAt, reviewDueAt } from '../../../shared/domain/business-days.ts'
import type { QueueCounts, QueueItem, ReviewQueueName } from '../../../shared/schemas/staff-queues.ts'

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

/** Documents reviewed with what they belong to (a comment, an answer, an application) or never queued. */
const REVIEWED_ELSEWHERE: DocumentRole[] = [
  'comment',
  'information-request-question',
  'information-request-answer',
  'simplified-question',
  'simplified-replaced',
  'simplified-response',
  'intervenor',
  'emergency-exemption',
]

/** The project's stage code, for projects not yet public or waiting at Proposal Check. */
const stageCode = sql<string>`(select ${t.stages.code} from ${t.stages} where ${t.stages.projectTypeId} = ${t.projects.projectTypeId} and ${t.stages.id} = ${t.projects.stageId})`

const waitingDocument = and(
  eq(t.documents.state, 'unreviewed'),
  isNull(t.documents.removedAt),
  notInArray(t.documents.role, REVIEWED_ELSEWHERE),
  isNotNull(t.projects.projectNumber),
  // A proposal's documents are judged with the proposal, at Proposal Check.
  sql`${stageCode} not in ('DRAFT', 'PROPOSAL_CHECK')`,
)
const atProposalCheck = and(isNotNull(t.projects.projectNumber), sql`${stageCode} = 'PROPOSAL_CHECK'`)

const person = (first: string | null, last: string | null) => (first === null ? null : `${first} ${last ?? ''}`.trim())

interface Waiting extends Omit<QueueItem, 'receivedAt' | 'reviewDueAt' | 'files' | 'questions'> {
  submittedAt: Date
}

/** Whether an information request is a simplified one, or null when there is no such request. */
async function isSimplified(db: Pick<Database, 'select'>, requestId: string): Promise<boolean | null> {
  const [full] = await db.select({ id: t.informationRequests.id }).from(t.informationRequests).where(eq(t.informationRequests.id, requestId))
  if (full) return false
  const [simplified] = await db
    .select({ id: t.simplifiedInformationRequests.id })
    .from(t.simplifiedInformationRequests)
    .where(eq(t.simplifiedInformationRequests.id, requestId))
  return simplified ? true : null
}

const byReceived = (a: Waiting, b: Waiting) => a.submittedAt.getTime() - b.submittedAt.getTime() || a.itemId.localeCompare(b.itemId)

export function staffQueuesService(db: Database) {
  async function filesOf(where: SQL | undefined): Promise<Map<string, QueueItem['files']>> {
    const rows = await db
      .select({
        documentId: t.documents.id,
        uploadId: t.documents.unredactedUploadId,
        fileName: t.documents.fileName,
        informationRequestId: t.documents.informationRequestId,
        simplifiedId: t.documents.simplifiedInformationRequestId,
        intervenorId: t.documents.intervenorId,
      })
      .from(t.documents)
      .where(and(isNull(t.documents.removedAt), where))
      .orderBy(asc(t.documents.questionNumber), asc(t.documents.createdAt))
    const files = new Map<string, QueueItem['files']>()
    for (const r of rows) {
      const owner = r.informationRequestId ?? r.simplifiedId ?? r.intervenorId ?? r.documentId
      files.set(owner, [...(files.get(owner) ?? []), { documentId: r.documentId, uploadId: r.uploadId, fileName: r.fileName }])
    }
    return files
  }

  /** Each answered request's questions, with the answers and files submitted to each. */
  async function questionsOf(requestIds: string[]): Promise<Map<string, QueueItem['questions']>> {
    if (requestIds.length === 0) return new Map()
    const [rows, answerFiles] = await Promise.all([
      db
        .select({
          requestId: t.informationRequestQuestions.informationRequestId,
          questionNumber: t.informationRequestQuestions.questionNumber,
          text: t.informationRequestQuestions.text,
          answer: t.informationRequestQuestions.answerText,
        })
        .from(t.informationRequestQuestions)
        .where(inArray(t.informationRequestQuestions.informationRequestId, requestIds))
        .orderBy(asc(t.informationRequestQuestions.questionNumber)),
      db
        .select({
          requestId: t.documents.informationRequestId,
          questionNumber: t.documents.questionNumber,
          documentId: t.documents.id,
          uploadId: t.documents.unredactedUploadId,
          fileName: t.documents.fileName,
        })
        .from(t.documents)
        .where(and(isNull(t.documents.removedAt), inArray(t.documents.informationRequestId, requestIds), eq(t.documents.role, 'information-request-answer')))
        .orderBy(asc(t.documents.createdAt)),
    ])
    const questions = new Map<string, QueueItem['questions']>()
    for (const q of rows) {
      const files = answerFiles
        .filter((f) => f.requestId === q.requestId && f.questionNumber === q.questionNumber)
        .map(({ documentId, uploadId, fileName }) => ({ documentId, uploadId, fileName }))
      questions.set(q.requestId, [...(questions.get(q.requestId) ?? []), { questionNumber: q.questionNumber, text: q.text, answer: q.answer, files }])
    }
    return questions
  }

  const project = { projectId: t.projects.id, projectNumber: t.projects.projectNumber, projectTitle: t.projects.title }

  const waiting = {
    async documents(): Promise<QueueItem[]> {
      const rows = await db
        .select({
          itemId: t.documents.id,
          ...project,
          description: t.documents.description,
          fileName: t.documents.fileName,
          uploadId: t.documents.unredactedUploadId,
          firstName: t.users.firstName,
          lastName: t.users.lastName,
          submittedAt: t.documents.uploadedAt,
          needsFurtherReview: t.documents.needsFurtherReview,
        })
        .from(t.documents)
        .innerJoin(t.projects, eq(t.projects.id, t.documents.projectId))
        .leftJoin(t.users, eq(t.users.id, t.documents.uploadedById))
        .where(waitingDocument)
        .orderBy(asc(t.documents.uploadedAt), asc(t.documents.id))
      return rows.map((r) =>
        item({ ...r, simplified: false, subject: r.description || r.fileName, number: null, from: person(r.firstName, r.lastName) }, [
          { documentId: r.itemId, uploadId: r.uploadId, fileName: r.fileName },
        ]),
      )
    },

    async answers(): Promise<QueueItem[]> {
      const fields = { ...project, from: t.projects.proponentName }
      const [full, simplified] = await Promise.all([
        db
          .select({
            itemId: t.informationRequests.id,
            number: t.informationRequests.number,
            submittedAt: t.informationRequests.answeredAt,
            needsFurtherReview: t.informationRequests.needsFurtherReview,
            ...fields,
          })
          .from(t.informationRequests)
          .innerJoin(t.projects, eq(t.projects.id, t.informationRequests.projectId))
          .where(eq(t.informationRequests.status, 'answered')),
        db
          .select({
            itemId: t.simplifiedInformationRequests.id,
            number: t.simplifiedInformationRequests.number,
            submittedAt: t.simplifiedInformationRequests.answeredAt,
            needsFurtherReview: t.simplifiedInformationRequests.needsFurtherReview,
            ...fields,
          })
          .from(t.simplifiedInformationRequests)
          .innerJoin(t.projects, eq(t.projects.id, t.simplifiedInformationRequests.projectId))
          .where(eq(t.simplifiedInformationRequests.status, 'answered')),
      ])
      const all: Waiting[] = [
        ...full.map((r) => ({ ...r, simplified: false, subject: null, submittedAt: r.submittedAt ?? new Date(0) })),
        ...simplified.map((r) => ({ ...r, simplified: true, subject: null, submittedAt: r.submittedAt ?? new Date(0) })),
      ].sort(byReceived)
      if (all.length === 0) return []
      const ids = all.map((a) => a.itemId)
      const [files, questions] = await Promise.all([
        filesOf(
          or(
            and(inArray(t.documents.informationRequestId, ids), eq(t.documents.role, 'information-request-answer')),
            and(inArray(t.documents.simplifiedInformationRequestId, ids), eq(t.documents.role, 'simplified-response')),
          ),
        ),
        questionsOf(full.map((r) => r.itemId)),
      ])
      return all.map((a) => item(a, files.get(a.itemId) ?? [], questions.get(a.itemId) ?? []))
    },

    async intervenors(): Promise<QueueItem[]> {
      const rows = await db
        .select({
          itemId: t.intervenors.id,
          ...project,
          subject: t.intervenors.displayName,
          submittedAt: t.intervenors.appliedAt,
          needsFurtherReview: t.intervenors.needsFurtherReview,
        })
        .from(t.intervenors)
        .innerJoin(t.projects, eq(t.projects.id, t.intervenors.projectId))
        .where(eq(t.intervenors.status, 'applied'))
        .orderBy(asc(t.intervenors.appliedAt), asc(t.intervenors.id))
      if (rows.length === 0) return []
      const files = await filesOf(
        and(
          inArray(
            t.documents.intervenorId,
            rows.map((r) => r.itemId),
          ),
          eq(t.documents.role, 'intervenor'),
        ),
      )
      return rows.map((r) => item({ ...r, simplified: false, number: null, from: r.subject }, files.get(r.itemId) ?? []))
    },

    async proposals(): Promise<QueueItem[]> {
      const rows = await db
        .select({
          itemId: t.projects.id,
          ...project,
          subject: t.projects.proponentName,
          submittedAt: t.projects.submittedAt,
          updatedAt: t.projects.updatedAt,
          needsFurtherReview: t.projects.needsFurtherReview,
        })
        .from(t.projects)
        .where(atProposalCheck)
        .orderBy(asc(sql`coalesce(${t.projects.submittedAt}, ${t.projects.updatedAt})`), asc(t.projects.id))
      return rows.map(({ updatedAt, ...r }) => item({ ...r, simplified: false, number: null, from: r.subject, submittedAt: r.submittedAt ?? updatedAt }, []))
    },
  } satisfies Record<ReviewQueueName, () => Promise<QueueItem[]>>

  /** Marks an item still waiting: returns its kind, and its project, or null when it waits no more. */
  const marks: Record<ReviewQueueName, (tx: Tx, itemId: string, now: Date) => Promise<{ entity: string; projectId: string | null }>> = {
    async documents(tx, itemId, now) {
      const [row] = await tx
        .update(t.documents)
        .set({ needsFurtherReview: true, updatedAt: now })
        .where(and(eq(t.documents.id, itemId), eq(t.documents.state, 'unreviewed'), isNull(t.documents.removedAt), isNotNull(t.documents.projectId)))
        .returning({ projectId: t.documents.projectId })
      return { entity: 'document', projectId: row?.projectId ?? null }
    },
    async answers(tx, itemId, now) {
      const [full] = await tx
        .update(t.informationRequests)
        .set({ needsFurtherReview: true, updatedAt: now })
        .where(and(eq(t.informationRequests.id, itemId), eq(t.informationRequests.status, 'answered')))
        .returning({ projectId: t.informationRequests.projectId })
      if (full) return { entity: 'information-request', projectId: full.projectId }
      const [simplified] = await tx
        .update(t.simplifiedInformationRequests)
        .set({ needsFurtherReview: true, updatedAt: now })
        .where(and(eq(t.simplifiedInformationRequests.id, itemId), eq(t.simplifiedInformationRequests.status, 'answered')))
        .returning({ projectId: t.simplifiedInformationRequests.projectId })
      if (simplified) return { entity: 'simplified-information-request', projectId: simplified.projectId }
      return { entity: (await isSimplified(tx, itemId)) ? 'simplified-information-request' : 'information-request', projectId: null }
    },
    async intervenors(tx, itemId, now) {
      const [row] = await tx
        .update(t.intervenors)
        .set({ needsFurtherReview: true, updatedAt: now })
        .where(and(eq(t.intervenors.id, itemId), eq(t.intervenors.status, 'applied')))
        .returning({ projectId: t.intervenors.projectId })
      return { entity: 'intervenor', projectId: row?.projectId ?? null }
    },
    async proposals(tx, itemId, now) {
      const [row] = await tx
        .update(t.projects)
        .set({ needsFurtherReview: true, updatedAt: now })
        .where(and(eq(t.projects.id, itemId), atProposalCheck))
        .returning({ projectId: t.projects.id })
      return { entity: 'project', projectId: row?.projectId ?? null }
    },
  }

  return {
    /** How many items each queue holds (the staff navigation shows them). */
    async counts(): Promise<QueueCounts> {
      const n = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0
      const [documents, answers, simplified, intervenors, proposals] = await Promise.all([
        n(db.select({ n: count() }).from(t.documents).innerJoin(t.projects, eq(t.projects.id, t.documents.projectId)).where(waitingDocument)),
        n(db.select({ n: count() }).from(t.informationRequests).where(eq(t.informationRequests.status, 'answered'))),
        n(db.select({ n: count() }).from(t.simplifiedInformationRequests).where(eq(t.simplifiedInformationRequests.status, 'answered'))),
        n(db.select({ n: count() }).from(t.intervenors).where(eq(t.intervenors.status, 'applied'))),
        n(db.select({ n: count() }).from(t.projects).where(atProposalCheck)),
      ])
      return { documents, answers: answers + simplified, intervenors, proposals }
    },

    /** Whether an information request is a simplified one, or null when there is no such request. */
    isSimplifiedRequest: (requestId: string): Promise<boolean | null> => isSimplified(db, requestId),

    /** A queue's items, oldest received first. */
    queue: (name: ReviewQueueName): Promise<QueueItem[]> => waiting[name](),

    /** Marks an item for further review: it stays in its queue, marked. Refused, with who reviewed it and when, once it has been reviewed. */
    async markForFurtherReview(name: ReviewQueueName, itemId: string, by: StaffActor, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        const { entity, projectId } = await marks[name](tx, itemId, now)
        if (!projectId) throw await alreadyDecided(tx, entity, itemId)
        await auditChange(tx, by, {
          action: 'mark-for-further-review',
          entity,
          entityId: itemId,
          projectId,
          before: {},
          after: { needsFurtherReview: true },
        })
      })
    },
  }
}

function item({ submittedAt, ...w }: Waiting, files: QueueItem['files'], questions: QueueItem['questions'] = []): QueueItem {
  const received = receivedAt(submittedAt)
  return {
    itemId: w.itemId,
    simplified: w.simplified,
    projectId: w.projectId,
    projectNumber: w.projectNumber,
    projectTitle: w.projectTitle,
    subject: w.subject,
    number: w.number,
    from: w.from,
    receivedAt: received.toISOString(),
    reviewDueAt: reviewDueAt(received).toISOString(),
    needsFurtherReview: w.needsFurtherReview,
    files,
    questions,
  }
}
