// The XML parser the location-file reader hands KML and GPX to: @xmldom/xmldom, plain JavaScript,
// because the browser reads files in a Web Worker, where there is no DOMParser, and the server
// has none either. The parser's complaints are thrown (with the first one as the message)
// rather than printed.
import { DOMParser } from '@xmldom/xmldom'

export function parseXml(text: string) {
  let complaint: string | undefined
  const parser = new DOMParser({
    onError: (level, message) => {
      if (level === 'warning') return
      complaint ??= message
      throw new Error(message)
    },
  })
  try {
    return parser.parseFromString(text, 'text/xml')
  } catch (error) {
    throw new Error(complaint ?? (error instanceof Error ? error.message : 'the XML is not well formed'))
  }
}
