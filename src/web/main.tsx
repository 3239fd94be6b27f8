// Entry point: picks the visitor's language, loads its catalog, then renders the app.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { activateLocale, initialLocale } from './lib/i18n'
import { registerServiceWorker } from './lib/pwa'
import { afterLoad } from './lib/after-load'
import './styles/global.css'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

await activateLocale(initialLocale())

registerServiceWorker()
// Drafts written earlier go to the server whenever it answers, whichever page is open. Once the
// page has loaded: the local database and the sync are 35 KB compressed a first visit does not
// need. (Should their code not arrive, the connection gone before the service worker kept it, the
// drafts go at the next page load, or as their form opens.)
afterLoad(() => void import('./lib/drafts/sync-engine').then(({ startDraftSync }) => startDraftSync()).catch(() => undefined))

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
