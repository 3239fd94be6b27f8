// A file's size as the file lists show it (the proposal forms' files, a comment's attachments).

/** A file's size as a person reads it, in the interface's language. */
export function sizeText(bytes: number, locale: string): string {
  if (bytes >= 1024 * 1024) return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / (1024 * 1024))} MB`
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.max(1, bytes / 1024))} KB`
}
