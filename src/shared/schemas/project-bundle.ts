// The summary of a project's whole-project download, shown before it starts (decision 0079).
import * as v from 'valibot'
import { StatusOk } from './common.ts'

const Count = v.pipe(v.number(), v.integer(), v.minValue(0))

export const ProjectBundleSummary = v.object({
  status: StatusOk,
  projectNumber: v.string(),
  /** The name the zip is saved under ("2024-0123.zip"). */
  fileName: v.string(),
  /** The address of the zip itself. */
  href: v.string(),
  /** The zip's exact length in bytes: every entry is stored, not deflated, so it is known before it is made. */
  zipBytes: Count,
  /** Every file in the zip, the manifests included. */
  fileCount: Count,
  /** The public documents (and attachments) it holds, and their total bytes. */
  documentCount: Count,
  documentBytes: Count,
  /** How many of each kind of record it holds as text files. */
  contents: v.object({
    comments: Count,
    informationRequests: Count,
    notices: Count,
    notes: Count,
    correspondence: Count,
  }),
  /** The documents' folders, one per stage, in the stages' order. */
  folders: v.array(v.string()),
})
export type ProjectBundleSummary = v.InferOutput<typeof ProjectBundleSummary>
