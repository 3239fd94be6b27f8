// Entry point: picks the visitor's language, loads its catalog, then renders the app.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { activateLocale, initialLocale } from './lib/i18n'
import { registerServiceWorker } from './lib/pwa'
import { startDraftSync } from './lib/drafts/sync-engine'
import './styles/global.css'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

await activateLocale(initialLocale())

registerServiceWorker()
// Drafts written earlier go to the server whenever it answers, whichever page is open.
startDraftSync()

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
