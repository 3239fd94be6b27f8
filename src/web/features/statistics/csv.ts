// A card's figures as a CSV file (RFC 4180: fields with a comma, quote or line end quoted, quotes
// doubled, CRLF line ends), with a byte-order mark first so a spreadsheet opening it reads the French
// names' accents as UTF-8. Written here rather than with papaparse: its types pull Node's into the
// browser build (decision 0040).

export type CsvCell = string | number | null

const field = (cell: CsvCell) => {
  const text = cell === null ? '' : String(cell)
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(field).join(',')).join('\r\n')}\r\n`
}

/** Saves the text as a file the way a download link would. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }))
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName })
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked after the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
