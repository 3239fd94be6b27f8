import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { generateOpenApiDocument, generateSchemaTypes, serializeDocument } from './openapi-document.ts'

// The committed contract must be what the routes say now: run `npm run generate` after changing a route.
describe('the committed API contract', () => {
  it('openapi/openapi.json and openapi/schema.d.ts match the routes', async () => {
    const document = await generateOpenApiDocument()
    expect(await readFile('openapi/openapi.json', 'utf8'), 'openapi/openapi.json is stale: run npm run generate').toBe(serializeDocument(document))
    expect(await readFile('openapi/schema.d.ts', 'utf8'), 'openapi/schema.d.ts is stale: run npm run generate').toBe(await generateSchemaTypes(document))
  })

  it('describes every route with its answers', async () => {
    const document = (await generateOpenApiDocument()) as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> }
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/projects/search', '/api/projects/stages', '/api/projects/{projectId}', '/api/projects/{projectNumber}']),
    )
    expect(document.paths['/api/projects/search']!.get!.responses['400']).toBeDefined()
  })
})
