// Lingui: English is the source language, French the other; one catalog per locale, imported by
// src/web/lib/i18n.ts as .po and compiled on import by @lingui/vite-plugin. After changing a
// message run `npm run i18n:extract` and translate whatever the French catalog lacks.
import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'fr'],
  catalogs: [
    {
      path: '<rootDir>/src/web/locales/{locale}/messages',
      include: ['<rootDir>/src/web'],
      exclude: ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx', '**/route-tree.gen.ts'],
    },
  ],
  // Origins without line numbers keep the catalogs from changing when code merely moves.
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
})
