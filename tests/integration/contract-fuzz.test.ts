// Every operation of the committed contract, sent hostile values in each path parameter, each query
// parameter and each top-level string field of its body, by an anonymous caller and by a signed-in
// administrator: whatever the value, the answer is the caller's fault (4xx) or an answer, never a
// server error. The other parameters hold real rows (a project, a hearing, a person), so a value
// that passes validation reaches the queries behind it.
import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { beforeAll, describe, expect, it } from 'vitest'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { createUser } from '../factories/user-factory.ts'
import { createProject } from '../factories/project-factory.ts'
import { createHearing } from '../factories/content-factory.ts'

interface Schema {
  type?: string
  properties?: Record<string, Schema>
  required?: string[]
  items?: Schema
  anyOf?: Schema[]
  enum?: unknown[]
  const?: unknown
  default?: unknown
  format?: string
  minLength?: number
  minItems?: number
  minimum?: number
}
interface Parameter {
  in: string
  name: string
}
interface Operation {
  parameters?: Parameter[]
  requestBody?: { content: Record<string, { schema: Schema }> }
}
type Contract = { paths: Record<string, Record<string, Operation>> }

/** A hostile value; `raw` is put in an address as it is, undecoded bytes a browser would never send. */
interface Hostile {
  label: string
  value: string | number
  raw?: string
}

const HOSTILE: readonly Hostile[] = [
  { label: 'NUL', value: '\u0000' },
  { label: 'NUL inside', value: 'a\u0000b' },
  { label: 'lone high surrogate', value: '\ud800' },
  { label: 'lone low surrogate', value: 'x\udfff' },
  { label: 'very long', value: 'x'.repeat(20_000) },
  { label: 'parent directory', value: '../../etc/passwd' },
  { label: 'percent-00 text', value: '%00' },
  { label: 'malformed escape', value: '%E0%A4%A', raw: '%E0%A4%A' },
  { label: 'odd unicode', value: '\u202e\ufeffe\u0301\u200d🏕\uffff' },
  { label: 'number', value: 12345 },
  { label: 'huge number', value: '99999999999999999999' },
  { label: 'negative', value: -1 },
  { label: 'empty', value: '' },
]

/**
 * A text in an address: percent-encoded UTF-8, and a lone surrogate as the three bytes it would be
 * in WTF-8 (no valid UTF-8 holds one, so this is what a client that sends one sends).
 */
function inAddress(hostile: Hostile): string {
  if (hostile.raw !== undefined) return hostile.raw
  let encoded = ''
  for (const character of String(hostile.value)) {
    const code = character.codePointAt(0)!
    if (code >= 0xd800 && code <= 0xdfff) {
      encoded += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('')
    } else encoded += encodeURIComponent(character)
  }
  return encoded
}

/** The least value the schema takes, so that a body is refused for the one hostile field alone. */
function example(schema: Schema): unknown {
  if ('const' in schema) return schema.const
  if (schema.enum) return schema.enum[0]
  if (schema.default !== undefined) return schema.default
  if (schema.anyOf) return example(schema.anyOf.find((s) => s.type !== 'null') ?? schema.anyOf[0]!)
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, property]) => [key, example(property)]))
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => example(schema.items ?? {}))
    case 'string':
      if (schema.format === 'uuid') return randomUUID()
      if (schema.format === 'email') return 'fuzz@example.ca'
      if (schema.format === 'date') return '2026-07-15'
      if (schema.format === 'date-time') return '2026-07-15T12:00:00.000Z'
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1))
    case 'integer':
    case 'number':
      return schema.minimum ?? 1
    case 'boolean':
      return false
    default:
      return null
  }
}

const takesText = (schema: Schema) => schema.type === 'string' || (schema.anyOf ?? []).some((s) => s.type === 'string')

interface Probe {
  operation: string
  input: string
  path: string
  init: RequestInit
}

let app: TestApp
let contract: Contract
let administrator: Awaited<ReturnType<typeof createUser>>
let pathValues: Record<string, string> = {}

beforeAll(async () => {
  app = await startTestApp()
  contract = JSON.parse(await readFile(new URL('../../openapi/openapi.json', import.meta.url), 'utf8')) as Contract
  administrator = await createUser(app.db, { staffRole: 'administrator' })
  const project = await createProject(app.db)
  const someone = await createUser(app.db)
  const hearing = await createHearing(app.db, project.id)
  pathValues = {
    projectId: project.id,
    projectNumber: project.projectNumber!,
    userId: someone.id,
    hearingId: hearing.id,
    kind: 'note',
    queue: 'documents',
    entity: 'project',
    questionNumber: '1',
    typeId: 'x',
    token: 'not-a-token',
  }
})

/** Every request the operation is probed with: one per parameter or field and hostile value. */
function probesOf(pathTemplate: string, method: string, operation: Operation): Probe[] {
  const name = `${method.toUpperCase()} ${pathTemplate}`
  const parameters = operation.parameters ?? []
  const pathOf = (hostileName?: string, hostile?: Hostile) =>
    pathTemplate.replace(/\{(\w+)\}/g, (_, parameter: string) =>
      parameter === hostileName ? inAddress(hostile!) : encodeURIComponent(pathValues[parameter] ?? randomUUID()),
    )
  const content = operation.requestBody?.content ?? {}
  // A multipart upload is sent its fields as JSON: the wrong kind of body is refused like any other.
  const bodySchema = (content['application/json'] ?? content['multipart/form-data'])?.schema
  const baseBody = bodySchema ? (example(bodySchema) as Record<string, unknown>) : undefined
  const init = (body = baseBody): RequestInit =>
    body === undefined
      ? { method: method.toUpperCase() }
      : { method: method.toUpperCase(), headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }

  const textFields = Object.entries(bodySchema?.properties ?? {})
    .filter(([, schema]) => takesText(schema))
    .map(([field]) => field)
  const probes: Probe[] = []
  for (const hostile of HOSTILE) {
    for (const parameter of parameters.filter((p) => p.in === 'path')) {
      probes.push({ operation: name, input: `path ${parameter.name} = ${hostile.label}`, path: pathOf(parameter.name, hostile), init: init() })
    }
    for (const parameter of parameters.filter((p) => p.in === 'query')) {
      probes.push({
        operation: name,
        input: `query ${parameter.name} = ${hostile.label}`,
        path: `${pathOf()}?${parameter.name}=${inAddress(hostile)}`,
        init: init(),
      })
    }
    for (const field of textFields) {
      probes.push({ operation: name, input: `body ${field} = ${hostile.label}`, path: pathOf(), init: init({ ...baseBody, [field]: hostile.value }) })
    }
  }
  return probes
}

async function serverErrors(signedIn: boolean): Promise<string[]> {
  const found: string[] = []
  for (const [path, operations] of Object.entries(contract.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      // A fresh session for each operation: signing out or changing a password ends the one before.
      const token = signedIn ? await app.tokenFor(administrator) : ''
      for (const probe of probesOf(path, method, operation)) {
        const headers = { ...(probe.init.headers as Record<string, string>), ...(token ? { Authorization: `Bearer ${token}` } : {}) }
        const response = await app.request(probe.path, { ...probe.init, headers })
        const text = await response.text()
        if (response.status >= 500) found.push(`${probe.operation} with ${probe.input} → ${response.status} ${text.slice(0, 200)}`)
      }
    }
  }
  return found
}

describe('every operation of the contract, sent hostile input', () => {
  it('answers an anonymous caller without a server error', { timeout: 120_000 }, async () => {
    expect(await serverErrors(false)).toEqual([])
  })

  it('answers a signed-in administrator without a server error', { timeout: 120_000 }, async () => {
    expect(await serverErrors(true)).toEqual([])
  })
})
