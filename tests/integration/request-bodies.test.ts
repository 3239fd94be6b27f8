// Request bodies are bounded by what their route needs and refused with 413 before more is read;
// a route that needs a login refuses a caller who is not logged in before reading any of it.
import { randomUUID } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { connect } from 'node:net'
import type { Socket } from 'node:net'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { startTestApp } from './harness.ts'
import type { TestApp } from './harness.ts'
import { createUser } from '../factories/user-factory.ts'
import { completeGeneralForm } from '../factories/proposal-factory.ts'
import { coordinatesOfShapes } from '../../src/shared/proposal-form/general-form-location.ts'

const KB = 1024
const MB = 1024 * KB

let app: TestApp
let token = ''

beforeAll(async () => {
  app = await startTestApp()
  token = await app.tokenFor(await createUser(app.db))
})

/** A body of `total` bytes made as it is read, in pieces of 64 KB; read() says how many bytes were taken. */
function endless(total: number, head = '{"email":"') {
  const piece = new Uint8Array(64 * KB).fill(0x61)
  let made = 0
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (made >= total) return controller.close()
        const bytes = made === 0 ? new TextEncoder().encode(head) : piece
        controller.enqueue(bytes)
        made += bytes.length
      },
    },
    { highWaterMark: 0 },
  )
  return { body, read: () => made }
}

async function send(path: string, init: RequestInit, who = '') {
  const headers = { 'Content-Type': 'application/json', ...(who ? { Authorization: `Bearer ${who}` } : {}), ...(init.headers as Record<string, string>) }
  const response = await app.request(path, { method: 'POST', duplex: 'half', ...init, headers } as RequestInit)
  return { status: response.status, body: (await response.json()) as { status: string; code?: string; userMessage?: string } }
}

describe('a JSON body', () => {
  it('over 512 KB is refused by its Content-Length before any of it is read', async () => {
    const stream = endless(400 * MB)
    const answer = await send('/api/users/register', { body: stream.body, headers: { 'Content-Length': String(400 * MB) } })
    expect(answer).toEqual({ status: 413, body: { status: 'KO', code: 'too-large', userMessage: 'The request is larger than 512 KB.' } })
    expect(stream.read()).toBe(0)
  })

  it('over 512 KB sent without a length is refused once 512 KB are read, not at its end', async () => {
    const stream = endless(400 * MB)
    expect(await send('/api/users/forgot-password', { body: stream.body })).toEqual({
      status: 413,
      body: { status: 'KO', code: 'too-large', userMessage: 'The request is larger than 512 KB.' },
    })
    expect(stream.read()).toBeLessThan(700 * KB)
  })

  it('of a proposal takes the largest form part 3 can make, and refuses one over 4 MB', async () => {
    const points = (n: number) => Array.from({ length: n }, (_, i) => ({ latitude: 64 + i / 1e5 + 0.123456789, longitude: -139 - i / 1e5 - 0.987654321 }))
    const projectId = randomUUID()
    const projectCoordinates = coordinatesOfShapes({ manual: [{ type: 'polygon', points: points(2000) }], file: [{ type: 'polygon', points: points(8000) }] })
    const fields = {
      projectId,
      projectTitle: 'Bonanza Creek placer',
      proponentName: 'Goldstream Placers Ltd.',
      isAgent: false,
      assessmentDistricts: [],
      firstNations: [],
    }
    const largest = JSON.stringify({ ...fields, form1: JSON.stringify(completeGeneralForm(projectId, { projectCoordinates })) })
    expect(Buffer.byteLength(largest)).toBeGreaterThan(1.25 * MB)
    expect((await send('/api/projects/create-proposal', { body: largest }, token)).status).toBe(200)
    const stream = endless(50 * MB)
    expect(await send('/api/projects/update-proposal', { body: stream.body }, token)).toMatchObject({
      status: 413,
      body: { code: 'too-large', userMessage: 'The proposal is larger than 4 MB.' },
    })
    expect(stream.read()).toBeLessThan(4.2 * MB)
  })
})

describe('a multipart part', () => {
  let projectId = ''
  beforeAll(async () => {
    projectId = randomUUID()
    const form1 = JSON.stringify(completeGeneralForm(projectId))
    expect(
      (
        await send(
          '/api/projects/create-proposal',
          { body: JSON.stringify({ projectId, projectTitle: 'T', proponentName: 'P', isAgent: false, assessmentDistricts: [], firstNations: [], form1 }) },
          token,
        )
      ).status,
    ).toBe(200)
  })

  it('beside the file is refused past what the route needs (a description of 50 characters)', async () => {
    const form = new FormData()
    form.append('description', 'd'.repeat(8 * KB))
    form.append('file', new Blob(['%PDF-1.7\n']), 'plan.pdf')
    const response = await app.request(`/api/uploads/add-project-document/${projectId}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    })
    expect(response.status).toBe(413)
    expect(await response.json()).toMatchObject({ status: 'KO', code: 'too-large', userMessage: 'The form fields beside the file are too long.' })
  })

  it('that the route does not take, sent without a length, is refused at the upload limit', async () => {
    const stream = endless(400 * MB, '--b\r\nContent-Disposition: form-data; name="attachment"; filename="other.bin"\r\n\r\n')
    const answer = await send(
      `/api/uploads/add-project-document/${projectId}`,
      { body: stream.body, headers: { 'Content-Type': 'multipart/form-data; boundary=b' } },
      token,
    )
    expect(answer).toMatchObject({ status: 413, body: { code: 'too-large', userMessage: 'The upload is larger than 50 MB.' } })
    expect(stream.read()).toBeLessThan(51 * MB)
  })
})

describe('a single-shot upload over a real socket', () => {
  let projectId = ''
  let server: { port: number; close(): Promise<void> }
  beforeAll(async () => {
    projectId = randomUUID()
    const form1 = JSON.stringify(completeGeneralForm(projectId))
    expect(
      (
        await send(
          '/api/projects/create-proposal',
          { body: JSON.stringify({ projectId, projectTitle: 'T', proponentName: 'P', isAgent: false, assessmentDistricts: [], firstNations: [], form1 }) },
          token,
        )
      ).status,
    ).toBe(200)
    server = await app.listen()
    return () => server.close()
  })

  const temporaryFiles = async () => (await readdir(join(app.config.dataDir, 'upload-sessions')).catch(() => [])).filter((name) => name.startsWith('single-'))
  const until = async (what: string, done: () => Promise<boolean>) => {
    const deadline = Date.now() + 5_000
    while (!(await done())) {
      if (Date.now() > deadline) throw new Error(`Not within 5 s: ${what}`)
      await new Promise((r) => setTimeout(r, 20))
    }
  }
  const head = (length: number) =>
    `POST /api/uploads/add-project-document/${projectId} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\nAuthorization: Bearer ${token}\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: ${length}\r\n\r\n`

  /** Reads HTTP/1.1 answers off a socket, one at a time, and whether the server closed it. */
  function answers(socket: Socket) {
    let received = Buffer.alloc(0)
    let closed = false
    const changed = new Set<() => void>()
    socket.on('data', (bytes: Buffer) => {
      received = Buffer.concat([received, bytes])
      for (const wake of changed) wake()
    })
    socket.on('close', () => {
      closed = true
      for (const wake of changed) wake()
    })
    const next = async (): Promise<{ status: number; headers: string; body: { userMessage?: string } } | 'closed'> => {
      for (;;) {
        const end = received.indexOf('\r\n\r\n')
        if (end >= 0) {
          const headers = received.subarray(0, end).toString('latin1')
          const length = Number(/content-length: (\d+)/i.exec(headers)?.[1] ?? 0)
          if (received.length >= end + 4 + length) {
            const body = received.subarray(end + 4, end + 4 + length).toString('utf8')
            received = received.subarray(end + 4 + length)
            return { status: Number(headers.split(' ')[1]), headers, body: JSON.parse(body) as { userMessage?: string } }
          }
        }
        if (closed) return 'closed'
        await new Promise<void>((wake) => {
          const once = () => {
            changed.delete(once)
            wake()
          }
          changed.add(once)
        })
      }
    }
    return { next, closed: () => closed }
  }

  it('leaves no temporary file when the client goes away in the middle of the file', async () => {
    const part = '--b\r\nContent-Disposition: form-data; name="file"; filename="plan.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n'
    // Cut before the first write to the file, and after several.
    for (const sent of [10, 512 * KB]) {
      const socket = connect(server.port, '127.0.0.1')
      socket.on('error', () => undefined)
      socket.write(head(10 * MB) + part + 'x'.repeat(sent))
      await until('the file is being written', async () => (await temporaryFiles()).length > 0)
      socket.destroy()
      await until('the temporary file is removed', async () => (await temporaryFiles()).length === 0)
    }
  })

  it('answers each refused upload on a kept-alive connection, and closes the connection only after saying so', async () => {
    const longHeader = `--b\r\nContent-Disposition: form-data; name="file"; filename="${'a'.repeat(200 * KB)}.pdf"\r\n\r\n%PDF-1.7\n\r\n--b--\r\n`
    const fields = Array.from({ length: 5_000 }, (_, i) => `--b\r\nContent-Disposition: form-data; name="field${i}"\r\n\r\nvalue\r\n`).join('') + '--b--\r\n'
    const refusals = new Map([
      [longHeader, [400, 'The multipart body could not be read.']],
      [fields, [413, 'The form fields beside the file are too long.']],
    ])
    let socket: Socket | undefined
    let read: ReturnType<typeof answers> | undefined
    for (const body of [longHeader, fields, longHeader, fields]) {
      if (!socket) {
        socket = connect(server.port, '127.0.0.1')
        socket.on('error', () => undefined)
        read = answers(socket)
      }
      socket.write(head(Buffer.byteLength(body)) + body)
      const answer = await read!.next()
      if (answer === 'closed') throw new Error('The connection was closed without an answer.')
      expect([answer.status, answer.body.userMessage]).toEqual(refusals.get(body))
      if (/^connection: close$/im.test(answer.headers)) {
        // Closed by the server after its answer, not left for the next request to find closed.
        expect(await read!.next()).toBe('closed')
        socket = undefined
      }
    }
    socket?.destroy()
    expect(await temporaryFiles()).toEqual([])
  })
})

// Every route the contract says needs one ("Not logged in") and that takes a body.
const contract = JSON.parse(await readFile('openapi/openapi.json', 'utf8')) as {
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> }; responses: Record<string, { description: string }> }>>
}
const routes = Object.entries(contract.paths).flatMap(([path, operations]) =>
  Object.entries(operations)
    .filter(([, operation]) => operation.requestBody && operation.responses['401']?.description.startsWith('Not logged in'))
    .map(([method, operation]) => ({
      method: method.toUpperCase(),
      path: path.replace(/\{[^}]+\}/g, randomUUID()),
      type: Object.keys(operation.requestBody!.content)[0]!,
    })),
)

describe('a route that needs a login', () => {
  it.each(routes)('$method $path answers 401 to a big body without a token, reading none of it', async ({ method, path, type }) => {
    const stream = endless(100 * MB)
    const headers = { 'Content-Type': type === 'multipart/form-data' ? 'multipart/form-data; boundary=x' : type, 'Content-Range': 'bytes 0-99/100' }
    const answer = await send(path, { method, body: stream.body, headers })
    expect(answer).toMatchObject({ status: 401, body: { code: 'login-required' } })
    expect(stream.read()).toBe(0)
  })

  it('covers the proposal, account, profile and document routes', () => {
    expect(routes.map((r) => r.path.split('/').slice(0, 4).join('/'))).toEqual(
      expect.arrayContaining([
        '/api/projects/update-proposal',
        '/api/users/update-my-account',
        '/api/users/update-notification-profile',
        '/api/uploads/sessions',
      ]),
    )
    expect(routes.length).toBeGreaterThanOrEqual(14)
  })
})
