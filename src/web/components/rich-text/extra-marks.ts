// The marks the spec's toolbar asks for that CommonMark lacks: underline, subscript and superscript.
// The editor reads and writes HTML only, so each is defined by its HTML element; Markdown is never
// produced, and if it were, the mark would drop and its text stay.
import type { MarkParserSpec, MarkSerializerSpec } from '@milkdown/transformer'
import { $markSchema } from '@milkdown/utils'

const NO_MARKDOWN: { parseMarkdown: MarkParserSpec; toMarkdown: MarkSerializerSpec } = {
  parseMarkdown: { match: () => false, runner: () => {} },
  toMarkdown: { match: () => false, runner: () => {} },
}

export const underlineSchema = $markSchema('underline', () => ({
  parseDOM: [{ tag: 'u' }, { tag: 'ins' }, { style: 'text-decoration', getAttrs: (value: string) => value.includes('underline') && null }],
  toDOM: () => ['u', 0],
  ...NO_MARKDOWN,
}))

// A run of text is either lowered or raised, never both: each excludes the group they share.
function scriptMark<T extends string>(id: T, tag: 'sub' | 'sup', verticalAlign: string) {
  return $markSchema(id, () => ({
    group: 'script',
    excludes: 'script',
    parseDOM: [{ tag }, { style: 'vertical-align', getAttrs: (value: string) => value === verticalAlign && null }],
    toDOM: () => [tag, 0],
    ...NO_MARKDOWN,
  }))
}

export const subscriptSchema = scriptMark('subscript', 'sub', 'sub')
export const superscriptSchema = scriptMark('superscript', 'sup', 'super')

export const extraMarks = [underlineSchema, subscriptSchema, superscriptSchema].flat()
