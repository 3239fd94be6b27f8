// Whether this device holds form drafts waiting for the server (a comment written with no
// connection), in a flag the page reads at start without opening the local database: a visitor
// who never signed in has their comment sent at the next page load too, while a visitor with
// nothing waiting never downloads the sync engine.
const KEY = 'registry.pending-forms'

export function hasPendingForms(): boolean {
  try {
    return localStorage.getItem(KEY) === '1'
  } catch {
    return false
  }
}

export function markPendingForms(pending: boolean): void {
  try {
    if (pending) localStorage.setItem(KEY, '1')
    else localStorage.removeItem(KEY)
  } catch {
    // Storage refused (a private window's quota): the form that opens starts the sync itself.
  }
}
