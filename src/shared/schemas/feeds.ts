// The query of the registry's feeds and calendars of a search: the home search's filters, with the
// reader's language.
import * as v from 'valibot'
import { SearchFilterFields, YEARS_OUT_OF_ORDER, yearsInOrder } from './project.ts'

const lang = v.optional(v.picklist(['en', 'fr'], 'must be en or fr'))

export const FeedQuery = v.pipe(
  v.object({ ...SearchFilterFields, lang }),
  v.forward(
    v.check((q) => yearsInOrder(q), YEARS_OUT_OF_ORDER),
    ['minYear'],
  ),
)
export const ProjectFeedQuery = v.object({ lang })
