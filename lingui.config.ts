// Lingui: English is the source language, French the other. Four catalogs per locale, compiled on
// import by @lingui/vite-plugin and loaded by src/web/lib/catalogs.ts; which code each holds is in
// src/web/locales/catalog-areas.ts:
// - src/web/locales/{locale}/messages.po: the layout and the home page; English comes with the app,
//   French loads when first needed;
// - src/web/locales/{locale}/pages.po: every other page (project pages, accounts, My Projects, the
//   staff workspace, the legal texts…), added by the root route for any address but the home page;
// - src/web/locales/{locale}/proposal.po: the proposal-drafting pages (the proposal forms, the PDF
//   upload, "Before you begin", the drafts' bar, files and messages), which
//   most visitors never open, loaded by those pages' routes before they render;
// - src/web/locales/{locale}/statistics.po: the statistics page, loaded by its route.
// A message used in the code of two catalogs is in both. After changing a message run
// `npm run i18n:extract` and translate whatever the French catalogs lack.
import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'
import { HOME_AND_LAYOUT, PROPOSAL_DRAFTING, STATISTICS } from './src/web/locales/catalog-areas'

const inWeb = (paths: readonly string[]) => paths.map((path) => `<rootDir>/src/web/${path}`)
/** A catalog's paths as Lingui's include or exclude: a file, or a folder with everything under it. */
const withContents = (paths: readonly string[]) => inWeb(paths).flatMap((path) => [path, `${path}/**`])

const NOT_SOURCE = ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx', '**/route-tree.gen.ts']

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'fr'],
  catalogs: [
    {
      path: '<rootDir>/src/web/locales/{locale}/messages',
      include: inWeb(HOME_AND_LAYOUT),
      exclude: [...NOT_SOURCE, ...withContents(PROPOSAL_DRAFTING)],
    },
    {
      path: '<rootDir>/src/web/locales/{locale}/pages',
      include: ['<rootDir>/src/web'],
      exclude: [...NOT_SOURCE, ...withContents([...HOME_AND_LAYOUT, ...PROPOSAL_DRAFTING, ...STATISTICS])],
    },
    {
      path: '<rootDir>/src/web/locales/{locale}/statistics',
      include: inWeb(STATISTICS),
      exclude: NOT_SOURCE,
    },
    {
      path: '<rootDir>/src/web/locales/{locale}/proposal',
      include: inWeb(PROPOSAL_DRAFTING),
      exclude: NOT_SOURCE,
    },
  ],
  // Origins without line numbers keep the catalogs from changing when code merely moves.
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
})
