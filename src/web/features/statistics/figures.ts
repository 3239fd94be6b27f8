// The statistics page's figures, drawn from one answer of /api/project-reports/data (definitions in
// decision 0031): each card's rows, shared by its chart, its table and its CSV, so the three can
// never disagree. Pure, for unit tests; the words around them are the components'.
import type { GetData } from '../../lib/api-client'
import type { Locale } from '../../lib/i18n'
import { readerText } from '../../lib/reader-text'

export type ReportData = GetData<'/api/project-reports/data'>

/** A name as this reader reads it, and the language to mark it in when it is not theirs. */
export interface ReadName {
  text: string
  lang: Locale | undefined
}

export interface MonthRow {
  /** YYYY-MM */
  month: string
  submitted: number
  completed: number
}

export interface NamedCount {
  id: string
  name: ReadName
  count: number
}

export interface DurationRow {
  id: string
  name: ReadName
  projects: number
  averageDays: number
  providerDays: number
  proponentDays: number
}

export interface Slice {
  id: string
  name: ReadName
  count: number
  /** Of the slices' total, to two decimals (spec §9). */
  percent: number
}

export interface AssignedRow {
  month: string
  average: number | null
  projects: number
}

export type YearRow = ReportData['yearly'][number]

const read = (locale: Locale, named: { name: string; nameFr: string | null }): ReadName => readerText(locale, named.name, named.nameFr)

/** Counts per sector or First Nation, most first, then by name, as people scan a ranking. */
function namedCounts<R extends { name: string; nameFr: string | null; count: number }>(
  locale: Locale,
  rows: readonly R[],
  id: (row: R) => string,
): NamedCount[] {
  return rows
    .map((row) => ({ id: id(row), name: read(locale, row), count: row.count }))
    .sort((a, b) => b.count - a.count || a.name.text.localeCompare(b.name.text, locale))
}

export function sectorCounts(locale: Locale, data: ReportData): NamedCount[] {
  return namedCounts(locale, data.sectorSubmitted, (row) => row.sectorId)
}

export function firstNationCounts(locale: Locale, data: ReportData): NamedCount[] {
  return namedCounts(locale, data.firstNationSubmitted, (row) => row.organizationId)
}

/** Sectors by their average days to complete, longest first. */
export function durations(locale: Locale, data: ReportData): DurationRow[] {
  return data.sectorDuration
    .map((row) => ({
      id: row.sectorId,
      name: read(locale, row),
      projects: row.projects,
      averageDays: row.averageDays,
      providerDays: row.providerDays,
      proponentDays: row.proponentDays,
    }))
    .sort((a, b) => b.averageDays - a.averageDays || a.name.text.localeCompare(b.name.text, locale))
}

/** Percentages of a whole to two decimals; a whole of nothing has none. */
export function withPercents<T extends { count: number }>(rows: readonly T[]): (T & { percent: number })[] {
  const total = rows.reduce((sum, row) => sum + row.count, 0)
  return rows.map((row) => ({ ...row, percent: total === 0 ? 0 : Math.round((row.count / total) * 10_000) / 100 }))
}

/** The sector filter's value for every sector. */
export const ALL_SECTORS = 'all'

/** The outcome and decision slices of one sector (or of all), in the order the data lists them. */
export function pieSlices(locale: Locale, data: ReportData, sector: string): { outcomes: Slice[]; decisions: Slice[] } {
  const of = <T extends { sectorId: string | null }>(sets: readonly T[]) => sets.find((set) => (set.sectorId ?? ALL_SECTORS) === sector)
  const outcomes = (of(data.outcomes)?.counts ?? []).map((c) => ({ id: c.outcomeId, name: read(locale, c), count: c.count }))
  const decisions = (of(data.decisions)?.counts ?? []).map((c) => ({ id: c.decisionId, name: read(locale, c), count: c.count }))
  return { outcomes: withPercents(outcomes), decisions: withPercents(decisions) }
}

/**
 * The sectors the outcome filter offers: each that has an outcome or a decision in the period, by
 * name, from the sectors the period knows (names come from its submissions or durations).
 */
export function pieSectors(locale: Locale, data: ReportData): { id: string; name: ReadName }[] {
  const names = new Map<string, ReadName>()
  for (const row of [...data.sectorSubmitted, ...data.sectorDuration]) names.set(row.sectorId, read(locale, row))
  const ids = new Set([...data.outcomes, ...data.decisions].map((set) => set.sectorId).filter((id): id is string => id !== null && names.has(id)))
  return [...ids].map((id) => ({ id, name: names.get(id)! })).sort((a, b) => a.name.text.localeCompare(b.name.text, locale))
}

/**
 * An axis's top: the spec's fixed scale (First Nations 0–120, durations 0–400) so periods compare
 * at a glance, stretched to a round number only when a figure would not fit.
 */
export function axisTop(fixed: number, values: readonly number[]): number {
  const largest = Math.max(0, ...values)
  if (largest <= fixed) return fixed
  const step = 10 ** Math.floor(Math.log10(largest))
  return Math.ceil(largest / step) * step
}

/** "2025-11" as the reader says a month ("Nov 2025", « nov. 2025 »). */
export function monthLabel(month: string, locale: Locale, style: 'short' | 'long' = 'short'): string {
  const [year, m] = month.split('-').map(Number) as [number, number]
  return new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', { month: style, year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, m - 1, 1)),
  )
}

/** A figure as the reader writes numbers (1,234.5 or 1 234,5); days to one decimal. */
export function formatNumber(value: number, locale: Locale, decimals = 0): string {
  return new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value)
}

/** A percentage of the figures' 0–100 scale as the reader writes it, to two decimals (12.50% / 12,50 %). */
export function formatPercent(percent: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    percent / 100,
  )
}
