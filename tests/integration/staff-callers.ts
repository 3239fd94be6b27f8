// The six callers every staff endpoint is tested with (an anonymous visitor, a public user, a
// proponent, and the three staff roles), signed in, and a request helper that sends JSON or a
// multipart form as one of them.
import type { TestApp } from './harness.ts'
import { createUser } from '../factories/user-factory.ts'

export const CALLERS = ['anonymous', 'public', 'proponent', 'assessor', 'manager', 'administrator'] as const
export type Caller = (typeof CALLERS)[number]

export type Answer = Record<string, unknown> & {
  status: string
  id?: string
  number?: number
  documentId?: string
  fileName?: string
  userMessage?: string
  code?: string
}

export async function staffCallers(app: TestApp) {
  const token: Partial<Record<Caller, string>> = {}
  const userId: Partial<Record<Caller, string>> = {}
  for (const who of CALLERS.slice(1)) {
    const staffRole = who === 'assessor' || who === 'manager' || who === 'administrator' ? who : null
    const user = await createUser(app.db, { firstName: who, staffRole })
    userId[who] = user.id
    token[who] = await app.tokenFor(user)
  }
  async function call(method: string, path: string, who: Caller, body?: unknown): Promise<{ status: number; body: Answer }> {
    const headers: Record<string, string> = token[who] ? { Authorization: `Bearer ${token[who]}` } : {}
    const init: RequestInit =
      body instanceof FormData
        ? { method, headers, body }
        : body === undefined
          ? { method, headers }
          : { method, headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body) }
    const response = await app.request(path, init)
    return { status: response.status, body: (await response.json()) as Answer }
  }
  return { userId, call }
}

/** A small PDF in a multipart form, as the upload routes take it. */
export function pdfForm(name: string): FormData {
  const form = new FormData()
  form.append('file', new Blob([new TextEncoder().encode(`%PDF-1.7\n${name}`)], { type: 'application/pdf' }), name)
  return form
}
