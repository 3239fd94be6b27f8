// Local ESLint rule: the import direction of DESIGN.md, judged on where an import lands rather than on
// how its specifier is spelled (`../../b/api/queries.ts` from one feature reaches another feature
// without naming `features/`). Only relative specifiers are ours; package names are left to
// `no-restricted-imports`.
//
// Options (one object):
//   root     absolute path of the repository; every other path is relative to it, posix style
//   zones    [{ target, allow?, deny?, message? }]   ({target} and {to} are filled in messages)
//            a file inside `target` may only import paths inside one of `allow` (when given) and
//            never a path inside one of `deny`
//   islands  [{ target, message? }]   ({target}, {own} and {other} are filled in messages)
//            each folder directly under `target` is an island: a file in `target/a/**` must not
//            import anything in `target/b/**`
import path from 'node:path'

const within = (file, dir) => dir === '' || file === dir || file.startsWith(dir + '/')

/** The repository-relative posix path an import lands on, or null when it is not one of ours. */
export function landingPath(root, filename, specifier) {
  const bare = specifier.replace(/[?#].*$/, '')
  const relative = bare === '.' || bare === '..' || bare.startsWith('./') || bare.startsWith('../')
  if (!relative && !bare.startsWith('/')) return null
  const absolute = relative ? path.resolve(path.dirname(filename), bare) : bare
  return path.relative(root, absolute).split(path.sep).join('/')
}

/** Why `from` must not import `to` (both repository-relative), or null when it may. */
export function violation(options, from, to) {
  const outside = to === '..' || to.startsWith('../') || path.isAbsolute(to)
  for (const zone of options.zones ?? []) {
    if (!within(from, zone.target)) continue
    const allowed = !zone.allow || (!outside && zone.allow.some((dir) => within(to, dir)))
    const denied = !outside && (zone.deny ?? []).some((dir) => within(to, dir))
    if (!allowed || denied) {
      return (zone.message ?? '{target} must not import {to}').replaceAll('{target}', zone.target).replaceAll('{to}', outside ? 'outside the repository' : to)
    }
  }
  for (const island of options.islands ?? []) {
    if (outside || !within(from, island.target) || !within(to, island.target)) continue
    const [own, ...ownRest] = from.slice(island.target.length + 1).split('/')
    const other = to.slice(island.target.length + 1).split('/')[0]
    // A file directly in `target` (an index, say) belongs to no island.
    if (ownRest.length === 0 || !other || own === other) continue
    return (island.message ?? '{target}/{own} must not import {target}/{other}')
      .replaceAll('{target}', island.target)
      .replaceAll('{own}', own)
      .replaceAll('{other}', other)
  }
  return null
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Keep imports within the folder boundaries of DESIGN.md' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          zones: { type: 'array', items: { type: 'object' } },
          islands: { type: 'array', items: { type: 'object' } },
        },
        required: ['root'],
        additionalProperties: false,
      },
    ],
    messages: { boundary: '{{reason}} (import of "{{specifier}}"; see DESIGN.md, import direction).' },
  },
  create(context) {
    const options = context.options[0]
    const from = path.relative(options.root, context.filename).split(path.sep).join('/')
    if (from.startsWith('../')) return {}

    function check(node, source) {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return
      const to = landingPath(options.root, context.filename, source.value)
      if (to === null) return
      const reason = violation(options, from, to)
      if (reason) context.report({ node: source, messageId: 'boundary', data: { reason, specifier: source.value } })
    }

    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
      // `typeof import('../x.ts')` in a type position
      TSImportType: (node) => check(node, node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument),
      // `import x = require('../x.ts')`
      TSExternalModuleReference: (node) => check(node, node.expression),
    }
  },
}
