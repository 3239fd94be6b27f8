import { describe, expect, it } from 'vitest'
import type { OutboxEntry } from './outbox.ts'
import {
  MAX_BACKOFF_MS,
  backoffMs,
  draftDeletion,
  isDocumentOperation,
  draftState,
  needsUpdateEntry,
  nextToSend,
  nextWakeUp,
  outcomeOf,
  sameJson,
  supersededBy,
  waitingWork,
} from './outbox.ts'

const entry = (seq: number, projectId: string, op: OutboxEntry['op'], nextAttemptAt = 0): OutboxEntry => ({ seq, projectId, op, attempts: 0, nextAttemptAt })

describe('the outbox', () => {
  it('sends each project’s work in order, the oldest project first', () => {
    const entries = [entry(3, 'b', 'create'), entry(1, 'a', 'create'), entry(2, 'a', 'update'), entry(4, 'b', 'upload')]
    expect(nextToSend(entries, 0)?.seq).toBe(1)
    expect(
      nextToSend(
        entries.filter((e) => e.seq !== 1),
        0,
      )?.seq,
    ).toBe(2)
  })

  it('lets another project go while one waits out its backoff, never a later entry of the waiting project', () => {
    const entries = [entry(1, 'a', 'update', 10_000), entry(2, 'a', 'submit'), entry(3, 'b', 'update')]
    expect(nextToSend(entries, 5_000)?.seq).toBe(3)
    expect(
      nextToSend(
        entries.filter((e) => e.seq !== 3),
        5_000,
      ),
    ).toBeUndefined()
    expect(nextWakeUp(entries.filter((e) => e.seq !== 3))).toBe(10_000)
  })

  it('replaces waiting updates of a draft with the newer one, but not one already on its way', () => {
    const entries = [entry(1, 'a', 'create'), entry(2, 'a', 'update'), entry(3, 'a', 'upload'), entry(4, 'a', 'update'), entry(5, 'b', 'update')]
    expect(supersededBy(entries, { projectId: 'a' })).toEqual([2, 4])
    expect(supersededBy(entries, { projectId: 'a' }, new Set([2]))).toEqual([4])
  })

  it('drops every waiting entry of a deleted draft, and sends the delete only when the server may have the draft', () => {
    const tried = (e: OutboxEntry) => ({ ...e, attempts: 1 })
    const synced = [entry(1, 'a', 'update'), entry(2, 'a', 'upload'), entry(3, 'b', 'update'), entry(4, 'a', 'remove'), entry(5, 'a', 'submit')]
    expect(
      draftDeletion(
        synced.map((e) => ({ ...e, attempts: 0 })),
        'a',
        { baseRevision: 3 },
      ),
    ).toEqual({ drop: [1, 2, 4, 5], sendDelete: true })
    // Made here and never sent: forgetting it here is all there is to do.
    const local = [entry(1, 'a', 'create'), entry(2, 'a', 'upload')].map((e) => ({ ...e, attempts: 0 }))
    expect(draftDeletion(local, 'a', { baseRevision: null })).toEqual({ drop: [1, 2], sendDelete: false })
    // A create tried without an answer may have arrived.
    expect(draftDeletion([tried(entry(1, 'a', 'create'))], 'a', { baseRevision: null })).toEqual({ drop: [1], sendDelete: true })
    // Listed by the server but not on this device; or deleted already and waiting to go.
    expect(draftDeletion([], 'a', undefined)).toEqual({ drop: [], sendDelete: true })
    expect(draftDeletion([{ ...entry(1, 'a', 'delete'), attempts: 2 }], 'a', undefined)).toEqual({ drop: [], sendDelete: false })
  })

  it('waits 2, 4, 8 … seconds after failures, at most 5 minutes', () => {
    expect([1, 2, 3].map(backoffMs)).toEqual([2000, 4000, 8000])
    expect(backoffMs(20)).toBe(MAX_BACKOFF_MS)
  })

  it('tells where a draft stands', () => {
    expect(draftState([], { conflict: false, error: null, online: true })).toBe('synced')
    expect(draftState([entry(1, 'a', 'update')], { conflict: false, error: null, online: true })).toBe('local')
    expect(draftState([entry(1, 'a', 'update')], { conflict: false, error: null, online: false })).toBe('waiting')
    expect(draftState([entry(1, 'a', 'update')], { conflict: true, error: null, online: true })).toBe('conflict')
    expect(draftState([entry(1, 'a', 'update')], { conflict: false, error: 'Disk full', online: true })).toBe('error')
  })

  it('adds no update while a create or update not yet tried waits, since it sends the draft as it is then', () => {
    expect(needsUpdateEntry([entry(1, 'a', 'create')], 'a')).toBe(false)
    expect(needsUpdateEntry([{ ...entry(1, 'a', 'create'), attempts: 1 }], 'a')).toBe(true)
    expect(needsUpdateEntry([entry(1, 'a', 'upload'), entry(2, 'b', 'update')], 'a')).toBe(true)
    expect(needsUpdateEntry([entry(1, 'a', 'update')], 'a')).toBe(false)
  })

  it('retries what may succeed later, asks for a login on 401, and gives up on a refusal', () => {
    expect(outcomeOf({ status: 200 })).toBe('done')
    expect(outcomeOf('unreachable')).toBe('retry')
    expect(outcomeOf({ status: 503 })).toBe('retry')
    expect(outcomeOf({ status: 429 })).toBe('retry')
    expect(outcomeOf({ status: 401 })).toBe('login')
    expect(outcomeOf({ status: 409, code: 'conflict' })).toBe('conflict')
    expect(outcomeOf({ status: 409, code: 'submitted' })).toBe('refused')
    expect(outcomeOf({ status: 400 })).toBe('refused')
    expect(outcomeOf({ status: 404 })).toBe('refused')
  })

  it('compares forms by their data, not the order of their keys', () => {
    expect(sameJson({ a: 1, b: [1, { c: 'x' }] }, { b: [1, { c: 'x' }], a: 1 })).toBe(true)
    expect(sameJson({ a: 1, b: undefined }, { a: 1 })).toBe(true)
    expect(sameJson({ a: 1 }, { a: 2 })).toBe(false)
    expect(sameJson([1, 2], [2, 1])).toBe(false)
    expect(sameJson({ a: null }, { a: {} })).toBe(false)
    expect(sameJson([], {})).toBe(false)
  })
})

describe('isDocumentOperation', () => {
  it("is true of the work on a draft's files only", () => {
    expect(['upload', 'remove', 'describe'].every((op) => isDocumentOperation(op as OutboxEntry['op']))).toBe(true)
    expect(['create', 'update', 'submit', 'delete'].some((op) => isDocumentOperation(op as OutboxEntry['op']))).toBe(false)
    expect(isDocumentOperation(null)).toBe(false)
  })
})

describe('the work waiting to be sent', () => {
  it('counts each draft once however many of its changes wait, and each file and submission', () => {
    const entries = [
      entry(1, 'a', 'create'),
      entry(2, 'a', 'update'),
      entry(3, 'a', 'upload'),
      entry(4, 'a', 'upload'),
      entry(5, 'a', 'submit'),
      entry(6, 'b', 'describe'),
      entry(7, 'c', 'delete'),
    ]
    expect(waitingWork(entries)).toEqual({ drafts: 3, files: 2, submissions: 1 })
  })

  it('counts a form sent once as a submission with its files, not as a draft', () => {
    const entries = [
      entry(1, 'comment', 'submit-comment'),
      entry(2, 'comment', 'upload-comment-document'),
      entry(3, 'answer', 'upload-answer-document'),
      entry(4, 'answer', 'submit-answer'),
    ]
    expect(waitingWork(entries)).toEqual({ drafts: 0, files: 2, submissions: 2 })
  })

  it('is nothing when nothing waits', () => {
    expect(waitingWork([])).toEqual({ drafts: 0, files: 0, submissions: 0 })
  })
})
