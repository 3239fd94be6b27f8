// Entry point: picks the visitor's language, loads its catalog and the first page, then renders the app.
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { loadFirstScreen } from './app/first-load'
import { createQueryClient } from './app/query-client'
import { createAppRouter } from './app/router'
import { activateLocale, initialLocale } from './lib/i18n'
import { registerServiceWorker } from './lib/pwa'
import { currentSession, onSessionChange } from './lib/session'
import { afterLoad } from './lib/after-load'
import { hasPendingForms } from './lib/drafts/pending-forms'
import './styles/global.css'

registerServiceWorker()
// Drafts written earlier go to the server whenever it answers, whichever page is open. Drafts are
// a logged-in person's, so the local database and the sync (35 KB compressed) are fetched once the
// page has loaded and someone is logged in: a visitor reading the registry never downloads them.
// (Should their code not arrive, the connection gone before the service worker kept it, the drafts
// go at the next page load, or as their form opens.) A visitor's comment written with no connection
// is sent the same way (lib/drafts/pending-forms).
const startDraftSync = () => void import('./lib/drafts/sync-engine').then((engine) => engine.startDraftSync()).catch(() => undefined)
afterLoad(() => {
  if (currentSession() || hasPendingForms()) return startDraftSync()
  const stop = onSessionChange(() => {
    if (!currentSession()) return
    stop()
    startDraftSync()
  })
})

// Not top-level awaits: a page's code split off from this chunk imports from it, and could not load
// while this module still waited (the first screen then waited out its whole time limit).
async function start(root: HTMLElement) {
  await activateLocale(initialLocale())
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient)
  await loadFirstScreen(router, queryClient)
  // As a transition, React draws the first screen in slices of a few milliseconds and lets the
  // browser answer in between, instead of in one long task.
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App router={router} queryClient={queryClient} />
      </StrictMode>,
    ),
  )
}

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
void start(root)
