// Both catalogs hold the same messages and every French message is translated. (The build also
// fails on a missing translation: failOnMissing in vite.config.ts.)
import { describe, expect, it } from 'vitest'

const files = import.meta.glob<string>('./*/messages.po', { query: '?raw', import: 'default', eager: true })

/** msgid → msgstr of a .po file (single-line entries, as Lingui writes them; header skipped). */
function entries(po: string): Map<string, string> {
  const map = new Map<string, string>()
  const unquote = (text: string) => JSON.parse(text) as string
  const pattern = /^msgid (".*")\n((?:".*"\n)*)msgstr (".*")\n((?:".*"\n)*)/gm
  for (const match of po.matchAll(pattern)) {
    const id = unquote(match[1]!) + (match[2] ?? '').split('\n').filter(Boolean).map(unquote).join('')
    const str = unquote(match[3]!) + (match[4] ?? '').split('\n').filter(Boolean).map(unquote).join('')
    if (id !== '') map.set(id, str)
  }
  return map
}

describe('message catalogs', () => {
  const en = entries(files['./en/messages.po'] ?? '')
  const fr = entries(files['./fr/messages.po'] ?? '')

  it('exist and are not empty', () => {
    expect(en.size).toBeGreaterThan(10)
  })

  it('hold the same messages', () => {
    expect([...fr.keys()].sort()).toEqual([...en.keys()].sort())
  })

  it('translate every message into French', () => {
    const untranslated = [...fr].filter(([, str]) => str.trim() === '').map(([id]) => id)
    expect(untranslated).toEqual([])
  })

  it('keep the placeholders of each message', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)[,}]|<(\d+)>/g)].map((m) => m[1] ?? `<${m[2]}>`).sort()
    for (const [id, str] of fr) expect(placeholders(str), id).toEqual(placeholders(id))
  })
})
