// A proposal as the registry keeps it: its project row, its form row and the districts and First
// Nations it is linked to, read as one (optionally under both rows' locks) and written back as the
// next revision of a save. Apart from proposals.service.ts so that the save rules (create, update,
// submit) read as rules, with the rows they touch described here once.
import { and, eq, gt, inArray, isNull, notExists, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'
import { AppError } from '../../http/app-error.ts'
import { sanitizeHtml } from '../../lib/sanitize-html.ts'
import type { SessionUser } from '../auth/session-tokens.ts'
import { PROJECT_TYPE, stageByCode } from '../../../shared/domain/stages.ts'
import type { DocumentUploadGroup } from '../../../shared/domain/document-files.ts'
import { withCleanRichText } from '../../../shared/proposal-form/rich-text-fields.ts'
import type { ProposalFileCounts } from '../../../shared/proposal-form/submit-requirements.ts'
import { stampChanges } from '../../../shared/proposal-form/merge-fields.ts'
import type { ProjectFields, ProposalVersion } from '../../../shared/proposal-form/merge-fields.ts'
import type { ProposalKind, ProposalOnServer } from '../../../shared/schemas/proposal.ts'
import { keptShapesOf } from '../../../shared/proposal-form/general-form-location.ts'
import type { StoredShape } from '../../../shared/proposal-form/general-form-location.ts'
import { migrateGeneralForm } from '../../../shared/proposal-form/migrate-general-form.ts'
import { migratePlacerForm } from '../../../shared/proposal-form/placer-form.ts'

export const DRAFT = stageByCode(PROJECT_TYPE.evaluation, 'DRAFT')

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

/** The form as it is stored: its rich text reduced to the allow-list, whatever the sender did. */
export function storedForm(kind: ProposalKind, form: Record<string, unknown>): Record<string, unknown> {
  return withCleanRichText(kind, form, sanitizeHtml)
}

export const projectFieldsOf = ({ projectTitle, proponentName, isAgent, assessmentDistricts, firstNations }: ProjectFields): ProjectFields => ({
  projectTitle,
  proponentName,
  isAgent,
  assessmentDistricts,
  firstNations,
})

export type Stored = ProposalOnServer & {
  createdById: string | null
  stageId: string
  projectNumber: string | null
  form: Record<string, unknown>
  fieldRevisions: Record<string, number>
}

/** What a device is answered of the stored proposal: none of the registry's own bookkeeping. */
export function shown({
  createdById: _createdById,
  stageId: _stageId,
  projectNumber: _projectNumber,
  form: _form,
  fieldRevisions: _fieldRevisions,
  ...proposal
}: Stored): ProposalOnServer {
  return proposal
}

export async function checkReferences(tx: Tx, fields: Pick<ProjectFields, 'assessmentDistricts' | 'firstNations'>): Promise<void> {
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

export async function writeLinks(tx: Tx, projectId: string, fields: Pick<ProjectFields, 'assessmentDistricts' | 'firstNations'>): Promise<void> {
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
export async function proposalOnServer(tx: Tx | Database, projectId: string, lock = false): Promise<Stored | undefined> {
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
export async function ownProposal(tx: Tx | Database, user: SessionUser, projectId: string, lock = false) {
  const current = await proposalOnServer(tx, projectId, lock)
  if (!current || current.createdById !== user.userId) throw AppError.notFound('This project was not found, or you lack sufficient authorization to view it.')
  return current
}

/**
 * Part 3's shapes as the form's own reader reads the draft (a form it cannot read has none). The
 * placer form names a shape's points `coordinates`; the general form, `projectLocationCoordinates`.
 */
function storedShapesOf(kind: ProposalKind, form: Record<string, unknown>): StoredShape[] {
  if (kind === 'general') {
    const read = migrateGeneralForm(form)
    return read.ok ? read.form.projectCoordinates : []
  }
  if (kind === 'placer') {
    const read = migratePlacerForm(form)
    return read.ok ? read.form.projectCoordinates.map((shape) => ({ ...shape, projectLocationCoordinates: shape.coordinates })) : []
  }
  return []
}

/**
 * The proposal's drawn, typed, uploaded or claim shapes, kept where the project's map, the search
 * and people's notification areas find the project (project_shapes), as each save leaves them. A PDF
 * upload has none: its districts are the person's choice (decision 0011).
 */
export async function writeShapes(tx: Tx, projectId: string, kind: ProposalKind, form: Record<string, unknown>): Promise<void> {
  await tx.delete(t.projectShapes).where(eq(t.projectShapes.projectId, projectId))
  const shapes = keptShapesOf(storedShapesOf(kind, form))
  if (shapes.length === 0) return
  // One statement, so that the project's search row is refreshed once. Repaired as every stored
  // geometry is (migration 0040); a shape with nothing left, such as a polygon whose corners lie on
  // one line, has no place to keep.
  await tx.execute(sql`
    insert into ${t.projectShapes} (project_id, position, location_type, built_from, claim_number, geom)
    select ${projectId}, s.position, s.location_type, s.built_from, s.claim_number, s.g
    from (
      select (e.ordinality - 1)::int as position, e.value->>'locationType' as location_type, e.value->>'builtFrom' as built_from,
        e.value->>'claimNumber' as claim_number, registry_valid_geometry(ST_SetSRID(ST_GeomFromGeoJSON(e.value->>'geometry'), 4326)) as g
      from jsonb_array_elements(${JSON.stringify(shapes)}::jsonb) with ordinality e
    ) s
    where not ST_IsEmpty(s.g)`)
}

/** How many proposals one transaction of the shapes' data fix reads and writes. */
const SHAPES_FIX_BATCH = 200

const keptShapes = (tx: Tx, projectId: string | typeof t.proposalForms.projectId) =>
  tx
    .select({ one: sql`1` })
    .from(t.projectShapes)
    .where(eq(t.projectShapes.projectId, projectId))

/**
 * A part of the data fix "proposal-shapes" (decision 0098): the shapes, as a save now keeps them,
 * of the next proposals after `after` (by project id) that have none, as proposals saved before
 * shapes were kept have. Returns the last project id read, or null once none is left. A project
 * with shapes of its own (staff's, an import's) is left as it is: each is checked again once its
 * project and form rows are locked, so that a save, or another start's fix, that wrote them
 * meanwhile wins.
 */
export async function fillMissingShapes(tx: Tx, after: string | null): Promise<string | null> {
  const rows = await tx
    .select({ projectId: t.proposalForms.projectId, kind: t.proposalForms.kind, form: t.proposalForms.form1 })
    .from(t.proposalForms)
    .innerJoin(t.projects, eq(t.projects.id, t.proposalForms.projectId))
    .where(
      and(
        after === null ? undefined : gt(t.proposalForms.projectId, after),
        inArray(t.proposalForms.kind, ['general', 'placer']),
        notExists(keptShapes(tx, t.proposalForms.projectId)),
      ),
    )
    .orderBy(t.proposalForms.projectId)
    .limit(SHAPES_FIX_BATCH)
    .for('no key update')
  for (const row of rows) {
    const [kept] = await keptShapes(tx, row.projectId).limit(1)
    if (!kept) await writeShapes(tx, row.projectId, row.kind, row.form as Record<string, unknown>)
  }
  return rows.length === SHAPES_FIX_BATCH ? rows.at(-1)!.projectId : null
}

/** Writes a merged save as the next revision, stamping the keys it changed; returns the draft as now stored. */
export async function applyVersion(
  tx: Tx,
  user: SessionUser,
  stored: Stored,
  merged: ProposalVersion,
  language: 'en' | 'fr',
  now: Date,
): Promise<ProposalOnServer> {
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
  await writeShapes(tx, projectId, stored.kind, merged.form)
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
export async function fileCounts(tx: Tx, projectId: string): Promise<ProposalFileCounts> {
  const rows = await tx
    .select({ role: t.documents.role, count: sql<number>`count(*)::int` })
    .from(t.documents)
    .where(and(eq(t.documents.projectId, projectId), isNull(t.documents.removedAt)))
    .groupBy(t.documents.role)
  const counts: ProposalFileCounts = { project: 0, proposal: 0, 'proposal-location': 0, 'agent-consent': 0 }
  for (const row of rows) if (row.role in counts) counts[row.role as DocumentUploadGroup] = Number(row.count)
  return counts
}
