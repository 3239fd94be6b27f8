// Calls the server's test hooks (src/server/modules/dev/test-hooks.handlers.ts): the office's steps a
// browser test needs, such as publishing what waits for review. Sent from the test process, which is
// on the server's machine; the hooks answer nobody else.
export async function testHook(baseURL: string, path: string, body: unknown = {}): Promise<unknown> {
  const response = await fetch(new URL(`/api/test/${path}`, baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`Test hook ${path} answered ${response.status}: ${await response.text()}`)
  return response.json()
}
