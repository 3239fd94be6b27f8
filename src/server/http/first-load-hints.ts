// What a first visit to the home page or a project page will ask for next, named in the page's
// HTML so that the browser fetches it while the app's own script still downloads: the code of the
// page (from the build's manifest; the home page's comes with the app) and the API answers its
// first screen shows. Without them each
// waits for the app to start, then for the page's code: round trips a phone on a slow link feels.
// Later visits go through the service worker, which answers with the precached index.html.
// The server cannot know who will read the page (the session is in the browser's storage), so the
// data goes as the public's: a signed-in visitor's app asks again with its session, without
// cookies so that the browser does not hand it this early answer (web/lib/api-client).
import { INDIVIDUAL_RESULTS_LIMIT } from '../../shared/domain/search-filters.ts'

/** The build's manifest (vite build.manifest): each source module's file, the chunks it imports and its styles. */
export type BuildManifest = Record<string, { file: string; imports?: string[]; css?: string[] }>

interface Page {
  /** The address, matched without its query. */
  path: RegExp
  /** The page's components, as the manifest names them. */
  modules: string[]
  /** The API answers its first screen reads, exactly as the app asks for them (or the browser fetches twice). */
  data: (match: RegExpMatchArray, query: string) => string[]
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'

const PAGES: Page[] = [
  {
    path: /^\/$/,
    // Its code is in the app's own chunk (vite.config.ts), which index.html names already.
    modules: [],
    // The search only as the address gives none (a bookmarked search is the app's to read).
    data: (_, query) => [...(query ? [] : [`/api/projects/search?limit=${INDIVIDUAL_RESULTS_LIMIT}`]), '/api/site-management/public-display-message'],
  },
  {
    path: new RegExp(`^/projects/(${UUID})/?$`),
    // With the English messages of every page but the home page, which the app fetches before
    // drawing any other page (web/lib/catalogs.ts): most visitors read English, and a French one
    // fetches the French catalog as well.
    modules: [
      'src/web/routes/projects/$projectId/route.tsx?tsr-split=component',
      'src/web/routes/projects/$projectId/index.tsx?tsr-split=component',
      'src/web/locales/en/pages.po',
    ],
    data: (match) => [`/api/projects/${match[1]}`, `/api/projects/${match[1]}/key-documents`],
  },
]

/** The source modules the hints name, so that a build missing one can be reported. */
export const HINTED_MODULES = PAGES.flatMap((page) => page.modules)

export interface FirstLoadHints {
  /** The <link> elements for the page at this address (path and query), empty for other pages. */
  links(path: string, query: string): string
}

/** indexHtml: the built index.html, whose own scripts and styles need no naming again. */
export function firstLoadHints(manifest: BuildManifest, indexHtml: string): FirstLoadHints {
  function files(module: string, scripts: Set<string>, styles: Set<string>) {
    const chunk = manifest[module]
    if (!chunk || scripts.has(chunk.file)) return
    scripts.add(chunk.file)
    for (const css of chunk.css ?? []) styles.add(css)
    for (const imported of chunk.imports ?? []) files(imported, scripts, styles)
  }
  // What index.html loads already, with what that imports.
  const loaded = new Set<string>()
  const inIndex = new Set([...indexHtml.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((m) => m[1]))
  for (const [module, chunk] of Object.entries(manifest)) if (inIndex.has(chunk.file)) files(module, loaded, loaded)
  for (const file of inIndex) loaded.add(file!)
  return {
    links(path, query) {
      for (const page of PAGES) {
        const match = path.match(page.path)
        if (!match) continue
        const scripts = new Set<string>()
        const styles = new Set<string>()
        for (const module of page.modules) files(module, scripts, styles)
        return [
          ...[...scripts].filter((file) => !loaded.has(file)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
          ...[...styles].filter((file) => !loaded.has(file)).map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
          ...page.data(match, query).map((url) => `<link rel="preload" as="fetch" crossorigin href="${url}">`),
        ].join('')
      }
      return ''
    },
  }
}
