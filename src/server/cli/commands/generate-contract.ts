import { writeFile } from 'node:fs/promises'
import type { Command } from '../command.ts'

export const generateContractCommand: Command = {
  name: 'generate-contract',
  usage: 'generate-contract',
  summary: 'Write openapi/openapi.json and openapi/schema.d.ts from the server routes',
  async run() {
    // Loaded here, not with the command line: the whole server's routes and the TypeScript compiler
    // (9 MB of source, and tsx's lexers grew by 67 MB to read it) would weigh on every other command.
    const { generateOpenApiDocument, generateSchemaTypes, serializeDocument } = await import('../../contract/openapi-document.ts')
    const document = await generateOpenApiDocument()
    await writeFile('openapi/openapi.json', serializeDocument(document))
    await writeFile('openapi/schema.d.ts', await generateSchemaTypes(document))
    console.log('Wrote openapi/openapi.json and openapi/schema.d.ts')
  },
}
