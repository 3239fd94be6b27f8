// The API contract: the OpenAPI 3.1 document generated from the routes' valibot schemas, and
// the TypeScript types generated from that for the web client. Both are committed in openapi/.
import { generateSpecs } from 'hono-openapi'
import openapiTS, { astToString } from 'openapi-typescript'
import { apiRoutes } from '../app.ts'
import type { Database } from '../db/client.ts'
import { parseConfig } from '../env.ts'
import type { Mailer } from '../mail/mailer.ts'

export async function generateOpenApiDocument(): Promise<Record<string, unknown>> {
  // Handlers are only registered, never called, so no database is needed.
  const routes = apiRoutes({
    db: undefined as unknown as Database,
    config: parseConfig({}),
    clock: () => new Date(0),
    mailer: undefined as unknown as Mailer,
    jwtSecret: new Uint8Array(32),
  })
  const document = await generateSpecs(routes, {
    documentation: {
      openapi: '3.1.0',
      info: {
        title: 'Registry API',
        version: '1',
        description: 'Public online registry of environmental and socio-economic assessments of development projects in Yukon.',
      },
    },
  })
  return document as unknown as Record<string, unknown>
}

export function serializeDocument(document: Record<string, unknown>): string {
  return `${JSON.stringify(document, null, 2)}\n`
}

export async function generateSchemaTypes(document: Record<string, unknown>): Promise<string> {
  const ast = await openapiTS(document as never)
  return `// Generated from openapi/openapi.json by \`npm run generate\`; do not edit.\n${astToString(ast)}`
}
