// The messages are checked against the proposal catalogs as written (the unit tests do not compile
// Lingui macros, so a message's id here is its English text, as in the .po files).
import { setupI18n } from '@lingui/core'
import { describe, expect, it, vi } from 'vitest'
import en from '../../locales/en/proposal.po?raw'
import fr from '../../locales/fr/proposal.po?raw'

vi.mock('@lingui/core/macro', () => ({ msg: (text: TemplateStringsArray) => ({ id: text.join(''), message: text.join('') }) }))
const { refusalMessage } = await import('./draft-errors')

/** msgid → msgstr of the single-line entries without a context. */
const entries = (po: string) =>
  Object.fromEntries([...po.matchAll(/^msgid (".+")\nmsgstr (".*")$/gm)].map((m) => [JSON.parse(m[1]!) as string, JSON.parse(m[2]!) as string]))
const english = setupI18n({ locale: 'en', messages: { en: entries(en) } })
const french = setupI18n({ locale: 'fr', messages: { fr: entries(fr) } })

const CODES = [
  'incomplete',
  'submitted',
  'exists',
  'not-on-server',
  'not-found',
  'forbidden',
  'bad-request',
  'one-file-only',
  'unsupported-file',
  'too-large',
  'upload-incomplete',
  'under-review',
  'reviewed',
  'no-space',
  'zip-too-large',
  'zip-unsafe-path',
  'zip-broken',
]

describe('what the person reads of a refusal', () => {
  it('is a message of its own for each code the proposal and document routes answer with, translated in the proposal catalog', () => {
    const general = refusalMessage(english, 'something-new')
    for (const code of CODES) {
      const text = refusalMessage(english, code)
      expect(text, code).not.toBe(general)
      expect(entries(en), code).toHaveProperty([text])
      expect(refusalMessage(french, code), code).not.toBe(text)
    }
    expect(refusalMessage(french, 'incomplete')).toBe(
      'Des champs obligatoires manquent : les parties marquées dans la navigation indiquent ce qu’il faut remplir.',
    )
  })

  it('is a general message for anything else, never the server’s English an older version kept', () => {
    const general = refusalMessage(french, null)
    expect(general).toBe('Le registre ne l’a pas acceptée. Elle est conservée sur cet appareil.')
    expect(refusalMessage(french, 'Only one proposal file may be attached. Remove the proposal file already attached to replace it.')).toBe(general)
    expect(refusalMessage(french, 'http-418')).toBe(general)
  })
})
