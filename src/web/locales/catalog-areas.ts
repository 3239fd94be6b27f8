// Which code's messages each catalog holds (lingui.config.ts reads these lists; paths from src/web,
// a folder with everything under it). Kept apart from the config so that a test can check them
// against the code (catalog-areas.test.ts). A message used in the code of two catalogs is in both.
// - messages (the app's, with the app): what the home page and the layout around every page show;
// - pages: every other page's, which the root route adds for any address but the home page;
// - proposal: the proposal-drafting pages', added by their routes' loaders;
// - statistics: the statistics page's, added by its route.

/** The layout and the home page, including what they load on demand (dialogs, the map). */
export const HOME_AND_LAYOUT = [
  'main.tsx',
  'app',
  'lib',
  'components/layout',
  'components/ui',
  'features/site',
  'features/projects',
  'features/map',
  'features/saved-projects/components/offline-results-notice.tsx',
  'features/accounts/api/account-api.ts',
  'features/accounts/components/account-menu.tsx',
  'features/accounts/components/log-out-dialog.tsx',
  'features/accounts/components/session-watcher.tsx',
  'features/accounts/components/yearly-prompt.tsx',
  'routes/__root.tsx',
  'routes/index.tsx',
]

/** The code only the proposal-drafting pages use (a file used elsewhere too stays out of it). */
export const PROPOSAL_DRAFTING = [
  // The general form's read-only view (general-form-summary, with part-titles) is the project
  // page's view of a submitted proposal too.
  'features/proposal-form/components/form-fields.tsx',
  'features/proposal-form/components/general-form-body.tsx',
  'features/proposal-form/components/general-form-nav.tsx',
  'features/proposal-form/components/part-1-proponent.tsx',
  'features/proposal-form/components/part-2-regulations.tsx',
  'features/proposal-form/components/part-4-format.tsx',
  'features/proposal-form/components/part-5-6-content.tsx',
  'features/proposal-form/components/part-7-effects.tsx',
  'features/proposal-form/components/part-8-submit.tsx',
  'features/proposal-form/components/part-heading.tsx',
  'features/proposal-form/components/part-props.ts',
  'features/proposal-form/components/placer-documents-part.tsx',
  'features/proposal-form/components/placer-form-body.tsx',
  'features/proposal-form/components/placer-part-titles.ts',
  'features/proposal-form/components/significance-table.tsx',
  'features/proposal-form/components/submit-proposal.tsx',
  'features/placer-form',
  'features/proposal-upload',
  'features/proposal-start',
  'features/proposal-drafts',
  'features/location/components/placer-claims-location.tsx',
  'features/location/components/proposal-location.tsx',
  'features/location/components/location-details.tsx',
  'features/location-files/components/location-file-picker.tsx',
  'features/location-files/components/placer-csv-upload.tsx',
  'components/draft-files',
  'lib/drafts/draft-errors.ts',
  'routes/-general-form-page.tsx',
  'routes/-upload-proposal-page.tsx',
  'routes/-placer-form-page.tsx',
  'routes/-proposal-location-part.tsx',
  'routes/-proposal-page-head.tsx',
  'routes/project',
  'routes/projects/$projectId_',
]

/** The statistics page's code, loaded only on its route. */
export const STATISTICS = ['features/statistics', 'routes/statistics.tsx']
