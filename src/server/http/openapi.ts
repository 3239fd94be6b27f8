// Helpers that turn the shared valibot schemas into OpenAPI descriptions of routes.
import type { GenericSchema } from 'valibot'
import { describeRoute, resolver, validator } from 'hono-openapi'
import type { DescribeRouteOptions } from 'hono-openapi'
import type { OpenAPIV3_1 } from 'openapi-types'
import * as v from 'valibot'
import { ErrorBody } from '../../shared/schemas/common.ts'
import { AppError } from './app-error.ts'

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

/** Validates a JSON body; a refusal is a 400 naming the field. */
export function body<S extends GenericSchema>(schema: S) {
  return validator('json', schema, refuse)
}

type Issue = { message: string; path?: readonly (PropertyKey | { key: unknown })[] | undefined }

function refuse(result: { success: true } | { success: false; error: readonly Issue[] }): void {
  if (result.success) return
  const issue = result.error[0]
  // A refused list item is named by its parameter: "stageGroups", not "stageGroups.2".
  const first = issue?.path?.[0]
  const name = first === undefined ? 'body' : String(typeof first === 'object' ? first.key : first)
  throw AppError.badRequest(`Invalid parameter ${name}: ${issue?.message ?? 'not accepted'}`, name)
}

export { v }
