// Reads the reference lists and maps them to the API's shapes.
import { and, asc, eq, gt, isNotNull, isNull, or, desc, lte } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'

type OrganizationKind = (typeof t.ORGANIZATION_KINDS)[number]

export function referenceService(db: Database) {
  return {
    async stages() {
      const rows = await db.select().from(t.stages).orderBy(asc(t.stages.projectTypeId), asc(t.stages.order))
      return rows.map((s) => ({
        stageId: s.id,
        projectTypeId: s.projectTypeId,
        code: s.code,
        name: s.name,
        nameFr: s.nameFr,
        order: s.order,
        stageGrouping: s.stageGrouping as never,
        closed: s.closed,
      }))
    },

    async assessmentDistricts() {
      const rows = await db.select().from(t.assessmentDistricts).orderBy(asc(t.assessmentDistricts.name))
      return rows.map((d) => ({
        assessmentDistrictId: d.id,
        name: d.name,
        nameFr: d.nameFr,
        phone: d.phone,
        email: d.email,
        mapServiceName: d.mapServiceName,
        hiddenFromChecklist: d.hiddenFromChecklist,
        centre: d.centreLatitude !== null && d.centreLongitude !== null ? { latitude: d.centreLatitude, longitude: d.centreLongitude } : null,
      }))
    },

    async sectors() {
      const rows = await db.select().from(t.sectors).orderBy(asc(t.sectors.name))
      return rows.map((s) => ({ sectorId: s.id, name: s.name, nameFr: s.nameFr }))
    },

    async triggers() {
      const rows = await db.select().from(t.triggers).orderBy(asc(t.triggers.regulationPart), asc(t.triggers.name))
      return rows.map((r) => ({ triggerId: r.id, name: r.name, nameFr: r.nameFr, regulationPart: r.regulationPart }))
    },

    async domain() {
      const [outcomes, decisions, types, emailTypes, recipientTypes, documentTypes, drainages] = await Promise.all([
        db.select().from(t.assessmentOutcomes).orderBy(asc(t.assessmentOutcomes.name)),
        db.select().from(t.decisionKinds).orderBy(asc(t.decisionKinds.name)),
        db.select().from(t.projectTypes).orderBy(asc(t.projectTypes.name)),
        db.select().from(t.emailMessageTypes).orderBy(asc(t.emailMessageTypes.id)),
        db.select().from(t.emailRecipientTypes).orderBy(asc(t.emailRecipientTypes.id)),
        db.select().from(t.documentTypes).orderBy(asc(t.documentTypes.id)),
        db.select().from(t.drainages).orderBy(asc(t.drainages.majorName), asc(t.drainages.subName), asc(t.drainages.subSubName)),
      ])
      return {
        assessmentOutcomes: outcomes.map((o) => ({ assessmentOutcomeId: o.id, name: o.name, nameFr: o.nameFr })),
        decisions: decisions.map((d) => ({ decisionId: d.id, name: d.name, nameFr: d.nameFr })),
        projectTypes: types.map((p) => ({ projectTypeId: p.id, name: p.name, nameFr: p.nameFr })),
        emailMessageTypes: emailTypes.map((e) => ({ emailMessageTypeId: e.id, code: e.code, name: e.name, nameFr: e.nameFr })),
        emailRecipientTypes: recipientTypes.map((e) => ({ emailRecipientTypeId: e.id, code: e.code, name: e.name, nameFr: e.nameFr })),
        documentTypes: documentTypes.map((d) => ({ documentTypeId: d.id, code: d.code, name: d.name, nameFr: d.nameFr })),
        drainages: drainages.map((d) => ({
          subSubDrainageId: d.id,
          majorDrainageName: d.majorName,
          subDrainageName: d.subName,
          subSubDrainageName: d.subSubName,
          majorDrainageNameFr: d.majorNameFr,
          subDrainageNameFr: d.subNameFr,
          subSubDrainageNameFr: d.subSubNameFr,
        })),
      }
    },

    async organizations(kind: OrganizationKind) {
      const rows = await db
        .select()
        .from(t.organizations)
        .where(and(eq(t.organizations.kind, kind), eq(t.organizations.active, true)))
        .orderBy(asc(t.organizations.publicDisplayName))
      return rows.map((o) => ({
        organizationId: o.id,
        name: o.name,
        publicDisplayName: o.publicDisplayName,
        frenchDisplayName: o.frenchDisplayName,
        mapServiceName: o.mapServiceName,
      }))
    },

    /** The newest published message that has not expired. */
    async publicDisplayMessage(now: Date) {
      const [row] = await db
        .select()
        .from(t.siteMessages)
        .where(
          and(
            isNotNull(t.siteMessages.publishedAt),
            lte(t.siteMessages.publishedAt, now),
            or(isNull(t.siteMessages.expiryDate), gt(t.siteMessages.expiryDate, now)),
          ),
        )
        .orderBy(desc(t.siteMessages.publishedAt))
        .limit(1)
      if (!row) return null
      return {
        messageId: row.id,
        title: row.title,
        body: row.body,
        titleFr: row.titleFr,
        bodyFr: row.bodyFr,
        expiryDate: row.expiryDate?.toISOString() ?? null,
      }
    },
  }
}
