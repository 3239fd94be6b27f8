import { describe, expect, it } from 'vitest'
import { answersBody, formFacts, initialAnswerForm, readAnswerForm } from './answer-form'

describe('the answer form', () => {
  it('starts from the saved answers, with nothing agreed', () => {
    const form = initialAnswerForm([
      { questionNumber: 1, answer: { text: '<p>Saved</p>' } },
      { questionNumber: 2, answer: null },
    ])
    expect(form).toEqual({ version: 1, answers: { 1: '<p>Saved</p>', 2: '' }, agreeToPrivacy: false, agreeToTerms: false, publish: false })
  })

  it('reads back what a device kept, and nothing that is not today’s form', () => {
    const kept = JSON.parse(
      JSON.stringify({
        ...initialAnswerForm([{ questionNumber: 2, answer: null }]),
        answers: { 2: '<p>Deep</p>', x: 'no', 3: 7 },
        agreeToTerms: true,
        publish: true,
      }),
    ) as unknown
    expect(readAnswerForm(kept)).toEqual({ version: 1, answers: { 2: '<p>Deep</p>' }, agreeToPrivacy: false, agreeToTerms: true, publish: true })
    expect(readAnswerForm({ version: 2, answers: {} })).toBeNull()
    expect(readAnswerForm('text')).toBeNull()
  })

  it('gives the rules the agreements and the number of queued files, and the server the answers in question order', () => {
    const form = {
      ...initialAnswerForm([
        { questionNumber: 2, answer: null },
        { questionNumber: 1, answer: null },
      ]),
      agreeToTerms: true,
      publish: true,
    }
    expect(formFacts(form, 1)).toEqual({ agreeToPrivacy: false, agreeToTerms: true, queuedFiles: 1 })
    expect(answersBody({ ...form, answers: { 2: '', 1: '<p>Yes</p>' } }, { projectId: 'p', informationRequestId: 'r' })).toEqual({
      projectId: 'p',
      informationRequestId: 'r',
      publish: true,
      answers: [
        { questionNumber: 1, text: '<p>Yes</p>', attachments: [] },
        { questionNumber: 2, text: '', attachments: [] },
      ],
    })
  })
})
