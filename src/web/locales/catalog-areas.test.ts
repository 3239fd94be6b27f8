// The home page draws with the app's catalog alone (the pages' catalog is added for other
// addresses, routes/__root.tsx): so every file the layout and the home page import, at once or on
// demand, that shows a message must be in HOME_AND_LAYOUT, else the home page would show the
// message's id. Follows the imports in the source (not through the generated route tree, whose
// other pages load the pages' catalog first).
import { expect, it } from 'vitest'
import { HOME_AND_LAYOUT, PROPOSAL_DRAFTING } from './catalog-areas'

const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../route-tree.gen.ts'], { query: '?raw', import: 'default', eager: true })

/** Source path from src/web ("routes/index.tsx") of each file. */
const byPath = new Map(Object.entries(sources).map(([key, text]) => [key.slice(3), text]))

function resolve(from: string, specifier: string): string | undefined {
  const parts = from.split('/').slice(0, -1)
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop()
    else if (part !== '.') parts.push(part)
  }
  const base = parts.join('/')
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((path) => byPath.has(path))
}

const IMPORT = /^\s*(?:import|export)\s+(?!type\b)[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/gm
const SHOWS_MESSAGES = /from '@lingui\/(?:react\/|core\/)?macro'/

function reachable(starts: string[]): Set<string> {
  const seen = new Set<string>()
  const visit = (path: string) => {
    if (seen.has(path)) return
    seen.add(path)
    for (const match of byPath.get(path)!.matchAll(IMPORT)) {
      const next = resolve(path, (match[1] ?? match[2])!)
      if (next) visit(next)
    }
  }
  for (const start of starts) visit(start)
  return seen
}

const within = (path: string, areas: readonly string[]) => areas.some((area) => path === area || path.startsWith(`${area}/`))

it('holds in the app catalog every message the layout and the home page show', () => {
  const files = reachable(['main.tsx', 'routes/__root.tsx', 'routes/index.tsx'])
  expect(files.size).toBeGreaterThan(50)
  const outside = [...files].filter((path) => SHOWS_MESSAGES.test(byPath.get(path)!) && !within(path, HOME_AND_LAYOUT) && !within(path, PROPOSAL_DRAFTING))
  expect(outside).toEqual([])
})

it('keeps in the proposal catalog only messages of code that the pages loading it show', () => {
  // The routes that add the proposal catalog in their loader, and the code only they reach, may use it; any other page may not.
  const routes = [...byPath.keys()].filter((path) => path.startsWith('routes/') && !path.split('/').pop()!.startsWith('-'))
  const loadsProposal = (path: string) => /addCatalog\('proposal'\)/.test(byPath.get(path)!)
  const files = reachable(routes.filter((path) => !loadsProposal(path) && !within(path, PROPOSAL_DRAFTING)))
  const inProposal = [...files].filter((path) => SHOWS_MESSAGES.test(byPath.get(path)!) && within(path, PROPOSAL_DRAFTING))
  expect(inProposal).toEqual([])
})
