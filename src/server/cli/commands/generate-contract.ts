import { writeFile } from 'node:fs/promises'
import type { Command } from '../command.ts'
import { generateOpenApiDocument, generateSchemaTypes, serializeDocument } from '../../contract/openapi-document.ts'

export const generateContractCommand: Command = {
  name: 'generate-contract',
  usage: 'generate-contract',
  summary: 'Write openapi/openapi.json and openapi/schema.d.ts from the server routes',
  async run() {
    const document = await generateOpenApiDocument()
    await writeFile('openapi/openapi.json', serializeDocument(document))
    await writeFile('openapi/schema.d.ts', await generateSchemaTypes(document))
    console.log('Wrote openapi/openapi.json and openapi/schema.d.ts')
  },
}
