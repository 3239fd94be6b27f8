// Which of the built app's files the service worker's first install keeps, and which it fetches
// once it controls the page (sw/app-later.ts). The install fetches its files one at a time, and
// until it is over a reload with no connection shows the browser's error page: so it takes what
// opens the app and what a person drafting in the field needs first, the rest comes after. Read
// from Vite's build manifest when the app is built (vite.config.ts); no DOM, no Node.

/** A chunk of Vite's build manifest (.vite/manifest.json), as far as this reads it. */
export interface BuildChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
  assets?: string[]
}

export type BuildManifest = Record<string, BuildChunk>

/** Route components split off by the router's code splitting are named so in the manifest. */
const isRouteComponent = (key: string) => key.includes('?tsr-split=')

/**
 * The files of the first install: the app's entry and what it loads on its own pages on demand
 * (catalogs, maps, the drafts' sync), and the routes named by `firstRoutes` (their source paths'
 * beginnings), each with every file it may load, its workers and lazy editors included. Files
 * outside the build's assets (index.html, the web manifest, icons) are always first.
 */
export function firstInstallFiles(manifest: BuildManifest, firstRoutes: readonly string[]): Set<string> {
  const files = new Set<string>()
  const seen = new Set<string>()
  const add = (key: string, withLazy: boolean) => {
    const chunk = manifest[key]
    if (!chunk || seen.has(key)) return
    seen.add(key)
    files.add(chunk.file)
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file)
    for (const imported of chunk.imports ?? []) add(imported, withLazy)
    if (withLazy) for (const imported of chunk.dynamicImports ?? []) add(imported, withLazy)
  }
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isEntry) continue
    add(key, false)
    for (const lazy of chunk.dynamicImports ?? []) if (!isRouteComponent(lazy)) add(lazy, false)
  }
  for (const key of Object.keys(manifest)) if (isRouteComponent(key) && firstRoutes.some((route) => key.startsWith(route))) add(key, true)
  return files
}

/** Whether the first install keeps a file of the precache list (its URL relative to the app's root). */
export function isFirstInstallFile(url: string, first: ReadonlySet<string>): boolean {
  return !url.startsWith('assets/') || first.has(url)
}
