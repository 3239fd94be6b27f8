// The answer form's state as a plain model: the text of each question's answer, the files queued
// for each question, and the two agreements. Kept free of React and of the network, so that it can
// move into the drafts machinery (web/lib/drafts) as a new kind of draft.
import type { AnswerFormFacts } from '../../../shared/domain/information-responses'
import type { AnswersPayload } from '../../../shared/schemas/information-response'

export interface AnswerFormModel {
  /** questionNumber → the answer's sanitized HTML. */
  answers: Record<number, string>
  /** questionNumber → files chosen and not yet sent, in the order they go. */
  queued: Record<number, File[]>
  agreeToPrivacy: boolean
  agreeToTerms: boolean
}

export function initialAnswerForm(questions: { questionNumber: number; answer: { text: string | null } | null }[]): AnswerFormModel {
  return {
    answers: Object.fromEntries(questions.map((q) => [q.questionNumber, q.answer?.text ?? ''])),
    queued: Object.fromEntries(questions.map((q) => [q.questionNumber, []])),
    agreeToPrivacy: false,
    agreeToTerms: false,
  }
}

export function queuedFiles(model: Pick<AnswerFormModel, 'queued'>): { questionNumber: number; file: File }[] {
  return Object.entries(model.queued)
    .sort(([a], [b]) => Number(a) - Number(b))
    .flatMap(([questionNumber, files]) => files.map((file) => ({ questionNumber: Number(questionNumber), file })))
}

export function formFacts(model: AnswerFormModel): AnswerFormFacts {
  return { agreeToPrivacy: model.agreeToPrivacy, agreeToTerms: model.agreeToTerms, queuedFiles: queuedFiles(model).length }
}

export function answersPayload(model: AnswerFormModel, ids: { projectId: string; informationRequestId: string }, publish: boolean): AnswersPayload {
  return {
    ...ids,
    publish,
    answers: Object.entries(model.answers).map(([questionNumber, text]) => ({ questionNumber: Number(questionNumber), text, attachments: [] })),
  }
}
