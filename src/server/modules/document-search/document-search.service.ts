// Searching inside documents (decision 0083): the texts of document_texts matched in English and
// French with accents ignored, only through the documents that publish them. The home search
// finds what the public may download (published documents of the Documents tab, of projects the
// public may see, by the file they download); a project's Documents tab filter finds what its
// viewer may see. The passage is ts_headline's, over the text as extracted, with its matches
// between two private-use marks that passagePieces turns into pieces.
import { sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import { queryRows } from '../../db/client.ts'
import type { Database } from '../../db/client.ts'
import * as t from '../../db/schema/index.ts'
import { searchTerms } from '../../../shared/domain/search-terms.ts'
import { MATCH_END, MATCH_START, passagePieces } from '../../../shared/domain/document-text.ts'
import { ANONYMOUS, fullDocumentNumber } from '../../../shared/domain/document-visibility.ts'
import type { Viewer } from '../../../shared/domain/document-visibility.ts'
import type { DocumentSearchProject, DocumentTextMatch } from '../../../shared/schemas/document-search.ts'
import { DOCUMENTS_TAB_ROLES, visibleStates } from '../project-content/documents.service.ts'

/** Documents the home search lists: the best matches; more words narrow them. */
export const DOCUMENT_SEARCH_LIMIT = 30
/** Documents a project's filter marks at most. */
const PROJECT_MATCH_LIMIT = 200
/**
 * Matches ranked at most: a common word is in most documents, and ranking each of 100,000 reads
 * every one's vector (a second and more); the best of the first ones found is what a reader gets
 * then, and "more" tells them to add words. A rarer search ranks all its matches.
 */
const RANKED_CANDIDATES = 500

export type SearchLanguage = 'en' | 'fr'

const config = (lang: SearchLanguage) => (lang === 'fr' ? sql`'registry_french'::regconfig` : sql`'registry_english'::regconfig`)

/**
 * Every word must match, as an English or a French word (stemmed, accents ignored); null when the
 * text holds no word to look for.
 */
export function documentTextQuery(text: string): SQL | null {
  const terms = searchTerms(text)
  if (terms.length === 0) return null
  const each = terms.map((term) => sql`(plainto_tsquery('registry_english', ${term}) || plainto_tsquery('registry_french', ${term}))`)
  return sql`(${sql.join(each, sql` && `)})`
}

const HEADLINE_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`

interface MatchRow {
  documentId: string
  projectId: string
  projectNumber: string | null
  title: string
  documentNumber: string | null
  description: string
  fileName: string
  uploadId: string
  headline: string
}

const toMatch = (r: MatchRow): DocumentTextMatch => ({
  documentId: r.documentId,
  documentNumber: fullDocumentNumber(r.projectNumber, r.documentNumber),
  description: r.description,
  fileName: r.fileName,
  uploadId: r.uploadId,
  passage: passagePieces(r.headline),
})

export function documentSearchService(db: Database) {
  /** Best matches first, then the passage of only those (ts_headline reads the whole text). */
  function matches(query: SQL, lang: SearchLanguage, where: SQL, limit: number): Promise<MatchRow[]> {
    const d = t.documents
    return queryRows<MatchRow>(
      db,
      sql`with q as (select ${query} as query),
        candidates as (
          select documents.id, documents.project_id, documents.document_number, documents.description, documents.file_name, documents.uploaded_at, dt.upload_id
          from q, document_texts dt
          join documents on coalesce(documents.redacted_upload_id, documents.unredacted_upload_id) = dt.upload_id
          join project_search ps on ps.project_id = documents.project_id
          where dt.search @@ q.query and dt.status = 'done' and ${d.removedAt} is null
            and ${d.role} in (${sql.join(
              DOCUMENTS_TAB_ROLES.map((role) => sql`${role}`),
              sql`, `,
            )}) and ${where}
          limit ${RANKED_CANDIDATES}),
        hits as (
          select c.*, ts_rank(dt.search, q.query) as rank
          from candidates c cross join q join document_texts dt on dt.upload_id = c.upload_id
          order by rank desc, c.uploaded_at desc
          limit ${limit})
        select h.id as "documentId", h.project_id as "projectId", ps.project_number as "projectNumber", ps.title,
          h.document_number as "documentNumber", h.description, h.file_name as "fileName", h.upload_id as "uploadId",
          ts_headline(${config(lang)}, dt.text, q.query, ${HEADLINE_OPTIONS}) as headline
        from hits h cross join q
        join document_texts dt on dt.upload_id = h.upload_id
        join project_search ps on ps.project_id = h.project_id
        order by h.rank desc, h.id`,
    )
  }

  return {
    /** The home search: published documents of the projects the public may find, under their projects. */
    async search(text: string, lang: SearchLanguage): Promise<{ projects: DocumentSearchProject[]; more: boolean }> {
      const query = documentTextQuery(text)
      if (!query) return { projects: [], more: false }
      const rows = await matches(query, lang, sql`ps.listed and ${visibleStates(ANONYMOUS)}`, DOCUMENT_SEARCH_LIMIT + 1)
      const projects = new Map<string, DocumentSearchProject>()
      for (const row of rows.slice(0, DOCUMENT_SEARCH_LIMIT)) {
        const project = projects.get(row.projectId) ?? { projectId: row.projectId, projectNumber: row.projectNumber, title: row.title, documents: [] }
        project.documents.push(toMatch(row))
        projects.set(row.projectId, project)
      }
      return { projects: [...projects.values()], more: rows.length > DOCUMENT_SEARCH_LIMIT }
    },

    /** A project's Documents tab filter: its documents the viewer sees whose text matches. */
    async projectMatches(projectId: string, viewer: Viewer, text: string, lang: SearchLanguage): Promise<DocumentTextMatch[]> {
      const query = documentTextQuery(text)
      if (!query) return []
      const rows = await matches(query, lang, sql`documents.project_id = ${projectId} and ${visibleStates(viewer)}`, PROJECT_MATCH_LIMIT)
      return rows.map(toMatch)
    },

    /** The project's documents the viewer sees whose PDF has no text layer. */
    async noText(projectId: string, viewer: Viewer): Promise<string[]> {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`select documents.id from documents join document_texts dt on dt.upload_id = coalesce(documents.redacted_upload_id, documents.unredacted_upload_id)
          where documents.project_id = ${projectId} and dt.status = 'no-text' and ${t.documents.removedAt} is null and ${visibleStates(viewer)}`,
      )
      return rows.map((r) => r.id)
    },
  }
}
