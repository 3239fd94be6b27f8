// The answer to an information request (or to a simplified one) as a device keeps it while it is
// written and until the registry has it (DESIGN "Local-first drafts": a kind of draft is a form
// model and a migrate step): each question's answer as typed, the two agreements, and whether the
// person saved a draft or submitted. Its files are kept beside it, each with its question number.
import type { AnswerFormFacts } from '../domain/information-responses'
import type { AnswersPayload } from '../schemas/information-response'

export const ANSWER_FORM_VERSION = 1

export interface AnswerForm {
  version: typeof ANSWER_FORM_VERSION
  /** questionNumber → the answer's HTML as the editor wrote it (a simplified request has none). */
  answers: Record<number, string>
  agreeToPrivacy: boolean
  agreeToTerms: boolean
  /** Sent as Submit Response (true) or Save Draft (false). */
  publish: boolean
}

/** The form as the registry holds the answers: the saved text of each question, nothing agreed. */
export function initialAnswerForm(questions: readonly { questionNumber: number; answer: { text: string | null } | null }[]): AnswerForm {
  return {
    version: ANSWER_FORM_VERSION,
    answers: Object.fromEntries(questions.map((q) => [q.questionNumber, q.answer?.text ?? ''])),
    agreeToPrivacy: false,
    agreeToTerms: false,
    publish: false,
  }
}

/** A stored answer form as today's, or null when it is not one (a newer release wrote it, or it is not a form). */
export function readAnswerForm(stored: unknown): AnswerForm | null {
  if (typeof stored !== 'object' || stored === null) return null
  const form = stored as Partial<Record<keyof AnswerForm, unknown>>
  if (form.version !== ANSWER_FORM_VERSION) return null
  const answers = typeof form.answers === 'object' && form.answers !== null ? Object.entries(form.answers as Record<string, unknown>) : []
  return {
    version: ANSWER_FORM_VERSION,
    answers: Object.fromEntries(
      answers
        .filter(([key, text]) => Number.isInteger(Number(key)) && Number(key) >= 1 && typeof text === 'string')
        .map(([key, text]) => [Number(key), text as string]),
    ),
    agreeToPrivacy: form.agreeToPrivacy === true,
    agreeToTerms: form.agreeToTerms === true,
    publish: form.publish === true,
  }
}

/** What the rules of §5 read: the agreements and how many files wait to go. */
export function formFacts(form: AnswerForm, queuedFiles: number): AnswerFormFacts {
  return { agreeToPrivacy: form.agreeToPrivacy, agreeToTerms: form.agreeToTerms, queuedFiles }
}

/** The body of the request's PUT: every question's answer, in question order. */
export function answersBody(form: AnswerForm, ids: { projectId: string; informationRequestId: string }): AnswersPayload {
  return {
    ...ids,
    publish: form.publish,
    answers: Object.entries(form.answers)
      .map(([questionNumber, text]) => ({ questionNumber: Number(questionNumber), text, attachments: [] }))
      .sort((a, b) => a.questionNumber - b.questionNumber),
  }
}
