// Work the first screen does not need (the service worker, the drafts' sync) waits for the page to
// load, so that its code is no part of the first download and it does not compete with the page.
export function afterLoad(run: () => void): void {
  if (document.readyState === 'complete') run()
  else window.addEventListener('load', run, { once: true })
}
