// Which of the user's projects My Projects shows, and in what order (spec public-registry §2, §5):
// the filter words match title, proponent, number, stage name or role name; hidden and closed
// projects show only when asked for; columns sort down, up, then back to the server's order (lib/table-sort).
// Drafts kept on this device join the server's list (or the list saved on the device), each once,
// and drafts being deleted leave it at once.

export interface MyProjectRow {
  projectId: string
  projectNumber: string | null
  title: string
  proponentName: string
  isActive: boolean
  hidden: boolean
}

export interface ListOptions {
  filter: string
  showHidden: boolean
  onlyActive: boolean
}

export type SortKey = 'number' | 'title' | 'proponent' | 'role' | 'stage'

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en-CA')

/**
 * The rows to show. `labels` gives a row's stage and role names as shown, so that the filter
 * matches what the user reads.
 */
export function visibleRows<R extends MyProjectRow>(rows: readonly R[], options: ListOptions, labels: (row: R) => { stage: string; roles: string }): R[] {
  const words = fold(options.filter).split(/\s+/).filter(Boolean)
  return rows.filter((row) => {
    if (row.hidden && !options.showHidden) return false
    if (options.onlyActive && !row.isActive) return false
    if (words.length === 0) return true
    const { stage, roles } = labels(row)
    const number = row.projectNumber ?? ''
    const text = fold([row.title, row.proponentName, number, number.replace('-', ''), stage, roles].join(' '))
    return words.every((word) => text.includes(word))
  })
}

/**
 * The registry's rows (or the list saved on this device) with this device's drafts, each once: a
 * draft being deleted (its delete waiting to go, or sent) is left out; a draft the list does not
 * have (never synced) comes first, newest edit first, as the row `toRow` makes of it; a listed one
 * the device also holds is the row `alsoHere` makes of the two.
 */
export function withDeviceDrafts<R extends { projectId: string }, D extends { projectId: string; updatedAt: number }>(
  rows: readonly R[],
  device: { drafts: readonly D[]; deleting: ReadonlySet<string> },
  toRow: (draft: D) => R,
  alsoHere: (row: R, draft: D) => R,
): R[] {
  const here = new Map(device.drafts.map((d) => [d.projectId, d]))
  const listed = new Set(rows.map((r) => r.projectId))
  const onlyHere = device.drafts.filter((d) => !listed.has(d.projectId) && !device.deleting.has(d.projectId)).sort((a, b) => b.updatedAt - a.updatedAt)
  const kept = rows
    .filter((r) => !device.deleting.has(r.projectId))
    .map((r) => {
      const draft = here.get(r.projectId)
      return draft ? alsoHere(r, draft) : r
    })
  return [...onlyHere.map(toRow), ...kept]
}
