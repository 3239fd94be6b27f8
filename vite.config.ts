// Vite for the web app (src/web): file-based routes, React, the Lingui macro through Babel and
// .po catalogs compiled on import. `npm run dev` proxies /api to the server on port 8080; the
// build goes to dist/, which the server serves with the single-page fallback.
import { getCatalogs } from '@lingui/cli/api'
import { getConfig } from '@lingui/conf'
import { lingui } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { readFileSync } from 'node:fs'
import { firstInstallFiles, isFirstInstallFile } from './src/shared/precache-phases.ts'

/**
 * Fails the build when the code has messages that the catalogs lack (someone forgot
 * `npm run i18n:extract`): a production build strips the English text from the code, so such a
 * message would show as its id.
 */
function linguiCatalogsCurrent(): Plugin {
  return {
    name: 'registry:lingui-catalogs-current',
    apply: 'build',
    async buildStart() {
      const config = getConfig({ cwd: import.meta.dirname })
      for (const catalog of await getCatalogs(config)) {
        const inCode = (await catalog.collect()) ?? {}
        const inCatalog = (await catalog.read(config.sourceLocale ?? 'en')) ?? {}
        const missing = Object.entries(inCode)
          .filter(([id]) => !(id in inCatalog))
          .map(([id, message]) => `  ${JSON.stringify(message.message ?? id)} (${(message.origin ?? []).map(([file]) => file).join(', ')})`)
        if (missing.length > 0) {
          this.error(`${missing.length} message(s) are not in ${catalog.path}; run npm run i18n:extract and translate them:\n${missing.join('\n')}`)
        }
      }
    },
  }
}

/**
 * The app's own styles (6 KB compressed) go inside index.html: as a stylesheet of their own they
 * were one more round trip that held up the first paint (Lighthouse: render-blocking, 150 ms on a
 * phone). They have no url() of their own, so nothing in them depends on the file's address.
 */
function inlineEntryStyles(): Plugin {
  return {
    name: 'registry:inline-entry-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        return html.replace(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g, (link, file: string) => {
          const asset = bundle?.[file]
          if (asset?.type !== 'asset' || /url\(/.test(String(asset.source))) return link
          return `<style>${String(asset.source)}</style>`
        })
      },
    },
  }
}

/** The install icons, in public/icons (drawn from public/favicon.svg's shapes), which the build copies as they are. */
export const APP_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  { src: '/icons/apple-touch-icon-180.png', sizes: '180x180', type: 'image/png', purpose: 'any' },
]

/**
 * The pages a person drafting in the field opens first, which the service worker's first install
 * keeps with the app itself (src/shared/precache-phases.ts): logging in, My Projects, the saved
 * projects and the proposal forms. Every other file follows once the worker controls the page.
 */
const FIRST_INSTALL_ROUTES = [
  'src/web/routes/login.tsx',
  'src/web/routes/my-projects.tsx',
  'src/web/routes/saved-projects.tsx',
  'src/web/routes/project/',
  'src/web/routes/projects/$projectId_/',
]

/**
 * A project page's first screen: its layout and its overview. What their code imports (and the app's
 * chunk has not) was fifteen small chunks and six stylesheets, each a request of its own, which on
 * a phone's slow link queued behind the app's own script (HTTP/1.1 opens six connections at most):
 * one chunk instead. The pages themselves stay chunks of their own, named in the page's HTML by the
 * server (src/server/http/first-load-hints.ts), with this one as their import.
 */
const PROJECT_PAGE_FIRST_SCREEN = [
  'src/web/routes/projects/$projectId/route.tsx?tsr-split=component',
  'src/web/routes/projects/$projectId/index.tsx?tsr-split=component',
]

/** Gathers the modules the project page's first screen imports, for its chunk (build.rolldownOptions). */
function projectPageImports(): Plugin & { modules: Set<string> } {
  const modules = new Set<string>()
  return {
    name: 'registry:project-page-imports',
    apply: 'build',
    modules,
    buildEnd() {
      const visit = (id: string) => {
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) {
          if (modules.has(imported)) continue
          modules.add(imported)
          visit(imported)
        }
      }
      for (const page of PROJECT_PAGE_FIRST_SCREEN) visit(`${import.meta.dirname}/${page}`)
    },
  }
}
const projectPage = projectPageImports()

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: 'src/web/routes',
      generatedRouteTree: 'src/web/route-tree.gen.ts',
      autoCodeSplitting: true,
      // The home page, most visits' first page, comes with the app: split off, it and the small
      // modules it shares with other pages were a dozen more requests before its first paint, each a
      // round trip on a slow link (Lighthouse mobile FCP 2.5 → 2.2 s). The staff workspace's loaders
      // go with their pages' code, and the office's queries with them, out of the app's chunk that
      // every visitor downloads (docs/decisions/0046); other pages keep theirs in it, so that their
      // data is asked for while their code downloads.
      codeSplittingOptions: {
        splitBehavior: ({ routeId }) => {
          if (routeId === '/') return []
          if (routeId.startsWith('/staff')) return [['loader', 'component'], ['errorComponent'], ['notFoundComponent']]
          return undefined
        },
      },
      quoteStyle: 'single',
      semicolons: false,
    }),
    // plugin-react 6 has no Babel inside; the Lingui macro needs it (the SWC plugin fails here).
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    react(),
    // A catalog with a missing translation or a broken message fails the build.
    lingui({ failOnMissing: true, failOnCompileError: true }),
    linguiCatalogsCurrent(),
    inlineEntryStyles(),
    projectPage,
    // The service worker (sw/sw.ts) precaches the app shell; the web app registers it and asks
    // before updating (src/web/lib/pwa.ts), so nothing is registered or reloaded behind its back.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifest: {
        name: 'YESAB Online Registry – Registre en ligne de l’OEESY',
        // Both languages, in the dozen characters a home screen shows under the icon.
        short_name: 'YESAB/OEESY',
        description:
          'Environmental and socio-economic assessments of development projects in Yukon. Évaluations environnementales et socioéconomiques des projets au Yukon.',
        lang: 'en',
        // The app's identity once installed, kept if start_url ever changes.
        id: '/',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#1d3f4f',
        background_color: '#f4f6f7',
        icons: APP_ICONS,
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // Maps and the like load on demand; the precached shell stays small.
        maximumFileSizeToCacheInBytes: 3_000_000,
        // Files the first install does not wait for are marked `later` (sw/sw.ts). The build's
        // manifest is on disk by now: the worker is built after the app.
        manifestTransforms: [
          (entries) => {
            const first = firstInstallFiles(JSON.parse(readFileSync(`${import.meta.dirname}/dist/.vite/manifest.json`, 'utf8')), FIRST_INSTALL_ROUTES)
            return { manifest: entries.map((entry) => (isFirstInstallFile(entry.url, first) ? entry : { ...entry, later: true })) }
          },
        ],
      },
    }),
  ],
  server: {
    proxy: { '/api': 'http://localhost:8080' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The server reads it to name a page's code in its HTML (src/server/http/first-load-hints.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        // What every page needs at start (the app, the route table with each route's options and
        // loader, the shared modules they import) in one chunk: left alone, the bundler split it into
        // some fifty small shared chunks, whose per-file overhead cost the home page 25 KB gzipped.
        // Route components and the maps stay split off and load on demand.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 1 },
            { name: 'project-page', test: (id) => projectPage.modules.has(id) },
          ],
        },
      },
    },
  },
})
