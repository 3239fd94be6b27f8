// A page's main heading, which also names the page in the browser's title.
import { usePageTitle } from './use-page-title'

export function PageHeading({ children }: { children: string }) {
  usePageTitle(children)
  return <h1>{children}</h1>
}
