// How the registry's tables sort (spec: "tables and lists sort by cycling down, up, none"): a
// column header pressed once sorts down, again up, a third time back to the order the rows came in.

export type SortDirection = 'down' | 'up'
export interface Sort<K extends string = string> {
  key: K
  direction: SortDirection
}

/** The next sort when a column header is pressed: down, up, then none. */
export function nextSort<K extends string>(current: Sort<K> | null, key: K): Sort<K> | null {
  if (!current || current.key !== key) return { key, direction: 'down' }
  return current.direction === 'down' ? { key, direction: 'up' } : null
}

const collator = new Intl.Collator('en-CA', { numeric: true })

/**
 * The rows in the sort's order; text compares as people read numbers in it ("Project 2" before
 * "Project 10"), numbers as numbers, and an empty value (null) comes last either way.
 */
export function sortRows<R, K extends string>(rows: readonly R[], sort: Sort<K> | null, value: (row: R, key: K) => string | number | null): R[] {
  if (!sort) return [...rows]
  const sign = sort.direction === 'down' ? 1 : -1
  return [...rows].sort((a, b) => {
    const x = value(a, sort.key)
    const y = value(b, sort.key)
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1
    return sign * (typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y)))
  })
}

/** What a column header tells assistive technology about its sort. */
export function ariaSort<K extends string>(sort: Sort<K> | null, key: K): 'ascending' | 'descending' | 'none' {
  return sort?.key === key ? (sort.direction === 'down' ? 'ascending' : 'descending') : 'none'
}
