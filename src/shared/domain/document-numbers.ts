// A project's document numbers (spec public-registry §9): one sequence for its documents, comments,
// notes, letters and information requests, written with four digits ("0007") until it passes 9999,
// then with as many as it needs ("10000"). Compared as text, "9999" would come after "10000", so
// the server orders them by length before text (decision 0054).

/** The sequence's nth number as it is written. */
export function documentNumberText(n: number): string {
  return String(n).padStart(4, '0')
}

/** A number of the project's sequence, rather than one kept whole from elsewhere (an imported "2019-0042-0003"). */
export function isSequenceNumber(number: string): boolean {
  return /^[0-9]{4,9}$/.test(number)
}
