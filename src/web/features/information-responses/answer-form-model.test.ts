import { describe, expect, it } from 'vitest'
import { answersPayload, formFacts, initialAnswerForm, queuedFiles } from './answer-form-model'

const file = (name: string) => new File(['x'], name)

describe('the answer form model', () => {
  it('starts from the saved answers, with nothing queued and nothing agreed', () => {
    const model = initialAnswerForm([
      { questionNumber: 1, answer: { text: '<p>Saved</p>' } },
      { questionNumber: 2, answer: null },
    ])
    expect(model).toEqual({ answers: { 1: '<p>Saved</p>', 2: '' }, queued: { 1: [], 2: [] }, agreeToPrivacy: false, agreeToTerms: false })
  })

  it('sends queued files question by question, in the order they were chosen', () => {
    const [a, b, c] = [file('a.pdf'), file('b.pdf'), file('c.pdf')]
    expect(queuedFiles({ queued: { 2: [c], 1: [a, b] } }).map((q) => [q.questionNumber, q.file.name])).toEqual([
      [1, 'a.pdf'],
      [1, 'b.pdf'],
      [2, 'c.pdf'],
    ])
  })

  it('gives the rules the agreements and the number of queued files, and the server the answers', () => {
    const model = { ...initialAnswerForm([{ questionNumber: 1, answer: null }]), agreeToTerms: true, queued: { 1: [file('a.pdf')] } }
    expect(formFacts(model)).toEqual({ agreeToPrivacy: false, agreeToTerms: true, queuedFiles: 1 })
    expect(answersPayload({ ...model, answers: { 1: '<p>Yes</p>' } }, { projectId: 'p', informationRequestId: 'r' }, true)).toEqual({
      projectId: 'p',
      informationRequestId: 'r',
      publish: true,
      answers: [{ questionNumber: 1, text: '<p>Yes</p>', attachments: [] }],
    })
  })
})
