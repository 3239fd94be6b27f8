// The documents tab's filter (spec public-registry §5): the words of the filter, split on spaces,
// must all be found in a document's file name, number (with or without dashes) or description,
// or in those of one of its attachments.

export interface FilterableDocument {
  fileName: string
  documentNumber: string | null
  description: string
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en-CA')

function haystack(d: FilterableDocument): string {
  const number = d.documentNumber ?? ''
  return fold([d.fileName, number, number.replaceAll('-', ''), d.description].join(' '))
}

/** The filter's words; empty when the filter is blank. */
export function filterWords(filter: string): string[] {
  return fold(filter)
    .split(/\s+/)
    .filter((word) => word.length > 0)
}

/** Whether a document, or one of its attachments, matches every word. */
export function matchesDocumentFilter(words: readonly string[], document: FilterableDocument, attachments: readonly FilterableDocument[] = []): boolean {
  if (words.length === 0) return true
  const text = [document, ...attachments].map(haystack).join(' ')
  return words.every((word) => text.includes(word))
}
