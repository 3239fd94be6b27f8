// Saving something the page made as a file, the way a download link would: the browser's own
// download, which works with no connection (the address is the page's own Blob).

/** FileSaver's delay: a browser may still be reading the file some time after the click. */
const REVOKE_AFTER_MS = 40_000

export function saveFile(content: Blob, fileName: string): void {
  const url = URL.createObjectURL(content)
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName })
  // Firefox follows only links that are in the document.
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS)
}
