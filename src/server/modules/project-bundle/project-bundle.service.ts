// What a project's whole-project download holds (decision 0079): everything the public reads on the
// project page, found by the project page's own reads as an anonymous visitor sees them (so never
// an internal, unreviewed or unpublished item, the redacted copy of a document when there is one,
// and nothing of a project the public may not see). The plan names every file of the zip, with
// its size and SHA-256, before a byte is sent: the summary and the zip's length come from it.
import { createHash } from 'node:crypto'
import { eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'
import type { Viewer } from '../../../shared/domain/document-visibility.ts'
import { showsPreamble } from '../../../shared/domain/information-responses.ts'
import { bundleFileName, manifestCsv, stageFolder, storedZipSize, uniquePaths } from '../../../shared/domain/project-bundle.ts'
import type { ManifestRow } from '../../../shared/domain/project-bundle.ts'
import type { DocumentItem } from '../../../shared/schemas/document.ts'
import type { ProjectBundleSummary } from '../../../shared/schemas/project-bundle.ts'
import { projectsService } from '../projects/projects.service.ts'
import { documentsService } from '../project-content/documents.service.ts'
import { recordsService } from '../project-content/records.service.ts'
import { projectEmailsService } from '../project-content/project-emails.service.ts'
import { publicCommentsService } from '../project-content/public-comments.service.ts'
import { publicInformationRequestsService } from '../project-content/public-information-requests.service.ts'
import { commentText, correspondenceText, htmlPage, informationRequestText } from './bundle-texts.ts'

/** A file of the zip: a stored upload read from the file store as it is zipped, or a text made here. */
export interface BundleEntry {
  name: string
  size: number
  date: Date
  source: { storageKey: string } | { bytes: Uint8Array }
}

export interface BundlePlan {
  summary: Omit<ProjectBundleSummary, 'status' | 'href'>
  entries: BundleEntry[]
  /** Changes whenever any file, name or date in the zip does. */
  etag: string
}

type ProjectRef = { id: string; projectNumber: string | null; showEmailsTab: boolean }

/** A public document placed in a folder; its file is the one the public downloads. */
interface PlannedFile {
  kind: 'file'
  path: string
  documentId: string
  uploadId: string
  row: Omit<ManifestRow, 'fileName' | 'size' | 'sha256'>
}

/** A text file, made once every file's final name is known (it lists its attachments by them). */
interface PlannedText {
  kind: 'text'
  path: string
  render: (nameOf: (documentId: string) => string) => string
  row: Omit<ManifestRow, 'fileName' | 'size' | 'sha256'>
}

const encoder = new TextEncoder()
const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex')
/** "2026-11-25": a text file's name starts with its day, so a folder lists them in order. */
const dayOf = (iso: string) => iso.slice(0, 10)
/** The zips' entries are dated; before 1980 there is no DOS date, so a record without one takes this. */
const NO_DATE = new Date('2000-01-01T00:00:00Z')

/**
 * Whom the zip is made for: any member of the public with an account and no role in the project,
 * who reads what an anonymous visitor reads and, besides, the published answers to information
 * requests (the project page asks a visitor to log in for those, spec §6). No account has this id.
 */
export const PUBLIC_READER: Viewer = { userId: '00000000-0000-0000-0000-000000000000', privileged: false }

export function projectBundleService(db: Database) {
  const projects = projectsService(db)
  const documents = documentsService(db)
  const records = recordsService(db, documents)
  const publicComments = publicCommentsService(db)
  const publicRequests = publicInformationRequestsService(db, documents)
  const projectEmails = projectEmailsService(db)

  const fileOf = (
    folder: string,
    d: Pick<DocumentItem, 'documentId' | 'documentNumber' | 'fileName' | 'redactedUploadId'>,
    row: PlannedFile['row'],
  ): PlannedFile[] =>
    d.redactedUploadId
      ? [{ kind: 'file', path: `${folder}/${bundleFileName(d.documentNumber, d.fileName)}`, documentId: d.documentId, uploadId: d.redactedUploadId, row }]
      : []
  const documentRow = (d: DocumentItem): PlannedFile['row'] => ({
    number: d.documentNumber,
    title: d.description,
    type: d.documentType ?? 'Document',
    state: d.documentState,
    date: d.uploadDate,
    receivedDate: d.receivedDate,
  })

  async function informationRequests(project: ProjectRef): Promise<(PlannedFile | PlannedText)[]> {
    const requests = await publicRequests.informationRequests(project, PUBLIC_READER)
    const ids = requests.flatMap((r) => r.questions.flatMap((q) => [...q.attachments, ...(q.answer?.attachments ?? [])]))
    const attached = new Map((ids.length ? await documents.list(project, PUBLIC_READER, inArray(t.documents.id, ids)) : []).map((d) => [d.documentId, d]))
    return [...requests].reverse().flatMap((r) => {
      const stem = `information-requests/IR-${String(r.number).padStart(3, '0')}`
      const visible = (list: readonly string[]) => list.filter((id) => attached.get(id)?.redactedUploadId)
      const files = r.questions
        .flatMap((q) => [...q.attachments, ...(q.answer?.attachments ?? [])])
        .flatMap((id) => {
          const d = attached.get(id)
          return d ? fileOf(stem, d, documentRow(d)) : []
        })
      const text: PlannedText = {
        kind: 'text',
        path: `${stem}.md`,
        render: (nameOf) =>
          informationRequestText({
            ...r,
            preamble: showsPreamble(r.status) ? r.preamble : null,
            questions: r.questions.map((q) => ({
              ...q,
              attachments: visible(q.attachments).map(nameOf),
              answer: q.answer ? { text: q.answer.text, attachments: visible(q.answer.attachments).map(nameOf) } : null,
            })),
          }),
        row: {
          number: r.documentNumberRequest,
          title: `Information Request No. ${r.number}`,
          type: 'Information request',
          state: r.status,
          date: r.publishedDate,
          receivedDate: r.answeredDate,
        },
      }
      return [text, ...files]
    })
  }

  async function comments(project: ProjectRef): Promise<(PlannedFile | PlannedText)[]> {
    const list = await publicComments.comments(project, PUBLIC_READER)
    return [...list].reverse().flatMap((c, index) => {
      const stem = `comments/${bundleFileName(c.documentNumber ?? `Comment ${index + 1}`)}`
      const files = c.documents.flatMap((d) =>
        fileOf(stem, d, {
          number: d.documentNumber,
          title: d.description,
          type: 'Comment attachment',
          state: 'published',
          date: c.submittedDate,
          receivedDate: null,
        }),
      )
      const text: PlannedText = {
        kind: 'text',
        path: `${stem}.md`,
        render: (nameOf) => commentText({ ...c, attachments: files.map((f) => nameOf(f.documentId)) }),
        row: {
          number: c.documentNumber,
          title: c.anonymous ? 'Comment' : `Comment by ${c.firstName} ${c.lastName}`.trim(),
          type: 'Comment',
          state: 'published',
          date: c.submittedDate,
          receivedDate: null,
        },
      }
      return [text, ...files]
    })
  }

  /** A record's text file, then the public documents filed with it, in a folder of the text's name. */
  function recordWithFiles(
    stem: string,
    extension: string,
    filed: DocumentItem[],
    render: (attachments: string[]) => string,
    row: PlannedText['row'],
  ): (PlannedFile | PlannedText)[] {
    const files = filed.flatMap((d) => fileOf(stem, d, documentRow(d)))
    return [{ kind: 'text', path: `${stem}.${extension}`, render: (nameOf) => render(files.map((f) => nameOf(f.documentId))), row }, ...files]
  }

  async function notes(project: ProjectRef): Promise<(PlannedFile | PlannedText)[]> {
    const list = await records.notes(project, PUBLIC_READER)
    const planned = await Promise.all(
      [...list]
        .reverse()
        .map(async (n) =>
          recordWithFiles(
            `notes/${bundleFileName(dayOf(n.uploadDate), n.title)}`,
            'html',
            await records.noteDocuments(project, PUBLIC_READER, n.noteId),
            (attachments) => htmlPage({ title: n.title, facts: [['Number', n.documentNumber]], sections: [{ lang: 'en', html: n.note }], attachments }),
            { number: n.documentNumber, title: n.title, type: 'Note', state: n.noteState, date: n.uploadDate, receivedDate: null },
          ),
        ),
    )
    return planned.flat()
  }

  async function correspondence(project: ProjectRef): Promise<(PlannedFile | PlannedText)[]> {
    const list = await records.correspondence(project, PUBLIC_READER)
    const planned = await Promise.all(
      [...list]
        .reverse()
        .map(async (c) =>
          recordWithFiles(
            `correspondence/${bundleFileName(dayOf(c.sentDate), c.title)}`,
            'md',
            await records.correspondenceDocuments(project, PUBLIC_READER, c.correspondenceId),
            (attachments) => correspondenceText({ ...c, attachments }),
            { number: c.documentNumber, title: c.title, type: 'Correspondence', state: c.correspondenceState, date: c.sentDate, receivedDate: null },
          ),
        ),
    )
    return planned.flat()
  }

  /** The project's Notifications tab: the e-mail notices it shows, each in English and in French when it has both. */
  async function notices(project: ProjectRef): Promise<PlannedText[]> {
    const ids = [
      ...new Set(
        (await projectEmails.emails(project)).flatMap((day) =>
          day.emailTypeGroups.flatMap((g) => g.emailRecipientGroups.flatMap((r) => r.emails.map((e) => e.emailMessageId))),
        ),
      ),
    ]
    const mails = (await Promise.all(ids.map((id) => projectEmails.email(project, id)))).flatMap((m) => (m ? [m] : []))
    return mails
      .sort((a, b) => a.sentDate.localeCompare(b.sentDate))
      .map((m) => ({
        kind: 'text',
        path: `notices/${bundleFileName(dayOf(m.sentDate), m.subject)}.html`,
        render: () =>
          htmlPage({
            title: m.subject,
            facts: [
              ['Sent', m.sentDateFormatted],
              ['To', m.organizationName],
            ],
            sections: [{ lang: 'en', html: m.content }, ...(m.contentFr ? [{ lang: 'fr' as const, title: m.subjectFr ?? undefined, html: m.contentFr }] : [])],
          }),
        row: { number: null, title: m.subject, type: 'Notice', state: 'sent', date: m.sentDate, receivedDate: null },
      }))
  }

  /** The public documents of the Documents tab not placed with what they belong to, in a folder for the stage they came in. */
  async function stageDocuments(project: ProjectRef, placed: ReadonlySet<string>): Promise<PlannedFile[]> {
    const [list, stages] = await Promise.all([
      documents.documentsTab(project, PUBLIC_READER),
      db
        .select({ id: t.stages.id, order: t.stages.order, name: t.stages.name })
        .from(t.stages)
        .innerJoin(t.projects, eq(t.projects.projectTypeId, t.stages.projectTypeId))
        .where(eq(t.projects.id, project.id)),
    ])
    const stageOf = new Map(stages.map((s) => [s.id, s]))
    const files = list
      .filter((d) => !placed.has(d.documentId))
      .flatMap((d) => fileOf(stageFolder(d.stageUploaded ? stageOf.get(d.stageUploaded) : undefined), d, documentRow(d)))
    // By folder, then as the tab lists them: a folder's files together, the stages in their order.
    return files
      .map((f, index) => ({ f, index }))
      .sort((a, b) => a.f.path.split('/')[1]!.localeCompare(b.f.path.split('/')[1]!) || a.index - b.index)
      .map(({ f }) => f)
  }

  return {
    /** The zip of the project with this number as the public would download it; null when the public may not see it. */
    async plan(projectNumber: string): Promise<BundlePlan | null> {
      const projectId = await projects.projectIdByNumber(projectNumber)
      const project = projectId ? await projects.visibleProject(projectId) : null
      if (!project?.projectNumber) return null
      const [requests, commentFiles, noteFiles, letters, noticeTexts] = await Promise.all([
        informationRequests(project),
        comments(project),
        notes(project),
        correspondence(project),
        notices(project),
      ])
      const withRecords = [...requests, ...commentFiles, ...noteFiles, ...letters]
      const placed = new Set(withRecords.flatMap((p) => (p.kind === 'file' ? [p.documentId] : [])))
      const planned = [...(await stageDocuments(project, placed)), ...withRecords, ...noticeTexts]
      // A document listed twice (with two records) is zipped once, where it is first placed.
      const seen = new Set<string>()
      const once = planned.filter((p) => p.kind === 'text' || (!seen.has(p.documentId) && seen.add(p.documentId)))
      const names = uniquePaths(once.map((p) => p.path))
      const nameOfDocument = new Map(once.flatMap((p, i) => (p.kind === 'file' ? [[p.documentId, names[i]!] as const] : [])))
      const uploadIds = once.flatMap((p) => (p.kind === 'file' ? [p.uploadId] : []))
      const uploads = new Map(
        (uploadIds.length
          ? await db
              .select({ id: t.uploads.id, storageKey: t.uploads.storageKey, size: t.uploads.size, sha256: t.uploads.sha256 })
              .from(t.uploads)
              .where(inArray(t.uploads.id, uploadIds))
          : []
        ).map((u) => [u.id, u]),
      )

      const rows: ManifestRow[] = []
      const entries: BundleEntry[] = []
      once.forEach((p, i) => {
        const name = names[i]!
        const date = p.row.date ? new Date(p.row.date) : NO_DATE
        if (p.kind === 'file') {
          const upload = uploads.get(p.uploadId)!
          rows.push({ ...p.row, fileName: name, size: upload.size, sha256: upload.sha256 })
          entries.push({ name, size: upload.size, date, source: { storageKey: upload.storageKey } })
        } else {
          const bytes = encoder.encode(p.render((id) => nameOfDocument.get(id) ?? ''))
          rows.push({ ...p.row, fileName: name, size: bytes.byteLength, sha256: sha256(bytes) })
          entries.push({ name, size: bytes.byteLength, date, source: { bytes } })
        }
      })
      const latest = entries.reduce((max, e) => (e.date > max ? e.date : max), NO_DATE)
      const json = encoder.encode(`${JSON.stringify({ projectNumber: project.projectNumber, files: rows }, null, 2)}\n`)
      const csv = encoder.encode(manifestCsv(rows))
      entries.push(
        { name: 'manifest.json', size: json.byteLength, date: latest, source: { bytes: json } },
        { name: 'manifest.csv', size: csv.byteLength, date: latest, source: { bytes: csv } },
      )

      const documentEntries = entries.filter((e) => 'storageKey' in e.source)
      const count = (list: (PlannedFile | PlannedText)[]) => list.filter((p) => p.kind === 'text').length
      return {
        entries,
        etag: sha256(json).slice(0, 32),
        summary: {
          projectNumber: project.projectNumber,
          fileName: `${project.projectNumber}.zip`,
          zipBytes: storedZipSize(entries.map((e) => ({ name: e.name, size: e.size, streamed: 'storageKey' in e.source }))),
          fileCount: entries.length,
          documentCount: documentEntries.length,
          documentBytes: documentEntries.reduce((n, e) => n + e.size, 0),
          contents: {
            comments: count(commentFiles),
            informationRequests: count(requests),
            notices: noticeTexts.length,
            notes: count(noteFiles),
            correspondence: count(letters),
          },
          folders: [...new Set(names.flatMap((n) => (n.startsWith('documents/') ? [n.split('/').slice(0, 2).join('/')] : [])))],
        },
      }
    },
  }
}
