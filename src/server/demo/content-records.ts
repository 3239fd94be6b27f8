// The notes to file and the correspondence of a demo project (each with its document), and the
// texts they are drawn from. Apart from the walk through a project's stages (content.ts) because
// the stage documents write correspondence too.
import * as t from '../db/schema/index.ts'
import { DOCUMENT_TEXT } from './documents.ts'
import type { ProjectDocs } from './documents.ts'
import type { Span } from './timeline.ts'
import { DAY } from './timeline.ts'

export const NOTES: [title: string, html: string][] = [
  [
    'Note to file: site visit',
    '<p>Staff visited the site with the proponent. The access trail and the proposed camp location were inspected.</p><ul><li>No wildlife dens were seen.</li><li>The creek was running clear.</li></ul>',
  ],
  [
    'Note to file: phone call with proponent',
    '<p>The proponent called to confirm the timeline and asked about the information request. Staff explained the <strong>response deadline</strong>.</p>',
  ],
  [
    'Note to file: First Nation meeting',
    '<p>Staff met with the First Nation’s lands department, who asked that <em>traditional use</em> of the area be considered.</p>',
  ],
  ['Note to file: timeline extension', '<p>The stage was extended to allow time for the proponent’s response to be reviewed.</p>'],
]

export const LETTERS: [title: string, description: string][] = [
  ['Letter to the proponent about timelines', 'Confirms the assessment timeline and the next steps.'],
  ['Letter from a First Nation', 'Shares views on the project and asks to be kept informed.'],
  ['Letter from a decision body', 'Notes the regulatory requirements that will apply.'],
  ['Adequacy letter', 'Confirms that the proposal is adequate to start the evaluation.'],
]

export function note(docs: ProjectDocs, span: Span, today: number, [title, html]: [string, string]): void {
  const p = docs.plan
  const id = docs.rng.uuid()
  const at = Math.min(today - DAY, span.start + docs.rng.int(1, 10) * DAY)
  const state = docs.rng.chance(0.7) ? 'public' : 'internal'
  docs.sink.add(t.notes, {
    id,
    projectId: p.id,
    title,
    note: html,
    documentNumber: docs.nextNumber(),
    state,
    stageUploaded: span.stage.stageId,
    uploadedAt: new Date(at),
    createdAt: new Date(at),
    updatedAt: new Date(at),
  })
  if (docs.rng.chance(0.3)) docs.add({ role: 'note', type: 'other', description: 'Site photos', at, stage: span.stage, state, noteId: id })
}

export function correspondence(docs: ProjectDocs, span: Span, title: string, description: string, state: 'public' | 'internal' | 'unreviewed'): void {
  const p = docs.plan
  const id = docs.rng.uuid()
  const at = span.start + docs.rng.int(1, 4) * 3_600_000
  docs.sink.add(t.correspondence, {
    id,
    projectId: p.id,
    title,
    description,
    documentNumber: docs.nextNumber(),
    state,
    stageUploaded: span.stage.stageId,
    sentAt: new Date(at),
    createdAt: new Date(at),
    updatedAt: new Date(at),
  })
  docs.add({
    role: 'correspondence',
    type: 'correspondence',
    description: title.slice(0, 50),
    at,
    stage: span.stage,
    state,
    correspondenceId: id,
    paragraphs: [description, ...DOCUMENT_TEXT.letter!(p, '')],
  })
}
