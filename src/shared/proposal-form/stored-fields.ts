// Reading a stored form field by field, whatever it holds: a draft written by an older build, by a
// build with a slip, or by another tool opens as a form of today rather than crashing the page that
// trims a text or maps a list. Each form's reader describes its fields with these rules: a field
// missing takes the empty form's value, a field of the wrong kind the rule's empty value, and a list
// item the rule cannot read is left out (a list item is v.object of these rules).
import * as v from 'valibot'

/** Text; anything else reads as empty. */
export const text = v.fallback(v.string(), '')
/** Text as typed, also where an older build kept a number. */
export const typedText = v.fallback(v.union([v.string(), v.pipe(v.number(), v.finite(), v.transform(String))]), '')
/** Text or nothing (an id not chosen, a placeholder not given). */
export const textOrNull = v.fallback(v.nullable(v.string()), null)
/** A box ticked or not. */
export const flag = v.fallback(v.boolean(), false)
/** A yes/no question: null until answered. */
export const answer = v.fallback(v.nullable(v.boolean()), null)
/** A coordinate or a count, null when not given. */
export const numberOrNull = v.fallback(v.nullable(v.pipe(v.number(), v.finite())), null)
/** The part of the form shown, 1 to `parts`; a part out of range reads as the nearest, anything else as 1. */
export const partOf = (parts: number) =>
  v.fallback(
    v.pipe(
      v.number(),
      v.finite(),
      v.transform((part) => Math.min(Math.max(Math.trunc(part), 1), parts)),
    ),
    1,
  )
/** One of a few words; anything else reads as the first. */
export const oneOf = <const T extends readonly [string, ...string[]]>(options: T) => v.fallback(v.picklist(options), options[0])

/** A list whose items are read one by one; an item that cannot be read is left out, and anything but a list reads as empty. */
export function list<T extends v.GenericSchema>(item: T) {
  return v.fallback(
    v.pipe(
      v.array(v.unknown()),
      v.transform((items) =>
        items.flatMap((value) => {
          const read = v.safeParse(item, value)
          return read.success ? [read.output as v.InferOutput<T>] : []
        }),
      ),
    ),
    [],
  )
}

/** A list of text; other items are left out. */
export const texts = list(v.string())

/** A group of fields (a set of ticks), each read by its rule; anything but an object reads as the group's empty fields. */
export function group<T extends v.ObjectEntries>(entries: T) {
  const fields = v.object(entries)
  return v.fallback(fields, () => v.parse(fields, {}))
}

/** Whether a stored value is a form at all: a JSON object. */
export const isStoredObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The form from what is stored: each field the shape names read by its rule when the stored form
 * has it (a rule without a fallback that refuses it leaves the empty form's), else the empty
 * form's; fields the shape does not name are dropped.
 */
export function readFields<F extends object>(shape: { [K in keyof F]?: v.GenericSchema<unknown, F[K]> }, stored: Record<string, unknown>, empty: F): F {
  const form = { ...empty }
  for (const key of Object.keys(shape) as (keyof F & string)[]) {
    if (!(key in stored)) continue
    const rule: v.GenericSchema<unknown, F[typeof key]> = shape[key]!
    const read = v.safeParse(rule, stored[key])
    if (read.success) form[key] = read.output
  }
  return form
}
