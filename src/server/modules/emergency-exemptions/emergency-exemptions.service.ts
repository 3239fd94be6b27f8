// Emergency exemption reports: the published ones and their documents for everyone, every one for
// the office, which creates them with their districts and reports and publishes or withdraws them.
// Every office change is audited with the values before and after, in its own transaction.
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'
import type { FileStore } from '../../files/file-store.ts'
import { checkReceivedFile, fileKindOf } from '../../files/incoming-files.ts'
import { AppError } from '../../http/app-error.ts'
import { audit } from '../../lib/audit.ts'
import type { StaffActor } from '../../lib/audit.ts'
import { yukonMidnight } from '../../../shared/domain/dates.ts'
import { DOCUMENT_ZIP_LIMITS } from '../../../shared/domain/document-files.ts'
import type { DocumentSlot } from '../../../shared/domain/document-files.ts'
import type { PartialFiles } from '../../files/partial-files.ts'
import type {
  EmergencyExemption,
  EmergencyExemptionDocument,
  NewEmergencyExemption,
  StaffEmergencyExemption,
} from '../../../shared/schemas/emergency-exemptions.ts'

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

/** Reports are kept like a proposal's supporting documents: PDF, office documents, images, zips. */
const SLOT: DocumentSlot = { form: 'general', group: 'project' }
/** "Emergency Exemption Report" in the reference document types. */
const REPORT_DOCUMENT_TYPE = 18

const notFound = () => AppError.notFound('This emergency exemption report was not found.')

/** A report's document as listed: the published file, the original only until there is one. */
const documentColumns = {
  emergencyExemptionId: sql<string>`${t.documents.emergencyExemptionId}`,
  documentId: t.documents.id,
  unredactedUploadId: sql<string>`coalesce(${t.documents.redactedUploadId}, ${t.documents.unredactedUploadId})`,
  description: t.documents.description,
  fileName: t.documents.fileName,
  documentType: sql<string>`coalesce(${t.documentTypes.name}, '')`,
  documentTypeFr: t.documentTypes.nameFr,
}
const isExemptionDocument = and(eq(t.documents.role, 'emergency-exemption'), isNull(t.documents.removedAt), isNotNull(t.documents.emergencyExemptionId))

export interface NewExemptionFile {
  fileName: string
  contentType: string
  size: number
  path: string
  description: string
}

export function emergencyExemptionsService(db: Database, files: FileStore, partials: PartialFiles) {
  const districtsOf = async (ids: string[]) => {
    const rows = ids.length
      ? await db
          .select({ id: t.emergencyExemptionDistricts.emergencyExemptionId, district: t.emergencyExemptionDistricts.assessmentDistrictId })
          .from(t.emergencyExemptionDistricts)
          .where(inArray(t.emergencyExemptionDistricts.emergencyExemptionId, ids))
          .orderBy(asc(t.emergencyExemptionDistricts.assessmentDistrictId))
      : []
    const byId = new Map<string, string[]>()
    for (const r of rows) byId.set(r.id, [...(byId.get(r.id) ?? []), r.district])
    return byId
  }

  const list = async (publishedOnly: boolean) => {
    const rows = await db
      .select()
      .from(t.emergencyExemptions)
      .where(publishedOnly ? isNotNull(t.emergencyExemptions.publishedAt) : undefined)
      .orderBy(desc(t.emergencyExemptions.dateReceived), asc(t.emergencyExemptions.title))
    const districts = await districtsOf(rows.map((r) => r.id))
    return rows.map((r) => ({
      row: r,
      item: {
        emergencyExemptionId: r.id,
        title: r.title,
        proponentName: r.proponentName,
        assessmentDistricts: districts.get(r.id) ?? [],
        dateReceived: r.dateReceived.toISOString(),
      } satisfies EmergencyExemption,
    }))
  }

  const documents = (publishedOnly: boolean): Promise<EmergencyExemptionDocument[]> =>
    db
      .select(documentColumns)
      .from(t.documents)
      .innerJoin(t.emergencyExemptions, eq(t.emergencyExemptions.id, t.documents.emergencyExemptionId))
      .leftJoin(t.documentTypes, eq(t.documentTypes.id, t.documents.documentTypeId))
      .where(and(isExemptionDocument, publishedOnly ? isNotNull(t.emergencyExemptions.publishedAt) : undefined))
      .orderBy(asc(t.documents.uploadedAt), asc(t.documents.fileName))

  const lock = async (tx: Tx, id: string) => {
    const [row] = await tx.select().from(t.emergencyExemptions).where(eq(t.emergencyExemptions.id, id)).for('update')
    if (!row) throw notFound()
    return row
  }

  const published = (at: Date | null) => ({ publishedAt: at?.toISOString() ?? null })

  return {
    /** The published reports, newest received first. */
    async publicList(): Promise<EmergencyExemption[]> {
      return (await list(true)).map((r) => r.item)
    },

    /** The documents of the published reports. */
    publicDocuments: () => documents(true),

    /** Every report, published or not, with its documents. */
    async staffList(): Promise<StaffEmergencyExemption[]> {
      const [reports, files] = await Promise.all([list(false), documents(false)])
      return reports.map(({ row, item }) => ({
        ...item,
        publishedAt: row.publishedAt?.toISOString() ?? null,
        documents: files.filter((d) => d.emergencyExemptionId === row.id),
      }))
    },

    async create(input: NewEmergencyExemption, by: StaffActor, now: Date): Promise<string> {
      const districts = [...new Set(input.assessmentDistricts)]
      const known = await db.select({ id: t.assessmentDistricts.id }).from(t.assessmentDistricts).where(inArray(t.assessmentDistricts.id, districts))
      if (known.length !== districts.length) throw AppError.badRequest('Choose assessment districts from the list.', 'assessmentDistricts')
      return db.transaction(async (tx) => {
        const values = {
          title: input.title,
          proponentName: input.proponentName,
          dateReceived: yukonMidnight(input.dateReceived),
          createdAt: now,
          updatedAt: now,
        }
        const [row] = await tx.insert(t.emergencyExemptions).values(values).returning({ id: t.emergencyExemptions.id })
        const id = row!.id
        await tx.insert(t.emergencyExemptionDistricts).values(districts.map((d) => ({ emergencyExemptionId: id, assessmentDistrictId: d })))
        await audit(tx, {
          actorUserId: by.userId,
          actor: by.actor,
          action: 'create-emergency-exemption',
          entity: 'emergency-exemption',
          entityId: id,
          detail: {
            before: {},
            after: { title: input.title, proponentName: input.proponentName, dateReceived: input.dateReceived, assessmentDistricts: districts },
          },
        })
        return id
      })
    },

    /** Publishes (at `now`) or withdraws a report; its documents go with it. */
    async setPublished(id: string, publish: boolean, by: StaffActor, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await lock(tx, id)
        if ((row.publishedAt !== null) === publish) return
        const publishedAt = publish ? now : null
        await tx.update(t.emergencyExemptions).set({ publishedAt, updatedAt: now }).where(eq(t.emergencyExemptions.id, id))
        if (publish) {
          // A report is published as it was received: its original is the public file.
          await tx
            .update(t.documents)
            .set({
              state: 'public',
              redactedUploadId: sql`coalesce(${t.documents.redactedUploadId}, ${t.documents.unredactedUploadId})`,
              redactedUploadedAt: sql`coalesce(${t.documents.redactedUploadedAt}, ${now})`,
              updatedAt: now,
            })
            .where(and(isExemptionDocument, eq(t.documents.emergencyExemptionId, id)))
        }
        await audit(tx, {
          actorUserId: by.userId,
          actor: by.actor,
          action: publish ? 'publish-emergency-exemption' : 'unpublish-emergency-exemption',
          entity: 'emergency-exemption',
          entityId: id,
          detail: { before: published(row.publishedAt), after: published(publishedAt) },
        })
      })
    },

    /** Refuses a file that is not a kind documents are kept in, from its name and declared type alone. */
    checkFile(fileName: string, contentType: string): void {
      fileKindOf(SLOT, fileName, contentType)
    },

    /** Adds a report's document from the upload at `file.path`, which the store takes over once checked. */
    async addDocument(id: string, file: NewExemptionFile, by: StaffActor, now: Date): Promise<string> {
      const { fileName, kind } = await checkReceivedFile(file, SLOT, partials, DOCUMENT_ZIP_LIMITS)
      const stored = await files.adopt(file.path)
      try {
        return await db.transaction(async (tx) => {
          const row = await lock(tx, id)
          const [upload] = await tx
            .insert(t.uploads)
            .values({ ...stored, fileName, contentType: kind.contentType, uploadedById: by.userId, createdAt: now })
            .returning({ id: t.uploads.id })
          const live = row.publishedAt !== null
          const [document] = await tx
            .insert(t.documents)
            .values({
              projectId: null,
              role: 'emergency-exemption',
              documentTypeId: REPORT_DOCUMENT_TYPE,
              description: file.description,
              fileName,
              state: live ? 'public' : 'unreviewed',
              uploadedAt: now,
              receivedAt: now,
              unredactedUploadId: upload!.id,
              redactedUploadId: live ? upload!.id : null,
              redactedUploadedAt: live ? now : null,
              uploadedById: by.userId,
              emergencyExemptionId: id,
              createdAt: now,
              updatedAt: now,
            })
            .returning({ id: t.documents.id })
          await audit(tx, {
            actorUserId: by.userId,
            actor: by.actor,
            action: 'add-emergency-exemption-document',
            entity: 'emergency-exemption',
            entityId: id,
            detail: { before: {}, after: { documentId: document!.id, fileName, description: file.description } },
          })
          return document!.id
        })
      } catch (error) {
        await files.remove(stored.storageKey)
        throw error
      }
    },

    /** Takes a document off a report; its file stays stored, as every removed document's does. */
    async removeDocument(id: string, documentId: string, by: StaffActor, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await lock(tx, id)
        const [removed] = await tx
          .update(t.documents)
          .set({ removedAt: now, updatedAt: now })
          .where(and(isExemptionDocument, eq(t.documents.emergencyExemptionId, id), eq(t.documents.id, documentId)))
          .returning({ fileName: t.documents.fileName })
        if (!removed) throw AppError.notFound('This document was not found.')
        await audit(tx, {
          actorUserId: by.userId,
          actor: by.actor,
          action: 'remove-emergency-exemption-document',
          entity: 'emergency-exemption',
          entityId: id,
          detail: { before: { documentId, fileName: removed.fileName }, after: {} },
        })
      })
    },
  }
}

export type EmergencyExemptionsService = ReturnType<typeof emergencyExemptionsService>
