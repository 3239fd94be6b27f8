// Text PostgreSQL cannot keep (a NUL character, a UTF-16 half without its pair; see
// shared/schemas/input.ts) is refused as the request's fault wherever a request brings text: the
// address's path and query string here, for every API address before its handlers; every
// validated body in the validator (openapi.ts); the fields beside an uploaded file where the upload
// is read. No route can forget it, and no such text reaches a query to become a 500 (decision 0056).
import type { MiddlewareHandler } from 'hono'
import { tryDecodeURIComponent } from 'hono/utils/url'
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '../../shared/schemas/input.ts'
import { AppError } from './app-error.ts'

/**
 * The refusal of text the database cannot keep at `path` ("title", "hearings.2.title"): a 400
 * naming the parameter, and where inside it the text is.
 */
export function unstorableRefusal(path: string): AppError {
  const [name = '', ...inside] = path.split('.')
  const parameter = name || 'body'
  return AppError.badRequest(`Invalid parameter ${parameter}: ${inside.length > 0 ? `${inside.join('.')} ` : ''}${UNSTORABLE_TEXT_MESSAGE}`, parameter)
}

/**
 * Refuses an address whose path or query holds text the database cannot keep, before anything else
 * is done with the request, and alike whether an endpoint is there or not: a staff endpoint is not
 * revealed to someone else by being refused differently from an address that does not exist.
 */
export const storableAddress: MiddlewareHandler = async (c, next) => {
  if (new URL(c.req.url).pathname.split('/').some((segment) => !isStorableText(tryDecodeURIComponent(segment)))) {
    throw AppError.badRequest(`Invalid address: its path ${UNSTORABLE_TEXT_MESSAGE}`, 'path')
  }
  for (const [key, values] of Object.entries(c.req.queries())) {
    if (!isStorableText(key) || values.some((value) => !isStorableText(value))) throw unstorableRefusal(key)
  }
  await next()
}
