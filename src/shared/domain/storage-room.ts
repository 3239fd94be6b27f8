// Whether files fit in what the browser still allows this site to store (its estimate of the
// quota and of what is used), said before a file is kept with a draft rather than after the write
// fails. A little room is kept for the drafts' own writes, which must not be the ones refused.

/** Room kept free for the drafts' edits and the outbox once the files are in. */
export const RESERVED_BYTES = 1_000_000

export interface StorageEstimate {
  usage: number
  quota: number
}

/** The bytes this site may still store (never below zero). */
export const spaceLeft = ({ usage, quota }: StorageEstimate): number => Math.max(0, quota - usage)

/** Whether files of these sizes fit; a browser that gives no estimate (null) is taken at its word when it writes. */
export function filesFit(sizes: readonly number[], estimate: StorageEstimate | null): boolean {
  if (!estimate) return true
  return sizes.reduce((sum, size) => sum + size, 0) + RESERVED_BYTES <= spaceLeft(estimate)
}
