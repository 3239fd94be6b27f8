// Helpers that turn the shared valibot schemas into OpenAPI descriptions of routes.
import type { GenericSchema } from 'valibot'
import { bodyLimit } from 'hono/body-limit'
import { describeRoute, resolver, validator } from 'hono-openapi'
import type { DescribeRouteOptions } from 'hono-openapi'
import type { OpenAPIV3_1 } from 'openapi-types'
import * as v from 'valibot'
import { ErrorBody } from '../../shared/schemas/common.ts'
import { unstorableJsonPath } from '../../shared/schemas/input.ts'
import { AppError } from './app-error.ts'
import { unstorableRefusal } from './storable-input.ts'

const json = (schema: GenericSchema) => ({ content: { 'application/json': { schema: resolver(schema) } } })

export interface RouteContract {
  tags: string[]
  summary: string
  description?: string
  /** The 200 answer. */
  ok: GenericSchema
  /** Other statuses the route answers with the error body, and when; or with a body of its own. */
  errors?: Record<number, string | { description: string; schema: GenericSchema }>
  /** A request body that is not JSON (a multipart upload). */
  requestBody?: DescribeRouteOptions['requestBody']
}

export function contract(route: RouteContract) {
  const responses: NonNullable<DescribeRouteOptions['responses']> = { 200: { description: 'OK', ...json(route.ok) } }
  for (const [status, error] of Object.entries(route.errors ?? {})) {
    responses[status] = typeof error === 'string' ? { description: error, ...json(ErrorBody) } : { description: error.description, ...json(error.schema) }
  }
  return describeRoute({
    tags: route.tags,
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    ...(route.requestBody ? { requestBody: route.requestBody } : {}),
    responses,
  })
}

/** The body of an upload: a multipart form with the file in the field "file", and these fields. */
export function multipartBody(properties: Record<string, OpenAPIV3_1.SchemaObject>): NonNullable<RouteContract['requestBody']> {
  return { required: true, content: { 'multipart/form-data': { schema: { type: 'object', required: ['file'], properties } } } }
}

/** Validates the query string; a refusal is a 400 naming the parameter. */
export function query<S extends GenericSchema>(schema: S) {
  return validator('query', schema, refuse)
}

/** How many bytes a JSON body may have, and what a longer one is told (413). */
export interface BodyLimit {
  maxBytes: number
  message: string
}

/**
 * Every JSON body but a proposal's and a location's: the largest, a notification profile with
 * every list full and a 1,000-point area, is about 260 KB.
 */
export const JSON_BODY_LIMIT: BodyLimit = { maxBytes: 512 * 1024, message: 'The request is larger than 512 KB.' }

/**
 * Validates a JSON body of at most limit.maxBytes; a refusal is a 400 naming the field. A longer
 * body is refused with 413 from its Content-Length before any of it is read, or, sent without
 * one, as soon as the bytes read pass the limit. On a route that needs a login, put the session
 * check first, so that nobody's body is read before they are known.
 */
export function body<S extends GenericSchema>(schema: S, limit: BodyLimit = JSON_BODY_LIMIT) {
  const validate = validator('json', schema, refuse)
  const within = bodyLimit({
    maxSize: limit.maxBytes,
    onError: () => {
      throw new AppError(413, 'too-large', limit.message)
    },
  })
  const limited: typeof validate = async (c, next) => {
    // A body that says its length is judged by that alone: Node's parser reads no more than it, and
    // bodyLimit would look at the raw request's stream, which makes Node's server build a web Request
    // and stream around every JSON body (a fifth of the HTTP work of a submitted comment).
    const length = c.req.header('content-length')
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      if (Number(length) > limit.maxBytes) throw new AppError(413, 'too-large', limit.message)
      return validate(c, next)
    }
    let answer: Response | void = undefined
    await within(c, async () => {
      answer = await validate(c, next)
    })
    return answer
  }
  // The validator's description of the body, for the OpenAPI document.
  return Object.assign(limited, validate)
}

type Issue = { message: string; path?: readonly (PropertyKey | { key: unknown })[] | undefined }

/** `data` is what was sent, before the schema: text the database cannot keep is refused wherever it is, whatever the schema says of it. */
function refuse(result: { success: true; data: unknown } | { success: false; data: unknown; error: readonly Issue[] }): void {
  const unstorable = unstorableJsonPath(result.data)
  if (unstorable !== null) throw unstorableRefusal(unstorable)
  if (result.success) return
  const issue = result.error[0]
  // A refused list item is named by its parameter: "stageGroups", not "stageGroups.2".
  const first = issue?.path?.[0]
  const name = first === undefined ? 'body' : String(typeof first === 'object' ? first.key : first)
  throw AppError.badRequest(`Invalid parameter ${name}: ${issue?.message ?? 'not accepted'}`, name)
}

export { v }
