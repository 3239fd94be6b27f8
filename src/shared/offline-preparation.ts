// Getting a device ready to work offline (DESIGN "Local-first drafts"): what drafting needs is
// stored in steps, and the app says it is ready only once every step is done. The service worker
// stores the app's files, the reference lists and the look-up layers, telling the page how far it
// has got through a message port; the page stores the placer claims (in its database) for someone
// signed in. Shared by the page and the worker: the steps, the messages, and how far along a run is.
import { PUBLIC_REFERENCE_DATA } from './public-reference-data.ts'

export const PREPARATION_STEPS = ['app', 'lists', 'layers', 'claims'] as const
export type PreparationStep = (typeof PREPARATION_STEPS)[number]

/** The steps of a visitor's preparation: the claims layer only for someone signed in, who may draft a placer proposal. */
export function preparationSteps(signedIn: boolean): PreparationStep[] {
  return PREPARATION_STEPS.filter((step) => signedIn || step !== 'claims')
}

/** The look-up layers: one answer, larger than all the lists together, and a step of its own. */
export const LOOKUP_LAYERS = '/api/geo/layers'

/** The reference lists the forms' checklists and choices read (every public reference answer but the layers). */
export const REFERENCE_LISTS: readonly string[] = PUBLIC_REFERENCE_DATA.filter((path) => path !== LOOKUP_LAYERS)

/** The page asks the worker for its steps with this message and a port for the answers; `force`: fetch again what is kept. */
export const PREPARE_FOR_OFFLINE_MESSAGE = 'PREPARE_FOR_OFFLINE'

/** A step's progress: `done` of `total` things kept. */
export interface StepProgress {
  step: PreparationStep
  done: number
  total: number
}

/** The worker's last answer: the steps that could not be completed (no connection) and how many things it fetched. */
export interface PreparationEnd {
  finished: true
  missing: PreparationStep[]
  fetched: number
}

export type PreparationMessage = StepProgress | PreparationEnd

/** How far a run is over all its steps, from 0 to 1. */
export function preparationFraction(steps: readonly PreparationStep[], progress: StepProgress): number {
  const index = steps.indexOf(progress.step)
  if (index < 0 || steps.length === 0) return 0
  const within = progress.total > 0 ? Math.min(1, progress.done / progress.total) : 0
  return (index + within) / steps.length
}
