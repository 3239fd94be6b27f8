// The search of the review pages: the item just reviewed, whose answer the reviewer may undo (for
// an answer, whether it was to a simplified request, which the undo names).
import * as v from 'valibot'
import { UUID_PATTERN } from '../../../shared/schemas/project'

export const ReviewedSearch = v.object({ reviewed: v.optional(v.pipe(v.string(), v.regex(UUID_PATTERN))), simplified: v.optional(v.boolean()) })
