// The one error type: a code for programs, an HTTP status, and a message fit to show a person.
import type { ContentfulStatusCode } from 'hono/utils/http-status'

export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    readonly userMessage: string,
    readonly parameter?: string,
    readonly headers?: Record<string, string>,
    /** More for programs, answered beside the code (e.g. what an incomplete submit lacks). */
    readonly details?: Record<string, unknown>,
  ) {
    super(userMessage)
  }

  static badRequest(userMessage: string, parameter?: string): AppError {
    return new AppError(400, 'bad-request', userMessage, parameter)
  }

  static notFound(userMessage = 'Not found.'): AppError {
    return new AppError(404, 'not-found', userMessage)
  }
}

/** What an address that is not an API endpoint answers, and what a hidden one answers alike. */
export function noSuchEndpoint(): AppError {
  return AppError.notFound('No such API endpoint.')
}
