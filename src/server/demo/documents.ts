// Demo documents: each is a real small PDF (lib/pdf/simple-pdf.ts) stored through the file store with
// its uploads row (type, size, SHA-256), numbered in the project's sequence ("0001"…), in a state
// (public, internal, unreviewed, or a request's published/answer states), with a redacted
// version — the same file when nothing needed redacting, a separate file on some.
import type { FileStore } from '../files/file-store.ts'
import * as t from '../db/schema/index.ts'
import type { DocumentRole, DocumentState } from '../db/schema/index.ts'
import type { SimplePdfInput } from '../lib/pdf/simple-pdf.ts'
import { formatDate } from '../../shared/domain/dates.ts'
import { documentNumberText } from '../../shared/domain/document-numbers.ts'
import type { Stage } from '../../shared/domain/stages.ts'
import { documentTypeId } from './catalog.ts'
import type { ProjectPlan } from './project-plan.ts'
import type { Random } from './random.ts'
import type { RowSink } from './rows.ts'
import { DAY } from './timeline.ts'

type DocumentTypeCode = Parameters<typeof documentTypeId>[0]
/** A demo document's PDF: text only, so its redacted copy can be made from its paragraphs. */
type DemoPdf = SimplePdfInput & { paragraphs: readonly string[] }

interface PendingUpload {
  id: string
  fileName: string
  pdf: DemoPdf
  uploadedById: string | null
  createdAt: Date
}

/** PDFs to write; files are written and their uploads rows added in one go. */
export class UploadQueue {
  private items: PendingUpload[] = []

  add(item: PendingUpload): string {
    this.items.push(item)
    return item.id
  }

  get length(): number {
    return this.items.length
  }

  async writeAll(store: FileStore, sink: RowSink, onProgress?: (done: number, total: number) => void): Promise<number> {
    const items = this.items
    this.items = []
    let next = 0
    let done = 0
    // pdf-lib is loaded by a seed only, not by every server at start (decision 0096).
    const { simplePdf } = await import('../lib/pdf/simple-pdf.ts')
    const worker = async () => {
      while (next < items.length) {
        const item = items[next++]!
        const bytes = await simplePdf(item.pdf)
        const stored = await store.put(bytes)
        sink.add(t.uploads, {
          id: item.id,
          storageKey: stored.storageKey,
          fileName: item.fileName,
          contentType: 'application/pdf',
          size: stored.size,
          sha256: stored.sha256,
          uploadedById: item.uploadedById,
          createdAt: item.createdAt,
        })
        done++
        if (onProgress && done % 2000 === 0) onProgress(done, items.length)
      }
    }
    await Promise.all(Array.from({ length: 16 }, worker))
    return items.length
  }
}

export function fileNameOf(description: string): string {
  const base = description
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
  return `${base || 'document'}.pdf`
}

const PUBLISHED_STATES: DocumentState[] = ['public', 'published', 'published_answer']

export interface DocumentOptions {
  role: DocumentRole
  type: DocumentTypeCode
  /** At most 50 characters, as the form allows. */
  description: string
  at: number
  stage: Stage | null
  state: DocumentState
  paragraphs?: string[]
  title?: string
  uploadedById?: string | null
  keyDocument?: boolean
  /** A separate redacted file (when published). */
  redacted?: boolean
  numbered?: boolean
  longDescription?: string
  documentGroupId?: string
  parentDocumentId?: string
  commentId?: string
  informationRequestId?: string
  questionNumber?: number
  simplifiedInformationRequestId?: string
  hearingId?: string
  intervenorId?: string
  noteId?: string
  correspondenceId?: string
  deadline?: number
  hasResponse?: boolean
  receivedAt?: number
}

/** Writes one project's documents, numbering them in the order they are added. */
export class ProjectDocs {
  private counter = 0
  readonly ids: { id: string; number: string | null; role: DocumentRole; state: DocumentState; at: number; description: string }[] = []

  constructor(
    readonly plan: ProjectPlan,
    readonly rng: Random,
    readonly sink: RowSink,
    readonly uploads: UploadQueue,
  ) {}

  /** The next number of the project's sequence (documents, comments, notes …). */
  nextNumber(): string | null {
    if (this.plan.number === null) return null
    this.counter += 1
    return documentNumberText(this.counter)
  }

  numberOf(documentId: string): string | null {
    return this.ids.find((d) => d.id === documentId)?.number ?? null
  }

  fullNumber(number: string | null): string {
    return number && this.plan.number ? `${this.plan.number}-${number}` : 'Draft'
  }

  add(o: DocumentOptions): string {
    const p = this.plan
    const id = this.rng.uuid()
    const number = o.numbered === false ? null : this.nextNumber()
    const uploadedBy = o.uploadedById ?? null
    const date = new Date(o.at)
    const fileName = fileNameOf(o.description)
    const pdf: DemoPdf = {
      title: o.title ?? o.description,
      subtitle: `${this.fullNumber(number)} · ${p.text.title} · ${formatDate(date)}`,
      paragraphs: o.paragraphs ?? defaultParagraphs(p, o.description),
      author: p.text.proponentName,
      createdAt: date,
    }
    const unredactedUploadId = this.uploads.add({ id: this.rng.uuid(), fileName, pdf, uploadedById: uploadedBy, createdAt: date })
    let redactedUploadId: string | null = null
    let redactedUploadedAt: Date | null = null
    if (PUBLISHED_STATES.includes(o.state)) {
      if (o.redacted) {
        const at = new Date(o.at + this.rng.int(1, 3) * DAY)
        redactedUploadId = this.uploads.add({
          id: this.rng.uuid(),
          fileName: fileName.replace(/\.pdf$/, '-redacted.pdf'),
          pdf: {
            ...pdf,
            title: `${pdf.title} (redacted)`,
            paragraphs: [
              ...pdf.paragraphs.map(redact),
              'Personal information has been removed from this copy under the privacy provisions that apply to the registry.',
            ],
          },
          uploadedById: null,
          createdAt: at,
        })
        redactedUploadedAt = at
      } else {
        redactedUploadId = unredactedUploadId
        redactedUploadedAt = date
      }
    }
    this.sink.add(t.documents, {
      id,
      projectId: p.id,
      role: o.role,
      documentTypeId: documentTypeId(o.type),
      documentNumber: number,
      description: o.description.slice(0, 50),
      longDescription: o.longDescription ?? null,
      fileName,
      state: o.state,
      stageUploaded: o.stage?.stageId ?? null,
      uploadedAt: date,
      receivedAt: o.receivedAt === undefined ? date : new Date(o.receivedAt),
      unredactedUploadId,
      redactedUploadId,
      redactedUploadedAt,
      keyDocument: o.keyDocument ?? false,
      documentGroupId: o.documentGroupId ?? null,
      parentDocumentId: o.parentDocumentId ?? null,
      uploadedById: uploadedBy,
      deadline: o.deadline === undefined ? null : new Date(o.deadline),
      hasResponse: o.hasResponse ?? false,
      commentId: o.commentId ?? null,
      informationRequestId: o.informationRequestId ?? null,
      questionNumber: o.questionNumber ?? null,
      simplifiedInformationRequestId: o.simplifiedInformationRequestId ?? null,
      hearingId: o.hearingId ?? null,
      intervenorId: o.intervenorId ?? null,
      noteId: o.noteId ?? null,
      correspondenceId: o.correspondenceId ?? null,
      createdAt: date,
      updatedAt: redactedUploadedAt ?? date,
    })
    this.ids.push({ id, number, role: o.role, state: o.state, at: o.at, description: o.description })
    return id
  }
}

/** Phone numbers, e-mail addresses and street addresses blacked out. */
export function redact(text: string): string {
  return text
    .replace(/\b\d{3}[-. ]\d{3}[-. ]\d{4}\b/g, '[redacted]')
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '[redacted]')
    .replace(/\b\d{1,5} [A-Z][a-z]+ (Street|Road|Avenue|Drive|Crescent)\b/g, '[redacted]')
}

export function defaultParagraphs(p: ProjectPlan, description: string): string[] {
  const paragraphs = [
    `${description} for project ${p.number ?? '(draft)'}, ${p.text.title}, proposed by ${p.text.proponentName}.`,
    p.text.summary || `${p.text.title} is located near ${p.area.name.replace(/^the /, '')}.`,
  ]
  if (p.text.activities) paragraphs.push(`Project activities: ${p.text.activities}`)
  return paragraphs
}

/** What a kind of document says, beyond the project's own description. */
export const DOCUMENT_TEXT: Record<string, (p: ProjectPlan, district: string) => string[]> = {
  proposal: (p) => [
    `Project proposal submitted by ${p.text.proponentName} for assessment under the Yukon Environmental and Socio-economic Assessment Act.`,
    p.text.summary,
    `Activities: ${p.text.activities}`,
    `The proponent has identified potential effects on wildlife, water and heritage resources and proposes mitigations described in the attached plans.`,
  ],
  evaluationReport: (p, district) => [
    `The ${district} Designated Office has completed its evaluation of project ${p.number}, ${p.text.title}.`,
    `The evaluation considered the project proposal, the views and information received during the seeking views and information period, and the proponent's responses to information requests.`,
    `Recommendation: the project be allowed to proceed, subject to the terms and conditions listed in this report, as the Designated Office has determined that the project will have significant adverse environmental or socio-economic effects that can be eliminated, reduced or controlled by the application of mitigative measures.`,
  ],
  screeningReport: (p) => [
    `The Executive Committee has completed its screening of ${p.text.title}.`,
    `The report sets out the Committee's conclusions on the significance of the project's effects, the mitigations it recommends, and its recommendation to the decision bodies.`,
  ],
  decision: (p) => [
    `Decision document for project ${p.number}, ${p.text.title}.`,
    `Having considered the recommendation, the decision body accepts the recommendation that the project be allowed to proceed, subject to the terms and conditions set out in the recommendation.`,
    `Regulatory authorizations may now be issued in keeping with this decision document.`,
  ],
  authorization: (p) => [
    `Authorization issued for ${p.text.title}, in keeping with the decision document.`,
    `Terms and conditions of the decision document are included as conditions of this authorization.`,
  ],
  guidelines: (p) => [
    `Guidelines for the preparation of the project proposal (or statement) for ${p.text.title}.`,
    `They set out the information the proponent must provide on the project, its setting, its effects and their mitigation, and on engagement with affected First Nations and communities.`,
  ],
  panelReport: (p) => [
    `Report and recommendation of the panel of the Board on ${p.text.title}.`,
    `The report reviews the evidence filed, the submissions of intervenors and the record of the public hearings.`,
  ],
  letter: (p) => [
    `Letter regarding project ${p.number}, ${p.text.title}.`,
    `Please contact the office with any questions about this letter or the assessment.`,
  ],
}
