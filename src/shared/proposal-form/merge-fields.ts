// Merging two devices' saves of one proposal draft field by field (decision 0060): a save names the
// fields it changed since the revision it started from; the registry keeps, for every stored key,
// the revision that last changed it. A field only the device changed takes the device's value, a
// field only the registry's copy changed keeps it, and only a field both changed to different
// values is a conflict, which the person settles field by field.
//
// A "field" is one item of the form as the conflict view shows it (form-differences: the mailing
// address is one field of five stored keys, a yes/no question one with the name it asks for), so a
// merge never pairs one device's answer with the other's detail of it; the keys derived from an
// item travel with it (what a location look-up found, the claims as read, the catalogue a placer
// form was filled against). Where the person is in the form (its part) is this device's own: it is
// never a change, nor a conflict. The project's own columns (title, proponent, agent, districts,
// First Nations) follow the field of the form key with the same name, or are fields of their own.
import { sameJson } from '../domain/outbox.ts'
import type { ProposalKind } from '../schemas/proposal.ts'
import { GENERAL_FORM_ITEMS, PLACER_FORM_ITEMS, UPLOAD_FORM_ITEMS } from './form-differences.ts'

export const PROJECT_KEYS = ['projectTitle', 'proponentName', 'isAgent', 'assessmentDistricts', 'firstNations'] as const
export type ProjectKey = (typeof PROJECT_KEYS)[number]

export interface ProjectFields {
  projectTitle: string
  proponentName: string
  isAgent: boolean
  assessmentDistricts: readonly string[]
  firstNations: readonly string[]
}

/** A draft as one side has it: the form's keys and the project's own fields. */
export interface ProposalVersion {
  form: Readonly<Record<string, unknown>>
  project: ProjectFields
}

export interface MergeField {
  name: string
  formKeys: readonly string[]
  projectKeys: readonly ProjectKey[]
}

/** A field both sides changed to different values: what the save sent, and what the registry has. */
export interface FieldConflict {
  field: string
  sent: Record<string, unknown>
  saved: Record<string, unknown>
}

const ITEMS: Record<ProposalKind, Record<string, { fields: readonly string[] }>> = {
  general: GENERAL_FORM_ITEMS,
  placer: PLACER_FORM_ITEMS,
  upload: UPLOAD_FORM_ITEMS,
}

/** Stored keys derived from an item's answer: kept or taken with it. */
const COMPANIONS: Record<ProposalKind, Readonly<Record<string, readonly string[]>>> = {
  general: { projectLocation: ['locationLookup'] },
  placer: {
    claims: ['claimParsed'],
    location: ['locationLookup', 'drainagesFr', 'watersheds', 'watershedsFr', 'closestCommunities'],
    activities: ['activities'],
    mitigations: ['effects'],
  },
  upload: {},
}

/** What the draft is and where the person is in it: the sender's, never a change. */
export const POSITION_KEYS: Record<ProposalKind, readonly string[]> = {
  general: ['version', 'projectId', 'language', 'part'],
  placer: ['version', 'projectId', 'language', 'part', 'subPartIndex'],
  upload: ['version', 'projectId', 'language'],
}

/**
 * The fields of a kind's drafts: its items, then any other key found in these versions (a tool's
 * own, or one a later release adds) as a field of its own, then the project's fields no form key
 * carries.
 */
export function mergeFieldsOf(kind: ProposalKind, versions: readonly ProposalVersion[] = []): MergeField[] {
  const position = new Set(POSITION_KEYS[kind])
  const fields: MergeField[] = Object.entries(ITEMS[kind]).map(([name, item]) => {
    const formKeys = [...item.fields, ...(COMPANIONS[kind][name] ?? [])]
    return { name, formKeys, projectKeys: PROJECT_KEYS.filter((key) => formKeys.includes(key)) }
  })
  const covered = new Set(fields.flatMap((f) => f.formKeys))
  for (const key of new Set(versions.flatMap((v) => Object.keys(v.form)))) {
    if (covered.has(key) || position.has(key)) continue
    covered.add(key)
    fields.push({ name: key, formKeys: [key], projectKeys: PROJECT_KEYS.filter((k) => k === key) })
  }
  for (const key of PROJECT_KEYS) if (!covered.has(key)) fields.push({ name: key, formKeys: [], projectKeys: [key] })
  return fields
}

/** The project's lists are sets: the registry keeps them sorted. */
const projectValue = (project: ProjectFields, key: ProjectKey): unknown => {
  const value = project[key]
  return Array.isArray(value) ? [...(value as string[])].sort() : value
}

function sameField(field: MergeField, a: ProposalVersion, b: ProposalVersion): boolean {
  return (
    field.formKeys.every((key) => sameJson(a.form[key], b.form[key])) &&
    field.projectKeys.every((key) => sameJson(projectValue(a.project, key), projectValue(b.project, key)))
  )
}

/** A field's value on one side, as a conflict reports it. */
function valueOf(field: MergeField, version: ProposalVersion): Record<string, unknown> {
  const value: Record<string, unknown> = {}
  for (const key of field.formKeys) if (key in version.form) value[key] = version.form[key]
  for (const key of field.projectKeys) if (!(key in value)) value[key] = version.project[key]
  return value
}

/** The names of the fields that differ between two versions of a draft of this kind. */
export function changedFields(kind: ProposalKind, before: ProposalVersion, after: ProposalVersion): string[] {
  return mergeFieldsOf(kind, [before, after])
    .filter((field) => !sameField(field, before, after))
    .map((field) => field.name)
}

/** `target` with these fields' values taken from `source`; its other keys and its position are kept. */
export function withFields(kind: ProposalKind, target: ProposalVersion, source: ProposalVersion, names: readonly string[]): ProposalVersion {
  const form: Record<string, unknown> = { ...target.form }
  const project: ProjectFields = { ...target.project }
  for (const field of mergeFieldsOf(kind, [target, source]).filter((f) => names.includes(f.name))) {
    for (const key of field.formKeys) {
      if (key in source.form) form[key] = source.form[key]
      else delete form[key]
    }
    for (const key of field.projectKeys) (project as Record<ProjectKey, unknown>)[key] = source.project[key]
  }
  return { form, project }
}

/** `version` at the position `from` is at (the part shown). */
function withPosition(kind: ProposalKind, version: ProposalVersion, from: ProposalVersion): ProposalVersion {
  const form: Record<string, unknown> = { ...version.form }
  for (const key of POSITION_KEYS[kind]) if (key in from.form) form[key] = from.form[key]
  return { form, project: version.project }
}

/** The stored keys a version's fields are kept under, for the revision each last changed at. */
export const projectStampKey = (key: ProjectKey) => `project.${key}`

/**
 * The fields changed since `revision` by the revisions that each stored key was last changed at
 * (a key without one has not changed since the draft was made, at revision 1).
 */
export function fieldsChangedSince(fields: readonly MergeField[], stamps: Readonly<Record<string, number>>, revision: number): Set<string> {
  const changedAfter = (key: string) => (stamps[key] ?? 1) > revision
  return new Set(fields.filter((f) => f.formKeys.some(changedAfter) || f.projectKeys.some((key) => changedAfter(projectStampKey(key)))).map((f) => f.name))
}

/** The stamps after a save from `before` to `after` as `revision`: each key it changed is stamped. */
export function stampChanges(
  kind: ProposalKind,
  stamps: Readonly<Record<string, number>>,
  before: ProposalVersion,
  after: ProposalVersion,
  revision: number,
): Record<string, number> {
  const next = { ...stamps }
  const position = new Set(POSITION_KEYS[kind])
  for (const key of new Set([...Object.keys(before.form), ...Object.keys(after.form)]))
    if (!position.has(key) && !sameJson(before.form[key], after.form[key])) next[key] = revision
  for (const key of PROJECT_KEYS) if (!sameJson(projectValue(before.project, key), projectValue(after.project, key))) next[projectStampKey(key)] = revision
  return next
}

export interface MergeInput {
  kind: ProposalKind
  /** The draft as the registry has it now. */
  saved: ProposalVersion
  /** The draft as the device sent it. */
  sent: ProposalVersion
  /** The fields the device changed since the revision it started from; undefined: every field it sent. */
  sentChanged: readonly string[] | undefined
  /** The fields the registry's copy changed since that revision. */
  savedChanged: ReadonlySet<string>
}

export interface MergeResult {
  merged: ProposalVersion
  /** Fields both sides changed to different values: nothing is saved until the person chooses. */
  conflicts: FieldConflict[]
  /** Fields whose value the merge changes on the registry's copy. */
  changed: string[]
  /** Fields the merge keeps from the registry's copy though the device sent another value: the device must take them. */
  kept: string[]
}

/** Merges a device's save into the registry's copy, field by field. */
export function mergeProposal({ kind, saved, sent, sentChanged, savedChanged }: MergeInput): MergeResult {
  const fields = mergeFieldsOf(kind, [saved, sent])
  const conflicts: FieldConflict[] = []
  const fromSent: string[] = []
  const kept: string[] = []
  for (const field of fields) {
    if (sameField(field, saved, sent)) continue
    const deviceChanged = sentChanged === undefined || sentChanged.includes(field.name)
    if (!deviceChanged) kept.push(field.name)
    else if (savedChanged.has(field.name)) conflicts.push({ field: field.name, sent: valueOf(field, sent), saved: valueOf(field, saved) })
    else fromSent.push(field.name)
  }
  return { merged: withPosition(kind, withFields(kind, saved, sent, fromSent), sent), conflicts, changed: fromSent, kept }
}

/**
 * The person's choices in a conflict, as the version to save over the registry's copy (`saved`):
 * each field in conflict as chosen ('mine' or 'theirs'), every other field the device changed since
 * its base as the device has it, and everything else as the registry has it.
 */
export function resolveConflict(
  kind: ProposalKind,
  { base, mine, saved }: { base: ProposalVersion | null; mine: ProposalVersion; saved: ProposalVersion },
  choices: Readonly<Record<string, 'mine' | 'theirs'>>,
): ProposalVersion {
  const fields = mergeFieldsOf(kind, base ? [base, mine, saved] : [mine, saved]).map((f) => f.name)
  const mineChanged = base ? changedFields(kind, base, mine) : fields
  const keepMine = fields.filter((name) => (name in choices ? choices[name] === 'mine' : mineChanged.includes(name)))
  return withPosition(kind, withFields(kind, saved, mine, keepMine), mine)
}

/**
 * The device's draft once a save of `sent` answered with the registry's merged copy (`saved`): the
 * fields edited here since `sent` left stay as they are, every other takes the registry's value.
 */
export function rebase(kind: ProposalKind, { sent, local, saved }: { sent: ProposalVersion; local: ProposalVersion; saved: ProposalVersion }): ProposalVersion {
  const edited = changedFields(kind, sent, local)
  const names = mergeFieldsOf(kind, [local, saved])
    .map((f) => f.name)
    .filter((name) => !edited.includes(name))
  return withFields(kind, local, saved, names)
}
