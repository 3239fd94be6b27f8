// A link to an address of this app as plain text: the router handles a plain click, so the page is
// not reloaded; modified clicks (new tab, download) stay the browser's. Like the router's own links,
// it starts loading the page's code and data as the pointer or focus comes to it. It costs far
// less to draw than the router's Link (which works out its address and state as it draws), so
// long lists use it: for addresses known only from the server, and for lists of hundreds.
import { useRouter } from '@tanstack/react-router'
import type { AnchorHTMLAttributes, MouseEvent } from 'react'

export function InternalLink({ href, onClick, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const router = useRouter()
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    void router.navigate({ href })
  }
  // Only a head start: a page that fails to load says so when it is opened. (The router reads href
  // here as it does in navigate; its types for preloading name only `to`.)
  const preload = () => void router.preloadRoute({ href } as unknown as Parameters<typeof router.preloadRoute>[0]).catch(() => undefined)
  return <a href={href} onClick={follow} onMouseEnter={preload} onFocus={preload} onTouchStart={preload} {...props} />
}
