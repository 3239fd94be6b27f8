// Entry point: picks the visitor's language, loads its catalog, then renders the app.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { activateLocale, initialLocale } from './lib/i18n'
import { registerServiceWorker } from './lib/pwa'
import { currentSession, onSessionChange } from './lib/session'
import { afterLoad } from './lib/after-load'
import './styles/global.css'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

await activateLocale(initialLocale())

registerServiceWorker()
// Drafts written earlier go to the server whenever it answers, whichever page is open. Drafts are
// a logged-in person's, so the local database and the sync (35 KB compressed) are fetched once the
// page has loaded and someone is logged in: a visitor reading the registry never downloads them.
// (Should their code not arrive, the connection gone before the service worker kept it, the drafts
// go at the next page load, or as their form opens.)
const startDraftSync = () => void import('./lib/drafts/sync-engine').then((engine) => engine.startDraftSync()).catch(() => undefined)
afterLoad(() => {
  if (currentSession()) return startDraftSync()
  const stop = onSessionChange(() => {
    if (!currentSession()) return
    stop()
    startDraftSync()
  })
})

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
