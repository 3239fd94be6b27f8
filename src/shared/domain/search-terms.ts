// Splits what a person typed into search terms the way the database normalizes project text
// (migration 0001): case, accents and apostrophes folded, so "Tr'ondëk" finds "trondek".

const MAX_TERMS = 12

export function searchTerms(text: string): string[] {
  const folded = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/['’‘`]/g, '')
    .toLowerCase()
  return folded
    .split(/[^\p{L}\p{N}-]+/u)
    .map((term) => term.replace(/^-+|-+$/g, ''))
    .filter((term) => term.length > 0)
    .slice(0, MAX_TERMS)
}
