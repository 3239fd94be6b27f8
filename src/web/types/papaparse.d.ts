// Papa Parse as the browser project sees it (tsconfig.web.json's paths): @types/papaparse
// references Node's types, for a stream API the registry does not use, and with them Node's Buffer
// would apply to all browser code and the browser tests. Only what shared/geo/placer-csv.ts uses;
// the Node project reads the full @types/papaparse (decision 0092).
interface ParseError {
  type: string
  code: string
  message: string
  row?: number
}

declare const Papa: {
  parse<T>(input: string, config: { delimitersToGuess?: string[]; skipEmptyLines?: boolean | 'greedy' }): { data: T[]; errors: ParseError[] }
}

export default Papa
