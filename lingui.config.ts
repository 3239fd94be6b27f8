// Lingui: English is the source language, French the other. Three catalogs per locale, compiled on
// import by @lingui/vite-plugin and loaded by src/web/lib/catalogs.ts:
// - src/web/locales/{locale}/messages.po: every page but the proposal-drafting ones; English comes
//   with the app, French loads when first needed;
// - src/web/locales/{locale}/proposal.po: the proposal-drafting pages (the proposal forms, the PDF
//   upload, "Before you begin", the drafts' bar, files and messages, the rich-text editor), which
//   most visitors never open, loaded by those pages' routes before they render;
// - src/web/locales/{locale}/statistics.po: the statistics page, loaded by its route.
// A message used on both sides is in both catalogs. After changing a message run
// `npm run i18n:extract` and translate whatever the French catalogs lack.
import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

/** The code only the proposal-drafting pages use (a file used elsewhere too stays out of it). */
const PROPOSAL_DRAFTING = [
  'features/proposal-form',
  'features/placer-form',
  'features/proposal-upload',
  'features/proposal-start',
  'features/proposal-drafts',
  'features/placer-form',
  'features/location/components/placer-claims-location.tsx',
  'features/location/components/proposal-location.tsx',
  'features/location-files/components/location-file-picker.tsx',
  'features/location-files/components/placer-csv-upload.tsx',
  'components/rich-text',
  'components/draft-files',
  'lib/drafts/draft-errors.ts',
  'routes/-general-form-page.tsx',
  'routes/-upload-proposal-page.tsx',
  'routes/-placer-form-page.tsx',
  'routes/-proposal-location-part.tsx',
  'routes/-proposal-page-head.tsx',
  'routes/project',
  'routes/projects/$projectId_',
].map((path) => `<rootDir>/src/web/${path}`)

/** The statistics page's code, loaded only on its route. */
const STATISTICS = ['features/statistics', 'routes/statistics.tsx'].map((path) => `<rootDir>/src/web/${path}`)

const NOT_SOURCE = ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx', '**/route-tree.gen.ts']

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'fr'],
  catalogs: [
    {
      path: '<rootDir>/src/web/locales/{locale}/messages',
      include: ['<rootDir>/src/web'],
      exclude: [...NOT_SOURCE, ...[...PROPOSAL_DRAFTING, ...STATISTICS].flatMap((path) => [path, `${path}/**`])],
    },
    {
      path: '<rootDir>/src/web/locales/{locale}/statistics',
      include: STATISTICS,
      exclude: NOT_SOURCE,
    },
    {
      path: '<rootDir>/src/web/locales/{locale}/proposal',
      include: PROPOSAL_DRAFTING,
      exclude: NOT_SOURCE,
    },
  ],
  // Origins without line numbers keep the catalogs from changing when code merely moves.
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
})
