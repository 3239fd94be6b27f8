// How the audit log shows the values before and after a change to a person: the records it names
// (a stage, a person, a document) by their names rather than their ids, and the instants it keeps
// (ISO, UTC) as Yukon dates and times. Pure, so the server says which ids it knows the names of and
// the page formats in the reader's language.
import { UUID_PATTERN } from '../schemas/project.ts'

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/

/** The ids in the values that name a record: the server looks their names up. */
export function auditIds(values: readonly unknown[]): string[] {
  const found = new Set<string>()
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      if (UUID_PATTERN.test(value)) found.add(value.toLowerCase())
    } else if (Array.isArray(value)) value.forEach(visit)
    else if (value && typeof value === 'object') Object.values(value).forEach(visit)
  }
  values.forEach(visit)
  return [...found]
}

export interface AuditWords {
  /** The name of the record an id stands for, or null when none is known. */
  nameOf: (id: string) => string | null
  /** An instant as the reader reads it (Yukon time, their language). */
  dateTime: (instant: Date) => string
}

/** One value as a person reads it. */
export function auditValueText(value: unknown, words: AuditWords): string {
  if (value === null || value === undefined) return '—'
  if (typeof value === 'string') {
    if (UUID_PATTERN.test(value)) return words.nameOf(value.toLowerCase()) ?? value
    if (ISO_INSTANT.test(value)) return words.dateTime(new Date(value))
    return value
  }
  if (Array.isArray(value)) return value.map((v) => auditValueText(v, words)).join(', ')
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

/** Each field of a before or after, as "field: value" lines. */
export function auditValuesText(values: Record<string, unknown> | null, words: AuditWords): string {
  return values
    ? Object.entries(values)
        .map(([field, value]) => `${field}: ${auditValueText(value, words)}`)
        .join('\n')
    : ''
}
