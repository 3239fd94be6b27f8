// The search of the review pages: the comment just reviewed, whose answer the reviewer may undo.
import * as v from 'valibot'
import { UUID_PATTERN } from '../../../shared/schemas/project'

export const ReviewedSearch = v.object({ reviewed: v.optional(v.pipe(v.string(), v.regex(UUID_PATTERN))) })
