// The questions part 3 of the general form asks about the location, worded once: the form asks
// them (features/location) and its read-only views show the answers under them
// (features/proposal-form), in the reader's language.
import { msg } from '@lingui/core/macro'

export const LOCATION_QUESTIONS = {
  settlementLand: msg`Is the project on settlement land?`,
  yukonCommunity: msg`Is the project within a Yukon community?`,
  northSlope: msg`Is the project on the Yukon North Slope?`,
  landUsePlan: msg`Is the project in a region with a regional land use plan (Dawson, Peel Watershed, North Yukon)?`,
  nearestCommunity: msg`Nearest community`,
  distance: msg`Distance from the community (km)`,
  watercourses: msg`Watercourses in or near the project area`,
  firstNations: msg`First Nations whose traditional territory the project is in`,
}

/** The settlement-land question's answers. */
export const SETTLEMENT_ANSWERS = {
  settlement: msg`Yes`,
  'not-settlement': msg`No`,
  both: msg`Partly`,
} as const
