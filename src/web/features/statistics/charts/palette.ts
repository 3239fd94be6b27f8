// The charts' fixed colours (spec §9): Paul Tol's medium-contrast scheme, chosen so that people
// with any common colour-vision deficiency tell them apart, and paired dark with light so they
// also differ in lightness (a greyscale print still separates them). Each series keeps its colour
// in every period and language.
export const DARK_BLUE = '#004488'
export const LIGHT_BLUE = '#6699cc'
export const DARK_RED = '#994455'
export const LIGHT_YELLOW = '#eecc66'
export const DARK_YELLOW = '#997700'
export const LIGHT_RED = '#ee99aa'

/** Submitted and completed; the provider's and the proponent's parts. */
export const PAIR = [DARK_BLUE, LIGHT_YELLOW] as const

/** Outcomes 56.1 (a) to (d), by their ids' order in the data. */
export const OUTCOME_COLOURS = [DARK_BLUE, LIGHT_BLUE, DARK_RED, LIGHT_YELLOW, DARK_YELLOW, LIGHT_RED] as const

/** Decisions: Accept, Vary, Reject. */
export const DECISION_COLOURS = [DARK_BLUE, LIGHT_YELLOW, DARK_RED, LIGHT_BLUE, DARK_YELLOW, LIGHT_RED] as const
