// Checks that eslint.config.js enforces what DESIGN.md says: each case lints a snippet as if it
// were a file at that path (nothing is written) and expects the named rule to fire, or nothing.
// Run: node eslint-rules/selftest.js
import { ESLint } from 'eslint'

const BOUNDARY = 'local/import-boundaries'
const PACKAGE = 'no-restricted-imports'

/** [path, code, expected rule or null for "no problems"] */
const cases = [
  // src/shared imports nothing of ours outside itself, no Node, no React, no I/O, no DOM globals
  ['src/shared/domain/a.ts', "import '../../server/app.ts'", BOUNDARY],
  ['src/shared/domain/a.ts', "import '../../web/main.tsx'", BOUNDARY],
  ['src/shared/domain/a.ts', "import '../../../sw/sw.ts'", BOUNDARY],
  ['src/shared/domain/a.ts', "import '../../../tests/factories/project-factory.ts'", BOUNDARY],
  ['src/shared/domain/a.ts', "export * from '../../server/env.ts'", BOUNDARY],
  ['src/shared/domain/a.ts', "import 'node:fs'", PACKAGE],
  ['src/shared/domain/a.ts', "import 'path'", PACKAGE],
  ['src/shared/domain/a.ts', "import 'fs/promises'", PACKAGE],
  ['src/shared/domain/a.ts', "import 'react'", PACKAGE],
  ['src/shared/domain/a.ts', "import '@tanstack/react-query'", PACKAGE],
  ['src/shared/domain/a.ts', "import 'drizzle-orm'", PACKAGE],
  ['src/shared/domain/a.ts', 'export const w = window.innerWidth', 'no-restricted-globals'],
  ['src/shared/domain/a.ts', 'export const e = process.env', 'no-restricted-globals'],
  ['src/shared/domain/a.ts', "import '../schemas/project.ts'\nimport 'valibot'", null],
  ['src/shared/domain/a.test.ts', "import 'node:fs'\nimport '../../../tests/fixtures/x.ts'", null],
  ['src/shared/domain/a.test.ts', "import 'react'", PACKAGE],
  // src/server imports only src/shared from outside itself
  ['src/server/modules/a/a.service.ts', "import '../../../web/main.tsx'", BOUNDARY],
  ['src/server/modules/a/a.service.ts', "import '../../../../sw/sw.ts'", BOUNDARY],
  ['src/server/modules/a/a.service.ts', "import type { X } from '../../../web/lib/x.ts'\nexport type Y = X", BOUNDARY],
  ['src/server/modules/a/a.service.ts', "import '../../../shared/schemas/project.ts'\nimport 'node:fs'\nimport '../../db/client.ts'", null],
  // src/web imports only src/shared (and the openapi/ contract) from outside itself
  ['src/web/features/search/api/queries.ts', "import '../../../../server/app.ts'", BOUNDARY],
  ['src/web/main.tsx', "import '../../sw/sw.ts'", BOUNDARY],
  ['src/web/main.tsx', "import type { App } from '../server/app.ts'\nexport type A = App", BOUNDARY],
  ['src/web/main.tsx', "const m = await import('../server/app.ts')\nexport default m", BOUNDARY],
  ['src/web/main.tsx', "import 'node:path'", PACKAGE],
  ['src/web/main.tsx', "import '../shared/schemas/project.ts'\nimport './app/router.tsx'", null],
  // sw imports only src/shared from outside itself
  ['sw/sw.ts', "import '../src/server/app.ts'", BOUNDARY],
  ['sw/sw.ts', "import '../src/web/lib/db/db.ts'", BOUNDARY],
  ['sw/sw.ts', "import '../src/shared/geo/lookup.ts'\nimport 'workbox-precaching'", null],
  // wrappers: dexie in web/lib/db, openapi-fetch in web/lib/api-client.ts, leaflet in web/features/map
  ['src/web/features/search/hooks/use-x.ts', "import 'dexie'", PACKAGE],
  ['src/web/lib/sync/engine.ts', "import 'dexie-react-hooks'", PACKAGE],
  ['src/web/lib/db/db.ts', "import 'dexie'\nimport 'dexie-react-hooks'", null],
  ['src/web/lib/db/db.ts', "import 'openapi-fetch'", PACKAGE],
  ['src/web/features/search/api/queries.ts', "import 'openapi-fetch'", PACKAGE],
  ['src/web/lib/api-client.ts', "import 'openapi-fetch'\nimport type { paths } from '../../../openapi/schema.d.ts'\nexport type P = paths", null],
  ['src/web/lib/api-client.ts', "import 'leaflet'", PACKAGE],
  ['src/web/features/search/components/results.tsx', "import 'leaflet'", PACKAGE],
  ['src/web/components/ui/map-frame.tsx', "import 'react-leaflet'", PACKAGE],
  ['src/web/features/map/components/map-view.tsx', "import 'leaflet'\nimport 'react-leaflet'\nimport 'leaflet/dist/leaflet.css'", null],
  ['src/web/features/map/components/map-view.tsx', "import 'dexie'", PACKAGE],
  ['src/web/features/map/components/map-view.test.tsx', "import 'node:fs'\nimport 'leaflet'", null],
  ['src/web/features/proposal-form/components/part-5.tsx', "import '@milkdown/core'", PACKAGE],
  ['src/web/components/ui/editor.tsx', "import '@milkdown/prose/model'", PACKAGE],
  ['src/web/components/rich-text/rich-text-editor.tsx', "import '@milkdown/core'\nimport '@milkdown/prose/model'", null],
  ['src/web/components/rich-text/rich-text-editor.tsx', "import 'leaflet'", PACKAGE],
  ['src/web/components/rich-text/rich-text-editor.test.ts', "import 'node:fs'\nimport '@milkdown/core'", null],
  // features are islands; routes → features → components/lib
  ['src/web/features/search/components/results.tsx', "import '../../map/components/map-view.tsx'", BOUNDARY],
  ['src/web/features/search/index.ts', "export * from '../map/index.ts'", BOUNDARY],
  ['src/web/features/search/index.ts', "const m = await import('../map')\nexport default m", BOUNDARY],
  ['src/web/features/search/components/results.tsx', "import '../../../routes/index.tsx'", BOUNDARY],
  ['src/web/components/ui/button.tsx', "import '../../features/search/index.ts'", BOUNDARY],
  ['src/web/lib/sync/engine.ts', "import '../../features/drafts/api/mutations.ts'", BOUNDARY],
  [
    'src/web/features/search/components/results.tsx',
    "import '../api/queries.ts'\nimport '../../../components/ui/button.tsx'\nimport '../../../lib/api-client.ts'\nimport '../../../../shared/schemas/project.ts'",
    null,
  ],
  ['src/web/routes/projects.$id.tsx', "import '../features/search/index.ts'\nimport '../features/map/index.ts'", null],
  // console.log only in the CLI
  ['src/server/app.ts', "console.log('x')", 'no-console'],
  ['src/web/main.tsx', "console.log('x')", 'no-console'],
  ['src/shared/domain/a.ts', "console.log('x')", 'no-console'],
  ['src/server/app.ts', "console.warn('x')\nconsole.error('x')", null],
  ['src/server/cli/commands/seed.ts', "console.log('x')", null],
  ['tests/integration/a.test.ts', "console.log('x')\nimport '../../src/server/app.ts'", null],
  // generated files are not linted
  ['src/web/route-tree.gen.ts', "console.log('x')\nimport '../server/app.ts'", 'ignored'],
  ['src/server/db/migrations/x.ts', "console.log('x')", 'ignored'],
]

const eslint = new ESLint({ cwd: import.meta.dirname + '/..' })
let failures = 0
for (const [filePath, code, expected] of cases) {
  const [result] = await eslint.lintText(code + '\n', { filePath, warnIgnored: true })
  const rules = result.messages.map((m) => m.ruleId ?? (/ignored/i.test(m.message) ? 'ignored' : `fatal: ${m.message}`))
  const ok = expected === null ? rules.length === 0 : rules.length > 0 && rules.every((rule) => rule === expected)
  if (!ok) {
    failures++
    console.log(`FAIL ${filePath}: ${JSON.stringify(code)}\n     expected ${expected ?? 'no problems'}, got ${rules.join(', ') || 'no problems'}`)
    for (const m of result.messages) console.log(`     ${m.ruleId}: ${m.message}`)
  }
}
console.log(`${cases.length - failures} of ${cases.length} lint restriction cases behave as expected`)
process.exit(failures ? 1 : 0)
