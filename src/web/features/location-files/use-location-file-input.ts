// A file input's change handler that reads the files chosen in the Web Worker (parse-location-file),
// one reading at a time: a new choice, or leaving the page, cancels the one under way. The input is
// emptied once read, so that the same file chosen again after a change is read again.
import { useEffect, useRef } from 'react'
import type { ChangeEvent } from 'react'
import { parseLocationFile } from './parse-location-file'
import type { ParseResponse } from './parse-location-file'

interface Handlers {
  /** The files being read, named. */
  onReading: (names: string) => void
  /** What the reader answered, or why it stopped. */
  onRead: (response: ParseResponse, files: File[]) => void
}

export function useLocationFileInput({ onReading, onRead }: Handlers, options: { placerCsv?: boolean } = {}) {
  const reading = useRef<AbortController | null>(null)
  useEffect(() => () => reading.current?.abort(), [])
  return (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target
    const files = [...(input.files ?? [])]
    reading.current?.abort()
    if (files.length === 0) return
    const controller = new AbortController()
    reading.current = controller
    onReading(files.map((f) => f.name).join(', '))
    parseLocationFile(files, controller.signal, options).then(
      (response) => {
        input.value = ''
        onRead(response, files)
      },
      (error: unknown) => {
        if (!(error instanceof DOMException && error.name === 'AbortError')) onRead({ ok: false, failure: String(error) }, files)
      },
    )
  }
}
