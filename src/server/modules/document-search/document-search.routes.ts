// Contracts of the search inside documents (issue 31 item 5, decision 0083).
import { contract } from '../../http/openapi.ts'
import * as s from '../../../shared/schemas/document-search.ts'

const tags = ['Projects']
const LANGUAGE = 'Words match as English or French words, accents ignored; lang (en, the default, or fr) is the language the passage is cut in.'

export const routes = {
  search: contract({
    tags,
    summary: 'Search inside the published documents of the projects the public may see, best matches first, under their projects',
    description: `Only the files the public may download (the redacted copy where there is one). Every word must be in the document. ${LANGUAGE}`,
    ok: s.DocumentSearchResponse,
    errors: { 400: 'A parameter was not accepted; the message names it' },
  }),
  projectTexts: contract({
    tags,
    summary: "The project's documents whose text matches q (the Documents tab's filter), and those with no searchable text",
    description: `Only documents the caller may see. ${LANGUAGE}`,
    ok: s.ProjectDocumentTextResponse,
    errors: { 400: 'A parameter was not accepted; the message names it', 404: 'No visible project has that id' },
  }),
}
