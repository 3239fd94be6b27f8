// Lint for the whole repository (`npm run lint`). Besides the usual recommended rules, it holds the
// import direction of DESIGN.md:
//   - folder boundaries (shared ← server/web/sw, features are islands, routes → features →
//     components/lib) by where a relative import lands: eslint-rules/import-boundaries.js;
//   - which packages a folder may use (no Node or React in shared; dexie, openapi-fetch, leaflet and milkdown
//     each behind one wrapper in web) with `no-restricted-imports`, one block per folder.
// Check the restrictions themselves with `node eslint-rules/selftest.js`.
import { readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import js from '@eslint/js'
import { defineConfig, globalIgnores } from 'eslint/config'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import importBoundaries from './eslint-rules/import-boundaries.js'

const root = import.meta.dirname
const TESTS = ['**/*.test.ts', '**/*.test.tsx']

// ─── Folder boundaries ────────────────────────────────────────────────────────────────────────────

/** @param {{ testsBeside?: boolean }} options test files beside code may also use tests/ (factories, fixtures) */
function boundaries({ testsBeside = false } = {}) {
  const extra = testsBeside ? ['tests'] : []
  const only = (...dirs) => [...dirs, ...extra]
  return {
    root,
    zones: [
      { target: 'src/shared', allow: only('src/shared'), message: 'src/shared imports nothing of ours outside src/shared, but this lands in {to}' },
      {
        target: 'src/server',
        allow: only('src/server', 'src/shared'),
        message: 'src/server imports only src/shared from outside itself, but this lands in {to}',
      },
      // openapi/ is the contract generated from the server, which the web client consumes.
      {
        target: 'src/web',
        allow: only('src/web', 'src/shared', 'openapi'),
        message: 'src/web imports only src/shared (and the openapi/ contract) from outside itself, but this lands in {to}',
      },
      { target: 'sw', allow: only('sw', 'src/shared'), message: 'sw imports only src/shared from outside itself, but this lands in {to}' },
      // Inside web: routes → features → components/lib.
      { target: 'src/web/features', deny: ['src/web/routes'], message: 'features do not import routes, but this lands in {to}; routes combine features' },
      {
        target: 'src/web/components',
        deny: ['src/web/features', 'src/web/routes'],
        message: 'components do not import features or routes, but this lands in {to}',
      },
      { target: 'src/web/lib', deny: ['src/web/features', 'src/web/routes'], message: 'lib does not import features or routes, but this lands in {to}' },
    ],
    islands: [
      {
        target: 'src/web/features',
        message:
          'features do not import each other: {target}/{own} imports {target}/{other}; combine them in a route or move the shared part to components/ or lib/',
      },
    ],
  }
}

// ─── Packages per folder ──────────────────────────────────────────────────────────────────────────

const escape = (name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
/** A `no-restricted-imports` pattern for these packages and their subpaths. */
const packages = (names, message) => ({ regex: `^(${names.map(escape).join('|')})(/.*)?$`, message })

const BAN = {
  dexie: packages(['dexie', 'dexie-react-hooks'], 'Dexie is used only through src/web/lib/db.'),
  openapiFetch: packages(['openapi-fetch'], 'openapi-fetch is used only through src/web/lib/api-client.ts.'),
  leaflet: packages(['leaflet', 'react-leaflet', '@react-leaflet/core'], 'Leaflet is used only inside src/web/features/map.'),
  milkdown: { regex: '^@milkdown/', message: 'Milkdown is used only inside src/web/components/rich-text (through LazyRichTextEditor, so it loads on demand).' },
}
BAN.node = {
  regex: `^(node:.*|(${builtinModules
    .filter((name) => !name.startsWith('_'))
    .map(escape)
    .join('|')})(/.*)?)$`,
  message: 'Node built-ins are for src/server, the CLI and tests; src/shared, src/web and sw run in browsers too.',
}
const SHARED_ONLY = [
  packages(['react', 'react-dom', 'react-leaflet', 'dexie-react-hooks'], 'src/shared has no React: it is the domain both sides import.'),
  { regex: '^@[^/]+/react(-[^/]*)?(/.*)?$', message: 'src/shared has no React: it is the domain both sides import.' },
  packages(
    [
      'dexie',
      'leaflet',
      'openapi-fetch',
      'pg',
      '@electric-sql/pglite',
      '@electric-sql/pglite-postgis',
      'drizzle-orm',
      'hono',
      'hono-openapi',
      '@hono/node-server',
      'nodemailer',
    ],
    'src/shared does no I/O (database, HTTP, storage, maps); that belongs to src/server or src/web.',
  ),
  { regex: '^workbox-', message: 'src/shared does no I/O; the service worker lives in sw/.' },
]

/** One `no-restricted-imports` block: a later block replaces an earlier one for the files it matches. */
function restrict(name, files, patterns, ignores = []) {
  const rule = patterns.length > 0 ? ['error', { patterns }] : 'off'
  return { name: `registry/packages/${name}`, files, ignores, rules: { 'no-restricted-imports': rule } }
}

// ─── What is not linted ──────────────────────────────────────────────────────────────────────────

/** .gitignore's patterns as flat-config ignores: what git does not keep (scratch, outputs) is not linted. */
function gitIgnored() {
  return readFileSync(new URL('./.gitignore', import.meta.url), 'utf8')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const negated = line.startsWith('!')
      const pattern = negated ? line.slice(1) : line
      // Anchored ("/tmp/", "a/b") patterns are relative to the root; others match at any depth.
      const anchored = pattern.replace(/\/$/, '').includes('/')
      const glob = anchored ? pattern.replace(/^\//, '') : `**/${pattern}`
      return (negated ? '!' : '') + glob
    })
}

// ─── The configuration ────────────────────────────────────────────────────────────────────────────

export default defineConfig([
  globalIgnores(gitIgnored(), 'registry/gitignored'),
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    '**/dev-dist/',
    // generated
    'openapi/**',
    '**/*.gen.ts',
    'src/web/route-tree.gen.ts',
    'src/web/locales/**/*.ts',
    'src/web/locales/**/*.js',
    'src/server/db/migrations/**',
  ]),

  { name: 'registry/files', files: ['**/*.{js,mjs,cjs,ts,tsx,mts,cts}'] },
  js.configs.recommended,
  tseslint.configs.recommended,

  {
    name: 'registry/base',
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: { ecmaVersion: 'latest', sourceType: 'module' },
    plugins: { local: { rules: { 'import-boundaries': importBoundaries } } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'local/import-boundaries': ['error', boundaries()],
    },
  },
  { name: 'registry/boundaries/tests-beside-code', files: TESTS, rules: { 'local/import-boundaries': ['error', boundaries({ testsBeside: true })] } },

  // Where code runs decides its globals (they matter for .js files; TypeScript checks its own).
  { name: 'registry/node', ignores: ['src/shared/**', 'src/web/**', 'sw/**'], languageOptions: { globals: { ...globals.node } } },
  {
    name: 'registry/shared',
    files: ['src/shared/**'],
    languageOptions: { globals: { ...globals.es2021 } },
    rules: {
      'no-restricted-globals': [
        'error',
        ...[
          'window',
          'document',
          'navigator',
          'localStorage',
          'sessionStorage',
          'indexedDB',
          'fetch',
          'XMLHttpRequest',
          'process',
          'Buffer',
          'require',
          '__dirname',
          '__filename',
        ].map((name) => ({ name, message: 'src/shared has no DOM, no Node APIs and no I/O; take what you need as a parameter.' })),
      ],
    },
  },
  { name: 'registry/web', files: ['src/web/**'], languageOptions: { globals: { ...globals.browser } } },
  { name: 'registry/web/react-hooks', files: ['src/web/**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },
  { name: 'registry/sw', files: ['sw/**'], languageOptions: { globals: { ...globals.serviceworker } } },
  {
    name: 'registry/e2e',
    files: ['tests/e2e/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    // Playwright reads a fixture's dependencies from its first parameter, which must be
    // destructured even when the fixture needs none.
    rules: { 'no-empty-pattern': 'off' },
  },

  // Inner HTML only through components/ui/sanitized-html, which runs the allow-list every time.
  {
    name: 'registry/web/inner-html',
    files: ['src/web/**/*.tsx'],
    ignores: ['src/web/components/ui/sanitized-html.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Show HTML with <SanitizedHtml> from components/ui/sanitized-html.' },
        { selector: "AssignmentExpression[left.property.name='innerHTML']", message: 'Show HTML with <SanitizedHtml> from components/ui/sanitized-html.' },
      ],
    },
  },

  // console.log is for the CLI; warnings, errors and info lines are fine everywhere.
  { name: 'registry/console', files: ['src/**'], rules: { 'no-console': ['error', { allow: ['warn', 'error', 'info'] }] } },
  { name: 'registry/console/cli', files: ['src/server/cli/**'], rules: { 'no-console': 'off' } },

  // Packages per folder. Tests beside code may read fixtures with Node built-ins.
  restrict('shared', ['src/shared/**'], [BAN.node, ...SHARED_ONLY]),
  restrict(
    'shared/tests',
    TESTS.map((glob) => `src/shared/${glob}`),
    SHARED_ONLY,
  ),
  restrict(
    'web',
    ['src/web/**'],
    [BAN.node, BAN.dexie, BAN.openapiFetch, BAN.leaflet, BAN.milkdown],
    ['src/web/lib/db/**', 'src/web/lib/api-client.ts', 'src/web/features/map/**', 'src/web/components/rich-text/**'],
  ),
  restrict('web/lib/db', ['src/web/lib/db/**'], [BAN.node, BAN.openapiFetch, BAN.leaflet, BAN.milkdown]),
  restrict('web/lib/api-client', ['src/web/lib/api-client.ts'], [BAN.node, BAN.dexie, BAN.leaflet, BAN.milkdown]),
  restrict('web/features/map', ['src/web/features/map/**'], [BAN.node, BAN.dexie, BAN.openapiFetch, BAN.milkdown]),
  restrict('web/components/rich-text', ['src/web/components/rich-text/**'], [BAN.node, BAN.dexie, BAN.openapiFetch, BAN.leaflet]),
  restrict('sw', ['sw/**'], [BAN.node]),
  // Web and sw tests beside code keep the package wrappers but may use Node built-ins.
  restrict(
    'web/tests',
    TESTS.map((glob) => `src/web/${glob}`),
    [BAN.dexie, BAN.openapiFetch, BAN.leaflet, BAN.milkdown],
    ['src/web/lib/db/**', 'src/web/lib/api-client.ts', 'src/web/features/map/**', 'src/web/components/rich-text/**'],
  ),
  restrict(
    'web/lib/db/tests',
    TESTS.map((glob) => `src/web/lib/db/${glob}`),
    [BAN.openapiFetch, BAN.leaflet, BAN.milkdown],
  ),
  restrict(
    'web/features/map/tests',
    TESTS.map((glob) => `src/web/features/map/${glob}`),
    [BAN.dexie, BAN.openapiFetch, BAN.milkdown],
  ),
  restrict(
    'web/components/rich-text/tests',
    TESTS.map((glob) => `src/web/components/rich-text/${glob}`),
    [BAN.dexie, BAN.openapiFetch, BAN.leaflet],
  ),
  restrict(
    'sw/tests',
    TESTS.map((glob) => `sw/${glob}`),
    [],
  ),
])
