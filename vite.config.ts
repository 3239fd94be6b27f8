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

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: 'src/web/routes',
      generatedRouteTree: 'src/web/route-tree.gen.ts',
      autoCodeSplitting: true,
      quoteStyle: 'single',
      semicolons: false,
    }),
    // plugin-react 6 has no Babel inside; the Lingui macro needs it (the SWC plugin fails here).
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    react(),
    // A catalog with a missing translation or a broken message fails the build.
    lingui({ failOnMissing: true, failOnCompileError: true }),
    linguiCatalogsCurrent(),
  ],
  server: {
    proxy: { '/api': 'http://localhost:8080' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
})
