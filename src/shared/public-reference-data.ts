// Which API answers are public reference data: the same whoever asks (lists, stages, the site
// message, the look-up's layers), so that the web app asks for them without the session and the
// service worker keeps one copy for everyone, signed in or not. The location look-up and the
// forms need them with no connection. Anything not named here may depend on who asks: it carries
// the session and never goes into a shared cache.

const PUBLIC_REFERENCE_DATA = [
  /^\/api\/projects\/(stages|assessment-districts|sectors|triggers|domain|public-base-url)$/,
  /^\/api\/organizations\/(first-nations|decision-bodies|planning-commissions)$/,
  /^\/api\/site-management\/public-display-message$/,
  /^\/api\/geo\/layers$/,
]

/** Whether a GET of this API path is public reference data (the path alone, without its query). */
export function isPublicReferenceData(pathname: string): boolean {
  return PUBLIC_REFERENCE_DATA.some((pattern) => pattern.test(pathname))
}
