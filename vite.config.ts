// Vite for the web app (src/web): file-based routes, React, the Lingui macro through Babel and
// .po catalogs compiled on import. `npm run dev` proxies /api to the server on port 8080; the
// build goes to dist/, which the server serves with the single-page fallback.
import { lingui } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

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
  ],
  server: {
    proxy: { '/api': 'http://localhost:8080' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
})
