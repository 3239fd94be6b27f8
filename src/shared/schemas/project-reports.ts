// The statistics data (spec §3 "Statistics data", §7 "Public data"; definitions in decision 0031).
import * as v from 'valibot'
import { StatusOk } from './common.ts'
import { CURRENT_PERIOD, SINCE_FIRST_YEAR } from '../domain/report-periods.ts'

export const ReportDataQuery = v.object({
  period: v.optional(
    v.pipe(v.string(), v.regex(/^(\d{4}|lastNovToCurrent|since2005)$/, `must be a year (YYYY), ${CURRENT_PERIOD} or ${SINCE_FIRST_YEAR}`)),
    CURRENT_PERIOD,
  ),
})

const Named = { name: v.string(), nameFr: v.nullable(v.string()) }
/** Averages are in days to one decimal; null where no project gives one. */
const Average = v.nullable(v.number())

export const ReportData = v.object({
  status: StatusOk,
  period: v.string(),
  /** First day covered and the day after the last (Yukon calendar dates). */
  from: v.string(),
  to: v.string(),
  submitted: v.number(),
  completed: v.number(),
  comments: v.number(),
  /** Submissions per sector; a project with two sectors counts in both. */
  sectorSubmitted: v.array(v.object({ sectorId: v.string(), ...Named, count: v.number() })),
  /** Submissions per Indigenous government notified. */
  firstNationSubmitted: v.array(v.object({ organizationId: v.string(), ...Named, count: v.number() })),
  /** Every month of the period, YYYY-MM, zeros included. */
  monthly: v.array(v.object({ month: v.string(), submitted: v.number(), completed: v.number() })),
  /** Outcomes of the projects completed in the period: sectorId null is every sector (All). */
  outcomes: v.array(v.object({ sectorId: v.nullable(v.string()), counts: v.array(v.object({ outcomeId: v.string(), ...Named, count: v.number() })) })),
  decisions: v.array(v.object({ sectorId: v.nullable(v.string()), counts: v.array(v.object({ decisionId: v.string(), ...Named, count: v.number() })) })),
  /** Average days to complete of the projects completed in the period, per sector, with the proponent's part (information requests) and the provider's. */
  sectorDuration: v.array(
    v.object({ sectorId: v.string(), ...Named, projects: v.number(), averageDays: v.number(), providerDays: v.number(), proponentDays: v.number() }),
  ),
  /** Average days from entering Adequacy Review to the lead assessor's assignment, by month of the assignment. */
  monthlyAverageToAssigned: v.array(v.object({ month: v.string(), average: Average, projects: v.number() })),
  /** For since2005 only (empty otherwise): one row per year. */
  yearly: v.array(
    v.object({ year: v.number(), submitted: v.number(), completed: v.number(), averageDays: Average, providerDays: Average, proponentDays: Average }),
  ),
})
export type ReportData = v.InferOutput<typeof ReportData>
