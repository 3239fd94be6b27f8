import { describe, expect, it } from 'vitest'
import { currentShape, restoreKeptAnswer } from './stored-answers'

const project = '/api/projects/e5e0a183-e88f-44d3-98c8-c2208c45e5a3'
const item = '0b6c4f7e-3f0e-4a57-9b0c-2f1c1b1f0a11'

describe('answers kept before the lists became bare lists', () => {
  it('become their list', () => {
    expect(currentShape(`${project}/notes`, { status: 'OK', notes: [{ noteId: item }] })).toEqual([{ noteId: item }])
    expect(currentShape(`${project}/emails`, { status: 'OK', emailGroups: [] })).toEqual([])
    expect(currentShape(`${project}/comments/${item}/documents`, { status: 'OK', documents: [{ documentId: 'c' }] })).toEqual([{ documentId: 'c' }])
    expect(currentShape(`${project}/activity-feed`, { status: 'OK', activities: [{ activityId: 'a' }] })).toEqual([{ activityId: 'a' }])
  })

  it('put the Documents tab attachments after its documents', () => {
    const old = { status: 'OK', documents: [{ documentId: 'a', attachments: ['x'] }], attachments: [{ documentId: 'x', attachments: [] }] }
    expect(currentShape(`${project}/documents`, old)).toEqual([old.documents[0], old.attachments[0]])
  })

  it("keep an information request's documents a map", () => {
    expect(currentShape(`${project}/information-requests/${item}/documents`, { status: 'OK', documents: { d: { documentId: 'd' } } })).toEqual({
      d: { documentId: 'd' },
    })
  })

  it('leave single items, counts and answers already in the new shape alone', () => {
    const note = { status: 'OK', note: { noteId: item } }
    expect(currentShape(`${project}/notes/${item}`, note)).toBe(note)
    const meta = { status: 'OK', commentCount: 1 }
    expect(currentShape(`${project}/meta`, meta)).toBe(meta)
    const simplified = { status: 'OK', questions: [], replaced: [], responses: [] }
    expect(currentShape(`${project}/simplified-information-requests/${item}/documents`, simplified)).toBe(simplified)
    const list = [{ noteId: item }]
    expect(currentShape(`${project}/notes`, list)).toBe(list)
    const proposalFiles = { status: 'OK', documents: [] }
    expect(currentShape(`${project}/documents/proposal-location`, proposalFiles)).toBe(proposalFiles)
  })

  it('answer with the rewritten body and the kept headers, or the same response', async () => {
    const kept = new Response(JSON.stringify({ status: 'OK', hearings: [{ hearingId: item }] }), {
      headers: { Date: 'Tue, 24 Nov 2026 10:00:00 GMT', 'Content-Length': '60', 'Content-Type': 'application/json' },
    })
    const restored = await restoreKeptAnswer(`https://registry.example${project}/hearings`, kept)
    expect(await restored.json()).toEqual([{ hearingId: item }])
    expect(restored.headers.get('Date')).toBe('Tue, 24 Nov 2026 10:00:00 GMT')
    expect(restored.headers.get('Content-Length')).toBeNull()
    const current = new Response('[]')
    expect(await restoreKeptAnswer(`https://registry.example${project}/hearings`, current)).toBe(current)
  })
})
