// English shown to a French reader, found by word: the words of the English catalogs that no
// French message uses are English-only; a French page that shows one, outside what people wrote
// (the data the page was sent) and outside text marked lang="en", says something in English that
// the catalogs or the server's French names should have said in French.
import type { Page, Response } from '@playwright/test'
import { COMMUNITIES } from '../../src/shared/geo/yukon'

/** The catalogs are read from disk; these types know no Node, the runner has it. */
const { readdirSync, readFileSync } = (
  globalThis as unknown as {
    process: { getBuiltinModule(id: 'node:fs'): { readdirSync(path: string): string[]; readFileSync(path: string, encoding: 'utf8'): string } }
  }
).process.getBuiltinModule('node:fs')

const LOCALES = 'src/web/locales'

/** Words alike in both languages that the French catalogs happen not to use. */
const SAME_IN_BOTH = new Set([
  // Places, peoples and bodies, named as they are in French too.
  'yukon',
  'whitehorse',
  'dawson',
  'klondike',
  'mayo',
  'teslin',
  'carmacks',
  'haines',
  'junction',
  'faro',
  'ross',
  'watson',
  'old',
  'crow',
  'beaver',
  'creek',
  'pelly',
  'stewart',
  'tagish',
  'carcross',
  'kwanlin',
  'dün',
  'yesab',
  'yesaa',
  'nts',
  'gps',
  'csv',
  'kml',
  'kmz',
  'gpx',
  'pdf',
  'zip',
  'geojson',
  'shapefile',
  'url',
  // Community names (Dawson City, Keno City).
  ...COMMUNITIES.flatMap(([name]) => name.toLowerCase().match(/\p{L}{3,}/gu) ?? []),
  // Units and abbreviations.
  'km',
  'mb',
  'kb',
  'gb',
])

/** Times, dates and numbers as English writes them: "6:30 PM", "Dec 16, 2026", "30.7 km". */
const ENGLISH_FORMATS = [/\b\d{1,2}:\d{2} ?[AP]\.?M\b/gi, /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}, \d{4}\b/g, /\b\d+\.\d+ km\b/g]

/** The messages of one locale's catalogs: msgid → msgstr. */
function catalog(locale: 'en' | 'fr'): Map<string, string> {
  const messages = new Map<string, string>()
  for (const file of readdirSync(`${LOCALES}/${locale}`).filter((f) => f.endsWith('.po'))) {
    const text = readFileSync(`${LOCALES}/${locale}/${file}`, 'utf8')
    for (const entry of text.split(/\n\s*\n/)) {
      const field = (name: string) => {
        const match = new RegExp(`^${name} ((?:".*"\\n?)+)`, 'm').exec(entry)
        return match ? [...match[1]!.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => JSON.parse(`"${m[1]}"`) as string).join('') : null
      }
      const id = field('msgid')
      const translated = field('msgstr')
      if (id && translated !== null) messages.set(id, translated)
    }
  }
  return messages
}

/** A message's words, lower case, without its placeholders and tags. */
export function wordsOf(text: string): string[] {
  return (
    text
      .replace(/\{[^}]*\}|<\/?\d+\/?>/g, ' ')
      .toLowerCase()
      .match(/\p{L}{3,}/gu) ?? []
  )
}

/** The English catalogs' words that no French message uses and that are not alike in both. */
export function englishOnlyWords(): Set<string> {
  const french = new Set([...catalog('fr').values()].flatMap(wordsOf))
  const english = [...catalog('en').entries()].flatMap(([id, text]) => wordsOf(text || id))
  return new Set(english.filter((word) => !french.has(word) && !SAME_IN_BOTH.has(word)))
}

/**
 * What people wrote, as the API sent it to this page: project titles and summaries, names, file
 * names, comments. The server's own words — type, stage, body and region names, activity lines —
 * are not in it: they have French forms the page must show.
 */
const WRITTEN_BY_PEOPLE = new Set([
  'title',
  'projectTitle',
  'summary',
  'description',
  'body',
  'note',
  'fileName',
  'proponentName',
  'displayName',
  'publicDisplayName',
  'firstName',
  'lastName',
  'contactPerson',
  'comment',
  'commentText',
  'text',
  'organizationName',
  'location',
  'question',
  'preamble',
  'answer',
  'claimString',
  'additionalLocationInfo',
  'projectPurpose',
  'projectDescription',
  'environmentalConditions',
  'socioEconomicConditions',
  'additionalInformation',
  'additionalInformationEditor',
  'activities',
  'effect',
  'mitigation',
  'significance',
  'proponentMailingAddressStreet',
  'proponentMailingAddressCity',
  'nearestCommunity',
  'watercourses',
  'agency',
  'department',
  'authorization',
  'name',
  'reason',
  'companyName',
  'subject',
  'from',
  'redactedComment',
  'postingAs',
  'authorName',
  'redactedFileName',
  'originalText',
])

/** Collects the people's text of every JSON answer from the API to the page, as plain text, each once. */
export function peoplesText(page: Page): { strings: () => string[] } {
  const strings = new Set<string>()
  const collect = (value: unknown, key: string | null): void => {
    if (typeof value === 'string' && value.startsWith('{')) {
      // A form kept as JSON text (form1).
      try {
        collect(JSON.parse(value), null)
      } catch {
        // Text that only starts with a brace.
      }
    } else if (typeof value === 'string') {
      if (key !== null && WRITTEN_BY_PEOPLE.has(key)) {
        for (const piece of value
          .replace(/&amp;/g, '&')
          .replace(/&nbsp;/g, ' ')
          .split(/<[^>]+>/)) {
          const text = piece.replace(/\s+/g, ' ').trim()
          if (text) strings.add(text)
        }
      }
    } else if (Array.isArray(value)) for (const item of value) collect(item, key)
    else if (value && typeof value === 'object') {
      const object = value as Record<string, unknown>
      // A name with a French form is the server's to say in French, not a person's.
      const bilingual = (k: string) => `${k}Fr` in object || (['name', 'publicDisplayName', 'mapServiceName'].includes(k) && 'frenchDisplayName' in object)
      for (const [k, v] of Object.entries(object)) if (!bilingual(k)) collect(v, k)
    }
  }
  page.on('response', (response: Response) => {
    if (!response.url().includes('/api/') || !(response.headers()['content-type'] ?? '').includes('json')) return
    response.json().then(
      (json: unknown) => collect(json, null),
      () => undefined,
    )
  })
  return { strings: () => [...strings].sort((a, b) => b.length - a.length) }
}

/**
 * The English-only words the page shows, each with the text it is in: text nodes and placeholders
 * that are visible, outside anything marked lang="en" and what is typed in a form, less what people wrote (a whole text, a
 * long piece of one, or the names and titles a sentence holds).
 */
export async function englishOnPage(page: Page, english: Set<string>, written: string[]): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || parent.closest('script, style, textarea, [lang^="en"]') || !parent.checkVisibility()) continue
      const text = node.textContent?.replace(/\s+/g, ' ').trim()
      if (text) found.push(text)
    }
    for (const input of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[placeholder], textarea[placeholder]')) {
      if (input.checkVisibility() && !input.closest('[lang^="en"]')) found.push(input.placeholder)
    }
    return found
  })
  const whole = new Set(written)
  const all = written.join('\n')
  const shown = new Set<string>()
  for (const text of texts) {
    if (whole.has(text) || (text.length >= 20 && all.includes(text))) continue
    let rest = text.replace(/\S+@\S+|https?:\/\/\S+/g, ' ')
    for (const piece of written) if (piece.length >= 3 && rest.includes(piece)) rest = rest.split(piece).join(' ')
    const words = [...wordsOf(rest).filter((word) => english.has(word)), ...ENGLISH_FORMATS.flatMap((format) => rest.match(format) ?? [])]
    if (words.length) shown.add(`${words.join(', ')} in “${text}”`)
  }
  return [...shown]
}
