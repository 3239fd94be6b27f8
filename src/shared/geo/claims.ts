// Claim grant numbers as the placer form takes them (spec §7 part 3): separated by commas or new
// lines, case-sensitive, and ranges with a dash expanded keeping zero padding ("YC0098-YC0101",
// "P 12340-12345", "A-C").

/** One range may name at most this many claims: a typo such as P 1-P 999999 must not freeze the form. */
export const MAX_CLAIMS_IN_RANGE = 1000

export interface ParsedClaims {
  /** Grant numbers in the order typed, each once. */
  claims: string[]
  /** Pieces that are not a grant number or a range of them, as typed. */
  unreadable: string[]
}

const NUMBERED = /^(.*?)(\d+)$/
const RANGE = /^(.+?)\s*-\s*(.+)$/

function expandRange(from: string, to: string): string[] | undefined {
  const start = NUMBERED.exec(from)
  const end = NUMBERED.exec(to)
  if (start && end) {
    const [, prefix, digits] = start as unknown as [string, string, string]
    const [, endPrefix, endDigits] = end as unknown as [string, string, string]
    if (endPrefix !== '' && endPrefix !== prefix) return undefined
    const first = Number(digits)
    const last = Number(endDigits)
    if (last < first || last - first >= MAX_CLAIMS_IN_RANGE) return undefined
    return Array.from({ length: last - first + 1 }, (_, i) => `${prefix}${String(first + i).padStart(digits.length, '0')}`)
  }
  // Letter ranges: the same text but for a last letter of the same case (A-C, 12A-12D).
  const prefix = from.slice(0, -1)
  const a = from.at(-1)!
  const b = to.at(-1)!
  const sameCase = (/[A-Z]/.test(a) && /[A-Z]/.test(b)) || (/[a-z]/.test(a) && /[a-z]/.test(b))
  if (!sameCase || (to.length !== from.length && to.length !== 1) || (to.length === from.length && to.slice(0, -1) !== prefix) || b < a) return undefined
  return Array.from({ length: b.charCodeAt(0) - a.charCodeAt(0) + 1 }, (_, i) => `${prefix}${String.fromCharCode(a.charCodeAt(0) + i)}`)
}

export function parseClaims(text: string): ParsedClaims {
  const claims = new Set<string>()
  const unreadable: string[] = []
  for (const piece of text.split(/[,\n\r]+/)) {
    const item = piece.trim().replace(/\s+/g, ' ')
    if (!item) continue
    const range = RANGE.exec(item)
    if (!range) {
      claims.add(item)
      continue
    }
    const expanded = expandRange(range[1]!, range[2]!)
    if (expanded) for (const claim of expanded) claims.add(claim)
    else unreadable.push(item)
  }
  return { claims: [...claims], unreadable }
}

export interface ClaimsAnswer<Claim> {
  /** The claims found, in the order typed. */
  found: Claim[]
  /** Grant numbers typed that the claims layer does not hold. */
  notFound: string[]
  unreadable: string[]
}

/**
 * What the claims typed resolve to, over the claims found by grant number: the same answer whether
 * the registry or the copy of the layer kept on the device found them.
 */
export function resolveClaims<Claim extends { name: string }>(parsed: ParsedClaims, found: readonly (Claim | undefined)[]): ClaimsAnswer<Claim> {
  const byNumber = new Map(found.flatMap((claim) => (claim ? [[claim.name, claim] as const] : [])))
  return {
    found: parsed.claims.flatMap((c) => (byNumber.has(c) ? [byNumber.get(c)!] : [])),
    notFound: parsed.claims.filter((c) => !byNumber.has(c)),
    unreadable: parsed.unreadable,
  }
}
