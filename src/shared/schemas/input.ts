// Building blocks of every field a person or program sends: text the database can keep, lists of a
// bounded length, and JSON text whose every string it can keep. PostgreSQL refuses the NUL
// character in text and jsonb alike, and jsonb refuses a UTF-16 half without its pair (text would
// keep it as U+FFFD, silently changing what was sent); a list of 100,000 ids passes the 65,535
// parameters a query may take. Each is refused here, with the field's name, never by the database.
import * as v from 'valibot'

const UNSTORABLE = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

export const UNSTORABLE_TEXT_MESSAGE = 'must not contain a NUL character or an unpaired surrogate'

/** Whether PostgreSQL can keep the text as sent. */
export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text)
}

/** Any text field: a string the database can keep. Other rules pipe after it: `v.pipe(Text, v.maxLength(100))`. */
export const Text = v.pipe(v.string(), v.check(isStorableText, UNSTORABLE_TEXT_MESSAGE))

/** A list of at most `max` items, `max` chosen for what the list holds. */
export function boundedList<T extends v.GenericSchema>(item: T, max: number) {
  return v.pipe(v.array(item), v.maxLength(max, `may list at most ${max.toLocaleString('en-CA')} items`))
}

/**
 * Where in a JSON value a string or a key the database cannot keep is ("contactPerson",
 * "projectCoordinates.2.label"; "" for the value itself), or null when there is none.
 */
export function unstorableJsonPath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path
  if (typeof value !== 'object' || value === null) return null
  const at = (key: string) => (path ? `${path}.${key}` : key)
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = unstorableJsonPath(item, at(String(index)))
      if (found !== null) return found
    }
    return null
  }
  for (const [key, item] of Object.entries(value)) {
    if (!isStorableText(key)) return at(key)
    const found = unstorableJsonPath(item, at(key))
    if (found !== null) return found
  }
  return null
}

/** JSON text of an object (a stored form), at most `maxCharacters` long, whose strings and keys the database can keep at any depth. */
export function jsonObjectText(maxCharacters: number, name: string) {
  return v.pipe(
    Text,
    v.maxLength(maxCharacters, `${name} may be at most ${maxCharacters.toLocaleString('en-CA')} characters`),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return
      let parsed: unknown
      try {
        parsed = JSON.parse(dataset.value)
      } catch {
        addIssue({ message: 'not JSON text' })
        return
      }
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
        addIssue({ message: 'not a JSON object' })
        return
      }
      const path = unstorableJsonPath(parsed)
      if (path !== null) addIssue({ message: `${path} ${UNSTORABLE_TEXT_MESSAGE}` })
    }),
  )
}
