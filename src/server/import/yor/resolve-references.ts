// Maps the references an export names — districts, sectors, organizations by role, outcomes,
// decisions — to the registry's ids, and creates the ones the registry does not know yet.
// A reference matches by id first (the export's ids are the registry's), then by name (trimmed,
// case, spacing and apostrophes ignored). New First Nations, decision bodies and planning
// commissions get name-based ids (stableId(kind, name)), as the shipped lists do; UFA boards,
// districts, sectors and outcomes keep the id the export gives them.
import type { Database } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'
import { stableId } from '../../lib/stable-id.ts'
import type { CreatedReference, SummaryCollector } from './import-summary.ts'
import { ORGANIZATION_ROLES } from './normalize-record.ts'
import type { NormalizedProject, OrganizationRole, RefInput } from './normalize-record.ts'

export type ReferenceKind = 'assessment-district' | 'sector' | 'outcome' | 'decision' | OrganizationRole

export interface ReferenceResolver {
  /** The registry id of a reference, or null when it matches nothing (and could not be created). */
  resolve(kind: ReferenceKind, ref: RefInput): string | null
}

/** How names are compared: trimmed, single-spaced, lower case, one kind of apostrophe. */
export function nameKey(name: string): string {
  return name
    .normalize('NFC')
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase()
}

class ReferenceIndex {
  private readonly byId = new Map<string, string>()
  private readonly byName = new Map<string, string>()

  add(id: string, name: string): void {
    this.byId.set(id.toLowerCase(), id)
    if (!this.byName.has(nameKey(name))) this.byName.set(nameKey(name), id)
  }

  find(ref: RefInput): string | null {
    return (ref.id ? this.byId.get(ref.id.toLowerCase()) : undefined) ?? (ref.name ? this.byName.get(nameKey(ref.name)) : undefined) ?? null
  }
}

const isOrganizationRole = (kind: string): kind is OrganizationRole => (ORGANIZATION_ROLES as readonly string[]).includes(kind)

const NAME_BASED: ReadonlySet<ReferenceKind> = new Set(['first-nation', 'decision-body', 'planning-commission'])

function refsOf(project: NormalizedProject): [ReferenceKind, RefInput][] {
  const refs: [ReferenceKind, RefInput][] = []
  for (const ref of project.districts) refs.push(['assessment-district', ref])
  for (const ref of project.sectors) refs.push(['sector', ref])
  for (const role of ORGANIZATION_ROLES) for (const ref of project.organizations[role]) refs.push([role, ref])
  if (project.outcome) refs.push(['outcome', project.outcome])
  if (project.recommendation) refs.push(['outcome', project.recommendation])
  if (project.decision) refs.push(['decision', project.decision])
  return refs
}

async function loadIndexes(db: Database): Promise<{ indexes: Map<ReferenceKind, ReferenceIndex>; organizationIds: Set<string> }> {
  const [districts, sectors, organizations, outcomes, decisions] = await Promise.all([
    db.select({ id: t.assessmentDistricts.id, name: t.assessmentDistricts.name }).from(t.assessmentDistricts),
    db.select({ id: t.sectors.id, name: t.sectors.name }).from(t.sectors),
    db.select({ id: t.organizations.id, name: t.organizations.name, kind: t.organizations.kind }).from(t.organizations),
    db.select({ id: t.assessmentOutcomes.id, name: t.assessmentOutcomes.name }).from(t.assessmentOutcomes),
    db.select({ id: t.decisionKinds.id, name: t.decisionKinds.name }).from(t.decisionKinds),
  ])
  const indexes = new Map<ReferenceKind, ReferenceIndex>()
  const index = (kind: ReferenceKind) => {
    let found = indexes.get(kind)
    if (!found) indexes.set(kind, (found = new ReferenceIndex()))
    return found
  }
  for (const r of districts) index('assessment-district').add(r.id, r.name)
  for (const r of sectors) index('sector').add(r.id, r.name)
  for (const r of organizations) if (isOrganizationRole(r.kind)) index(r.kind).add(r.id, r.name)
  for (const r of outcomes) index('outcome').add(r.id, r.name)
  for (const r of decisions) index('decision').add(r.id, r.name)
  for (const kind of ['assessment-district', 'sector', 'outcome', 'decision', ...ORGANIZATION_ROLES] as const) index(kind)
  const organizationIds = new Set(organizations.map((r) => r.id.toLowerCase()))
  return { indexes, organizationIds }
}

/** The references of an export, noted project by project, then the missing ones created at once. */
export interface ReferencePlan extends ReferenceResolver {
  /** Notes the references a project names: unknown ones are planned for creation or reported. */
  note(project: NormalizedProject): void
  /** Creates the planned references (in one transaction) and notes them in the summary. */
  create(): Promise<void>
}

/** Loads the registry's references, to resolve an export's against them and create the missing ones. */
export async function planReferences(db: Database, collector: SummaryCollector): Promise<ReferencePlan> {
  const { indexes, organizationIds } = await loadIndexes(db)
  const created: (CreatedReference & { kind: ReferenceKind })[] = []
  const note = (project: NormalizedProject) => {
    for (const [kind, ref] of refsOf(project)) {
      const index = indexes.get(kind)!
      if (index.find(ref)) continue
      if (!ref.name) {
        collector.unresolvedReference(kind, ref.id ?? '?')
        continue
      }
      const isOrganization = isOrganizationRole(kind)
      let id = !NAME_BASED.has(kind) && ref.id ? ref.id : stableId(kind, ref.name)
      if (isOrganization && organizationIds.has(id.toLowerCase())) id = stableId(kind, ref.name)
      index.add(id, ref.name)
      if (isOrganization) organizationIds.add(id.toLowerCase())
      created.push({ kind, id, name: ref.name })
    }
  }
  const create = async () => {
    if (created.length === 0) return
    await db.transaction(async (tx) => {
      const of = (kind: ReferenceKind) => created.filter((c) => c.kind === kind)
      const organizations = created.filter((c) => isOrganizationRole(c.kind))
      if (organizations.length > 0)
        await tx
          .insert(t.organizations)
          .values(organizations.map((o) => ({ id: o.id, kind: o.kind as OrganizationRole, name: o.name, publicDisplayName: o.name })))
          .onConflictDoNothing()
      if (of('assessment-district').length > 0)
        await tx
          .insert(t.assessmentDistricts)
          .values(of('assessment-district').map(({ id, name }) => ({ id, name })))
          .onConflictDoNothing()
      if (of('sector').length > 0)
        await tx
          .insert(t.sectors)
          .values(of('sector').map(({ id, name }) => ({ id, name })))
          .onConflictDoNothing()
      if (of('outcome').length > 0)
        await tx
          .insert(t.assessmentOutcomes)
          .values(of('outcome').map(({ id, name }) => ({ id, name, withdrawn: /withdrawn/i.test(name) })))
          .onConflictDoNothing()
      if (of('decision').length > 0)
        await tx
          .insert(t.decisionKinds)
          .values(of('decision').map(({ id, name }) => ({ id, name })))
          .onConflictDoNothing()
    })
    for (const c of created) {
      const entry = { kind: c.kind, id: c.id, name: c.name }
      if (isOrganizationRole(c.kind)) collector.summary.organizationsCreated.push(entry)
      else collector.summary.referencesCreated.push(entry)
    }
  }
  return {
    note,
    create,
    resolve(kind, ref) {
      return indexes.get(kind)!.find(ref)
    },
  }
}
