// Splits what a person typed into search terms the way the database normalizes project text
// (migration 0001): case, accents and apostrophes folded, so "Tr'ondëk" finds "trondek". The same
// folding splits a project's own text into words where the database cannot be asked (the offline
// search of saved projects).

const MAX_TERMS = 12

/** Text as registry_normalize folds it: no accents, no apostrophes, lower case. */
export function foldSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/['’‘`]/g, '')
    .toLowerCase()
}

/** The folded words of a text: letters, digits and inner hyphens. */
export function searchWords(text: string): string[] {
  return foldSearchText(text)
    .split(/[^\p{L}\p{N}-]+/u)
    .map((term) => term.replace(/^-+|-+$/g, ''))
    .filter((term) => term.length > 0)
}

export function searchTerms(text: string): string[] {
  return searchWords(text).slice(0, MAX_TERMS)
}
