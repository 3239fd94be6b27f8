import { describe, expect, it } from 'vitest'
import { firstLoadHints } from './first-load-hints.ts'

const manifest = {
  '_app.js': { file: 'assets/app-1.js', imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime-1.js' },
  '_shared.js': { file: 'assets/shared-1.js', imports: ['_app.js'] },
  'src/web/routes/projects/$projectId/route.tsx?tsr-split=component': {
    file: 'assets/route-1.js',
    imports: ['_shared.js'],
    css: ['assets/route-1.css', 'assets/app-1.css'],
  },
  'src/web/routes/projects/$projectId/index.tsx?tsr-split=component': { file: 'assets/details-1.js', imports: ['_shared.js'] },
  'src/web/locales/en/pages.po': { file: 'assets/pages-1.js' },
}
const PROJECT = '3d6353af-3fdc-4934-bac3-bf0df0a3d1fb'

describe('first-load hints', () => {
  const hints = firstLoadHints(
    manifest,
    '<head><script type="module" crossorigin src="/assets/app-1.js"></script><link rel="stylesheet" crossorigin href="/assets/app-1.css"></head>',
  )

  it('names the default search and the site message for the home page, whose code comes with the app', () => {
    expect(hints.links('/', '')).toBe(
      '<link rel="preload" as="fetch" crossorigin href="/api/projects/search?limit=500">' +
        '<link rel="preload" as="fetch" crossorigin href="/api/site-management/public-display-message">',
    )
  })

  it('leaves a search in the address to the app', () => {
    expect(hints.links('/', 'q=gold')).not.toContain('/api/projects/search')
  })

  it('names a project page code once and the project with its key documents', () => {
    const links = hints.links(`/projects/${PROJECT}`, '')
    expect(links.match(/shared-1\.js/g)).toHaveLength(1)
    expect(links).toContain('href="/assets/route-1.js"')
    expect(links).toContain('href="/assets/details-1.js"')
    expect(links).toContain('<link rel="modulepreload" crossorigin href="/assets/pages-1.js">')
    expect(links).toContain('<link rel="preload" as="style" crossorigin href="/assets/route-1.css">')
    expect(links).toContain(`href="/api/projects/${PROJECT}"`)
    expect(links).toContain(`href="/api/projects/${PROJECT}/key-documents"`)
    expect(links).not.toContain('app-1')
    expect(links).not.toContain('runtime-1')
  })

  it('names nothing for other pages', () => {
    for (const path of [`/projects/${PROJECT}/documents`, '/projects/not-a-project', '/saved-projects']) expect(hints.links(path, '')).toBe('')
  })
})
