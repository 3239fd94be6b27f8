// The office's side of information requests (issue 18 item 3): a request is written and saved
// unpublished, seen by staff only, edited while it is, and published once; from then on the
// public reads it and the proponent answers it (information-responses.ts).

export const UNPUBLISHED = 'unpublished'

/** Whether the public (and the proponent) may see the request at all. */
export function isPublished(status: string): boolean {
  return status !== UNPUBLISHED
}

/** Why the office may no longer change or publish the request, or null while it may. */
export function authoringRefusal(status: string): string | null {
  return status === UNPUBLISHED ? null : 'This information request is already published and can no longer be changed.'
}

/** Answers are taken until the close of business (4:30 pm, Yukon) of the deadline day. */
export function deadlineOfDay(day: string): Date {
  return new Date(`${day}T16:30:00-07:00`)
}
