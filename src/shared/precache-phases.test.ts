import { describe, expect, it } from 'vitest'
import { firstInstallFiles, isFirstInstallFile } from './precache-phases'
import type { BuildManifest } from './precache-phases'

// A build as Vite describes it: the entry, a lazy catalog and map of its own, and route components.
const build: BuildManifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    css: ['assets/index.css'],
    imports: ['_shared.js'],
    dynamicImports: ['src/catalog.po', 'src/map.tsx', 'src/routes/login.tsx?tsr-split=component', 'src/routes/projects/$id/notes.tsx?tsr-split=component'],
  },
  '_shared.js': { file: 'assets/shared.js' },
  'src/catalog.po': { file: 'assets/catalog.js' },
  'src/map.tsx': { file: 'assets/map.js', imports: ['_leaflet.js'], css: ['assets/map.css'] },
  '_leaflet.js': { file: 'assets/leaflet.js' },
  'src/routes/login.tsx?tsr-split=component': { file: 'assets/login.js', imports: ['_form.js'], dynamicImports: ['src/editor.tsx'] },
  '_form.js': { file: 'assets/form.js', assets: ['assets/parse-worker.js'] },
  'src/editor.tsx': { file: 'assets/editor.js' },
  'src/routes/projects/$id/notes.tsx?tsr-split=component': { file: 'assets/notes.js', imports: ['_shared.js', '_notes-list.js'] },
  '_notes-list.js': { file: 'assets/notes-list.js' },
}

describe('the first install', () => {
  it('keeps the app, what it loads on its own pages, and the routes named with all they may load', () => {
    const first = firstInstallFiles(build, ['src/routes/login.tsx'])
    expect([...first].sort()).toEqual(
      [
        'assets/catalog.js',
        'assets/editor.js',
        'assets/form.js',
        'assets/index.css',
        'assets/index.js',
        'assets/leaflet.js',
        'assets/login.js',
        'assets/map.css',
        'assets/map.js',
        'assets/parse-worker.js',
        'assets/shared.js',
      ].sort(),
    )
    // Other routes' pages come after, with what only they use.
    expect(isFirstInstallFile('assets/notes.js', first)).toBe(false)
    expect(isFirstInstallFile('assets/notes-list.js', first)).toBe(false)
    // The page itself, the web manifest and the icons are always first.
    expect(isFirstInstallFile('index.html', first)).toBe(true)
    expect(isFirstInstallFile('icons/icon-192.png', first)).toBe(true)
  })
})
