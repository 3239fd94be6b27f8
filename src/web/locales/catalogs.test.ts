// Each catalog (lingui.config.ts: messages, pages, proposal, statistics) holds the same messages in both languages and
// every French message is translated. (The build also fails on a missing translation: failOnMissing
// in vite.config.ts.)
import { describe, expect, it } from 'vitest'

const files = import.meta.glob<string>('./*/*.po', { query: '?raw', import: 'default', eager: true })
const CATALOGS = ['messages', 'pages', 'proposal', 'statistics']

/** A message's key: its context (msgctxt), if any, and its text, as Lingui tells messages apart. */
const CONTEXT_END = '\u0004'

/** Key → msgstr of a .po file (single-line entries, as Lingui writes them; header skipped). */
function entries(po: string): Map<string, string> {
  const map = new Map<string, string>()
  const unquote = (text: string) => JSON.parse(text) as string
  const pattern = /^(?:msgctxt (".*")\n)?msgid (".*")\n((?:".*"\n)*)msgstr (".*")\n((?:".*"\n)*)/gm
  for (const match of po.matchAll(pattern)) {
    const id = unquote(match[2]!) + (match[3] ?? '').split('\n').filter(Boolean).map(unquote).join('')
    const str = unquote(match[4]!) + (match[5] ?? '').split('\n').filter(Boolean).map(unquote).join('')
    if (id !== '') map.set(match[1] ? unquote(match[1]) + CONTEXT_END + id : id, str)
  }
  return map
}

/** The message's text, without its context. */
const textOf = (key: string) => key.split(CONTEXT_END).pop()!

describe.each(CATALOGS)('the %s catalog', (name) => {
  const en = entries(files[`./en/${name}.po`] ?? '')
  const fr = entries(files[`./fr/${name}.po`] ?? '')

  it('exists and is not empty', () => {
    expect(en.size).toBeGreaterThan(10)
  })

  it('holds the same messages in both languages', () => {
    expect([...fr.keys()].sort()).toEqual([...en.keys()].sort())
  })

  it('translates every message into French', () => {
    const untranslated = [...fr].filter(([, str]) => str.trim() === '').map(([id]) => id)
    expect(untranslated).toEqual([])
  })

  it('holds no text left over from a merge', () => {
    const conflicted = [...en, ...fr].filter(([id, str]) => /^(<{7}|={7}|>{7})|(<{7}|>{7}) /m.test(`${id}\n${str}`)).map(([id]) => id)
    expect(conflicted).toEqual([])
  })

  it('keeps the placeholders of each message', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)[,}]|<(\d+)>/g)].map((m) => m[1] ?? `<${m[2]}>`).sort()
    for (const [key, str] of fr) expect(placeholders(str), key).toEqual(placeholders(textOf(key)))
  })
})

it('has no catalog files besides the ones it checks', () => {
  expect(Object.keys(files).sort()).toEqual(CATALOGS.flatMap((name) => [`./en/${name}.po`, `./fr/${name}.po`]).sort())
})

it.each(CATALOGS.filter((name) => name !== 'messages'))('gives a message the %s and app catalogs both hold the same French', (name) => {
  const app = entries(files['./fr/messages.po'] ?? '')
  const page = entries(files[`./fr/${name}.po`] ?? '')
  const different = [...page].filter(([id, str]) => app.has(id) && app.get(id) !== str).map(([id, str]) => `${id}: ${app.get(id)} / ${str}`)
  expect(different).toEqual([])
})
