// The API contract: the OpenAPI 3.1 document generated from the routes' valibot schemas, and
// the TypeScript types generated from that for the web client. Both are committed in openapi/.
import { generateSpecs } from 'hono-openapi'
import type { Hono } from 'hono'
import openapiTS, { astToString } from 'openapi-typescript'
import { apiRoutes } from '../app.ts'
import type { Database } from '../db/client.ts'
import { parseConfig } from '../env.ts'
import type { Mailer } from '../mail/mailer.ts'
import { callersChecked, callersSentence } from '../http/callers.ts'
import type { Callers } from '../http/callers.ts'
import { plainPattern } from '../http/request-log.ts'
import type { FileStore } from '../files/file-store.ts'

export async function generateOpenApiDocument(): Promise<Record<string, unknown>> {
  // Handlers are only registered, never called, so no database is needed.
  const routes = apiRoutes({
    db: undefined as unknown as Database,
    config: parseConfig({}),
    clock: () => new Date(0),
    mailer: undefined as unknown as Mailer,
    files: undefined as unknown as FileStore,
    jwtSecret: new Uint8Array(32),
  })
  const document = await generateSpecs(routes, {
    // The feeds' addresses end as files do (feed.atom, calendar.ics) but are routes.
    excludeStaticFile: false,
    documentation: {
      openapi: '3.1.0',
      info: {
        title: 'Registry API',
        version: '1',
        description: 'Public online registry of environmental and socio-economic assessments of development projects in Yukon.',
      },
    },
  })
  sayWhoMayCall(document as unknown as OpenApiDocument, routes)
  return document as unknown as Record<string, unknown>
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { description?: string; security?: Record<string, string[]>[]; 'x-callers'?: string }>>
  components?: { securitySchemes?: Record<string, unknown> }
}

/** /api/projects/:projectId{[0-9a-f-]{36}} as OpenAPI writes it: /api/projects/{projectId}. */
const openApiPath = (pattern: string) => plainPattern(pattern).replace(/:(\w+)/g, '{$1}')

/**
 * Each operation says who may call it, from the checks its route names (callers.ts): a sentence
 * in its description and `x-callers`, and the bearer session token as its security requirement.
 */
function sayWhoMayCall(document: OpenApiDocument, routes: Hono): void {
  const checks = new Map<string, Callers[]>()
  for (const route of routes.routes) {
    const key = `${route.method.toLowerCase()} ${openApiPath(route.path)}`
    const found = callersChecked(route.handler)
    checks.set(key, [...(checks.get(key) ?? []), ...(found ? [found] : [])])
  }
  document.components = {
    ...document.components,
    securitySchemes: { session: { type: 'http', scheme: 'bearer', description: 'The session token that logging in answers with' } },
  }
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const found = checks.get(`${method} ${path}`) ?? []
      const sentence = callersSentence(found, path)
      operation['x-callers'] = sentence
      operation.description = operation.description ? `${operation.description}\n\n**Who may call:** ${sentence}` : `**Who may call:** ${sentence}`
      if (found.some((c) => c.kind === 'signed-in' || c.kind === 'staff')) operation.security = [{ session: [] }]
    }
  }
}

export function serializeDocument(document: Record<string, unknown>): string {
  return `${JSON.stringify(document, null, 2)}\n`
}

export async function generateSchemaTypes(document: Record<string, unknown>): Promise<string> {
  const ast = await openapiTS(document as never)
  return `// Generated from openapi/openapi.json by \`npm run generate\`; do not edit.\n${astToString(ast)}`
}
