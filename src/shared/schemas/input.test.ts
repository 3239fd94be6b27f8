import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { boundedList, isStorableText, jsonObjectText, Text, UNSTORABLE_TEXT_MESSAGE, unstorableJsonPath } from './input.ts'

const NUL = '\u0000'
const HIGH = '\ud83c'
const LOW = '\udf32'

describe('text the database can keep', () => {
  it('takes any text with its surrogates in pairs, emoji and accents included', () => {
    for (const text of ['', 'Klondike', 'Première Nation des Na-Cho Nyäk Dun', `${HIGH}${LOW} camp`, '\t\n\u0001'])
      expect(isStorableText(text), text).toBe(true)
  })

  it('refuses a NUL and a surrogate half without its pair, wherever it is', () => {
    for (const text of [NUL, `a${NUL}b`, HIGH, LOW, `${HIGH}x`, `x${LOW}`, `${LOW}${HIGH}`, `ok ${HIGH}${LOW}${HIGH}`])
      expect(isStorableText(text), JSON.stringify(text)).toBe(false)
  })

  it('is the first rule of a text field, before the field’s own', () => {
    const field = v.pipe(Text, v.trim(), v.maxLength(5))
    expect(v.parse(field, ' abc ')).toBe('abc')
    expect(v.safeParse(field, `a${NUL}`).issues?.[0].message).toBe(UNSTORABLE_TEXT_MESSAGE)
    expect(v.safeParse(field, 7).success).toBe(false)
  })
})

describe('bounded lists', () => {
  it('takes up to its bound and refuses one more, saying how many it takes', () => {
    const ids = boundedList(v.string(), 3)
    expect(v.parse(ids, ['a', 'b', 'c'])).toEqual(['a', 'b', 'c'])
    expect(v.safeParse(ids, ['a', 'b', 'c', 'd']).issues?.[0].message).toBe('may list at most 3 items')
    expect(
      v.safeParse(
        boundedList(v.string(), 100),
        Array.from({ length: 100_000 }, (_, i) => String(i)),
      ).issues?.[0].message,
    ).toBe('may list at most 100 items')
  })
})

describe('JSON text of a stored form', () => {
  const form1 = jsonObjectText(1000, 'form1')
  const issue = (value: unknown) => v.safeParse(form1, value).issues?.[0].message

  it('takes JSON text of an object whose strings the database can keep', () => {
    expect(issue(JSON.stringify({ version: 3, claims: ['P 1'], nested: { deep: [{ text: `${HIGH}${LOW}` }] } }))).toBeUndefined()
  })

  it('names where a NUL or a lone surrogate hides, escaped or not, in a value or a key', () => {
    expect(issue(JSON.stringify({ contactPerson: `Ada${NUL}` }))).toBe(`contactPerson ${UNSTORABLE_TEXT_MESSAGE}`)
    expect(issue('{"part": {"list": [1, {"text": "\\u0000"}]}}')).toBe(`part.list.1.text ${UNSTORABLE_TEXT_MESSAGE}`)
    expect(issue('{"a": "\\ud800"}')).toBe(`a ${UNSTORABLE_TEXT_MESSAGE}`)
    expect(issue('{"\\u0000key": 1}')).toBe(`\u0000key ${UNSTORABLE_TEXT_MESSAGE}`)
    expect(issue(`{"raw": "${NUL}"}`)).toBe(UNSTORABLE_TEXT_MESSAGE)
  })

  it('refuses text that is not JSON, JSON that is not an object, and text past its length', () => {
    expect(issue('{not json')).toBe('not JSON text')
    expect(issue('[1]')).toBe('not a JSON object')
    expect(issue('null')).toBe('not a JSON object')
    expect(issue(JSON.stringify({ text: 'x'.repeat(1000) }))).toBe('form1 may be at most 1,000 characters')
  })

  it('finds the first unstorable string of any JSON value', () => {
    expect(unstorableJsonPath({ a: [{ b: 'fine' }, 3, null, true] })).toBeNull()
    expect(unstorableJsonPath([NUL])).toBe('0')
    expect(unstorableJsonPath(LOW)).toBe('')
  })
})
