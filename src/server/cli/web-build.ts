// Whether `npm start` must build the web app before serving: never built, or a file the build reads
// changed since (a `git pull` or an edit), so nobody serves yesterday's screens by accident.
import { readdir, stat } from 'node:fs/promises'
import { join } from 'node:path'

/** What the web build reads, from the project's root. */
export const WEB_BUILD_INPUTS = ['index.html', 'vite.config.ts', 'lingui.config.ts', 'package-lock.json', 'public', 'sw', 'openapi', 'src/web', 'src/shared']

async function newestChange(path: string): Promise<number> {
  const found = await stat(path).catch(() => null)
  if (!found) return 0
  if (!found.isDirectory()) return found.mtimeMs
  let newest = 0
  for (const entry of await readdir(path)) newest = Math.max(newest, await newestChange(join(path, entry)))
  return newest
}

/** Why the build in root/dist is out of date, or null when it is current. */
export async function webBuildOutdated(root: string): Promise<string | null> {
  const built = await stat(join(root, 'dist', 'index.html')).catch(() => null)
  if (!built) return 'Building the web app (first start)…'
  for (const input of WEB_BUILD_INPUTS) {
    if ((await newestChange(join(root, input))) > built.mtimeMs) return `Building the web app again: ${input} changed since the last build…`
  }
  return null
}
