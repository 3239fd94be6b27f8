// The yearly "check your details" prompt (spec proposals-and-accounts §2): asked a year after the
// person last confirmed their details, or a year after they made the account when they never have;
// an account made minutes ago holds details just typed.
const YEAR_MS = 365 * 24 * 3_600_000

export function isTimeToCheckDetails(account: { infoUpdatedAt: Date | null; createdAt: Date }, now: Date): boolean {
  return now.getTime() - (account.infoUpdatedAt ?? account.createdAt).getTime() > YEAR_MS
}
