import { describe, expect, it } from 'vitest'
import { PROJECT_TYPE, STAGES } from '../../../shared/domain/stages'
import { linkedPaths, tabPaths, uploadIds } from './save-plan'

const id = 'e5e0a183-e88f-44d3-98c8-c2208c45e5a3'
const other = '0b6c4f7e-3f0e-4a57-9b0c-2f1c1b1f0a11'
const base = `/api/projects/${id}`
const stage = (code: string) => STAGES.find((s) => s.projectTypeId === PROJECT_TYPE.evaluation && s.code === code)!

const project = {
  projectId: id,
  projectNumber: '2024-0123',
  projectTypeId: PROJECT_TYPE.evaluation,
  stageId: stage('SEEKING_VIEWS').stageId,
  isHistoric: false,
  summary: 'A summary',
  activities: '',
  showEmailsTab: false,
  isProponentOrAgent: false,
  panelDisplay: { showHearingsTab: false, showIntervenorsTab: false },
}

describe('saving a project fetches', () => {
  it('the project, its number look-up and the answers of the tabs the public sees', () => {
    expect(tabPaths(project)).toEqual([
      base,
      '/api/projects/2024-0123',
      `${base}/key-documents`,
      `${base}/activity-feed`,
      `${base}/documents`,
      `${base}/notes`,
      `${base}/correspondence`,
      `${base}/document-groups`,
      `${base}/comments`,
      `${base}/withheld-comments`,
    ])
  })

  it('only the documents of a project in proposal check, and no number look-up without a number', () => {
    expect(tabPaths({ ...project, projectNumber: null, stageId: stage('PROPOSAL_CHECK').stageId })).toEqual([
      base,
      `${base}/documents`,
      `${base}/notes`,
      `${base}/correspondence`,
      `${base}/document-groups`,
    ])
  })

  it('the pages that lists and activity link to', () => {
    expect(linkedPaths(id, `${base}/notes`, [{ noteId: other }, { noteId: 'bad id' }])).toEqual([`${base}/notes/${other}`, `${base}/notes/${other}/documents`])
    expect(linkedPaths(id, `${base}/document-groups`, [{ documentGroupId: other }])).toEqual([
      `${base}/document-groups/${other}`,
      `${base}/document-groups/${other}/documents`,
    ])
    expect(linkedPaths(id, `${base}/emails`, [{ emailTypeGroups: [{ emailRecipientGroups: [{ emails: [{ emailMessageId: other }] }] }] }])).toEqual([
      `${base}/emails/${other}`,
    ])
    const activity = [
      {
        messageParts: [
          { messagePartType: 'Link', message: 'IR 1', linkTo: `information-requests/${other}/question` },
          { messagePartType: 'Link', message: 'Notice', linkTo: `/notifications/${other}` },
          { messagePartType: 'Link', message: 'Comments', linkTo: 'comments' },
        ],
      },
    ]
    expect(linkedPaths(id, `${base}/activity-feed`, activity)).toEqual([
      `${base}/information-requests/${other}`,
      `${base}/information-requests/${other}/documents`,
      `${base}/emails/${other}`,
    ])
    expect(linkedPaths(id, `${base}/comments`, [])).toEqual([])
  })

  it('every file an answer names, whatever the field', () => {
    const body = {
      documents: [{ redactedUploadId: other.toUpperCase(), unredactedUploadId: null, attachments: [id] }],
      comments: [{ documents: [{ redactedUploadId: id }] }],
      nothing: { redactedUploadId: 'not-an-id' },
    }
    expect(uploadIds(body)).toEqual([other, id])
  })
})
