// The proponent's writes on an information request (spec public-registry §7 "Writes"): saving or
// submitting the answers, files one at a time, and removing a file; the same for simplified requests.
import { api, expectData } from '../../../lib/api-client'
import type { AnswersPayload } from '../../../../shared/schemas/information-response'

/** The multipart body of one file; the contract names only its field. */
function fileForm(file: File) {
  const form = new FormData()
  form.append('file', file, file.name)
  return { body: { file: '' }, bodySerializer: () => form }
}

export const answerRequests = {
  save: (input: AnswersPayload) =>
    expectData(
      api.PUT('/api/projects/{projectId}/information-requests/{informationRequestId}', {
        params: { path: { projectId: input.projectId, informationRequestId: input.informationRequestId } },
        body: input,
      }),
    ),

  addFile: (projectId: string, informationRequestId: string, questionNumber: number, file: File) =>
    expectData(
      api.POST('/api/uploads/add-information-request-document/{projectId}/{informationRequestId}/answer/{questionNumber}', {
        params: { path: { projectId, informationRequestId, questionNumber: String(questionNumber) } },
        ...fileForm(file),
      }),
    ),

  removeFile: (projectId: string, informationRequestId: string, questionNumber: number, documentId: string) =>
    expectData(
      api.POST('/api/projects/{projectId}/information-requests/{informationRequestId}/remove-document/{questionNumber}/{documentId}', {
        params: { path: { projectId, informationRequestId, questionNumber: String(questionNumber), documentId } },
      }),
    ),

  saveSimplified: (projectId: string, simplifiedId: string, publish: boolean) =>
    expectData(
      api.PUT('/api/projects/{projectId}/simplified-information-requests/{simplifiedId}', {
        params: { path: { projectId, simplifiedId } },
        body: { projectId, simplifiedInformationRequestId: simplifiedId, publish },
      }),
    ),

  addSimplifiedFile: (projectId: string, simplifiedId: string, file: File) =>
    expectData(
      api.POST('/api/uploads/add-simplified-information-request-document/{projectId}/{simplifiedId}/answer', {
        params: { path: { projectId, simplifiedId } },
        ...fileForm(file),
      }),
    ),

  removeSimplifiedFile: (projectId: string, simplifiedId: string, documentId: string) =>
    expectData(
      api.POST('/api/projects/{projectId}/simplified-information-requests/{simplifiedId}/remove-document/{documentId}', {
        params: { path: { projectId, simplifiedId, documentId } },
      }),
    ),
}
