// The information requests of a demo project: full requests in every status with questions,
// answers and documents, and simplified requests with question, replaced and response documents.
// Apart from the comments (participation.ts) because a request is a document exchange of its own.
import * as t from '../db/schema/index.ts'
import type { DocumentState } from '../db/schema/index.ts'
import type { SectorKey } from './catalog.ts'
import { districtName } from './catalog.ts'
import type { ProjectDocs } from './documents.ts'
import { pool } from './participation.ts'
import type { Span } from './timeline.ts'
import { DAY, workday } from './timeline.ts'

const QUESTIONS: Record<'general' | SectorKey, string[]> = {
  general: [
    '<p>Provide a map at 1:50,000 or larger showing all project components, watercourses within 500 m, and existing access.</p>',
    '<p>Describe how fuel will be stored and handled, including the volume of each fuel cache, secondary containment, and the distance from the nearest watercourse.</p>',
    '<p>Describe the engagement carried out with the affected First Nation(s), including dates, the information shared, and any concerns raised and how they were addressed.</p>',
    '<p>Provide a wildlife protection plan that addresses <strong>bears</strong>, <strong>moose</strong> and any species at risk known to use the area.</p>',
    '<p>Describe the reclamation and closure measures, including a schedule and the estimated area reclaimed each year.</p>',
    '<p>Has a heritage resources overview assessment been completed? If so, provide it; if not, describe how heritage resources found during the work will be protected.</p>',
  ],
  placer: [
    '<p>Provide the design of the settling ponds, including volumes, and calculations showing they can contain the process water at the maximum sluicing rate.</p>',
    '<p>Identify whether the watercourse is fish-bearing and provide the Fish Habitat Design, Operation and Reclamation Worksheets.</p>',
    '<p>Provide the claim status report for all claims in the proposal.</p>',
  ],
  quartz: [
    '<p>Provide results of acid base accounting and metal leaching tests for the rock types to be disturbed.</p>',
    '<p>Describe the camp waste management, including the incinerator model and the disposal of ash.</p>',
    '<p>Provide flight paths and altitudes for helicopter support and describe measures to avoid sheep and caribou.</p>',
  ],
  roads: [
    '<p>Provide the design of each stream crossing, including culvert sizes and fish passage measures.</p>',
    '<p>Describe how access by the public will be controlled during and after construction.</p>',
  ],
  land: ['<p>Provide the results of any wetland delineation on the parcel.</p>', '<p>Describe the water supply and sewage disposal for each lot.</p>'],
  agriculture: ['<p>Provide a farm plan showing the areas to be cleared in each year.</p>'],
  forestry: ['<p>Provide the harvest schedule and the location of all landings and haul roads.</p>'],
  tourism: ['<p>Describe the maximum group size and the campsites to be used.</p>'],
  telecom: ['<p>Provide the tower lighting plan and describe measures to reduce bird strikes.</p>'],
  power: ['<p>Describe the effects of the project on water levels and fish habitat.</p>'],
  transmission: ['<p>Provide the clearing schedule and describe measures to protect nesting birds.</p>'],
  petroleum: ['<p>Provide the spill contingency plan for fuel transfer operations.</p>'],
  camps: ['<p>Describe the water source and the treatment of grey water.</p>'],
  military: ['<p>Describe the notification of land users before the exercise.</p>'],
  aggregate: ['<p>Provide the depth to the water table and the maximum depth of excavation.</p>'],
  industrial: ['<p>Describe the measures to control dust and noise.</p>'],
  research: ['<p>Describe the capture and handling methods and the permits held.</p>'],
  transport: ['<p>Describe the in-water works and the timing window for fish.</p>'],
  water: ['<p>Provide the effluent quality standards the facility will meet.</p>'],
  contaminated: ['<p>Provide the remediation standards and the confirmatory sampling plan.</p>'],
  solidWaste: ['<p>Describe the leachate management and groundwater monitoring.</p>'],
  hazardousWaste: ['<p>Provide the list of wastes to be stored and their maximum quantities.</p>'],
}

const ANSWERS = [
  '<p>A revised map is attached showing all components, the watercourses within 500 m and the existing trail network.</p>',
  '<p>Fuel will be stored in double-walled tanks with a total capacity of 9,000 L, at least 100 m from the creek, with spill kits at each cache.</p>',
  '<p>We met with the First Nation’s lands department on two occasions and shared the proposal; their concerns about the trail were addressed by moving it away from the wetland.</p>',
  '<p>The attached wildlife protection plan commits to bear-proof storage, a wildlife log, and a 500 m setback from any active den.</p>',
  '<p>Mined areas will be recontoured and seeded each fall; the attached schedule shows the area reclaimed each year.</p>',
  '<p>An overview assessment was completed by a qualified archaeologist and found no sites in the work area; the report is attached.</p>',
]

/** The demo holds published requests only. */
export type RequestStatus = Exclude<(typeof t.INFORMATION_REQUEST_STATUSES)[number], 'unpublished'>

/** The status a request is in, from where the project stands. */
export function requestStatus(span: Span, next: Span | undefined, preferDraft: boolean): RequestStatus {
  if (span.end === null) return preferDraft ? 'draft_answer' : 'published'
  if (next && next.end === null && next.stage.code.includes('RESPONSE')) return 'answered'
  return 'published_answer'
}

const answerState = (status: RequestStatus): DocumentState => status

export interface RequestContext {
  docs: ProjectDocs
  span: Span
  status: RequestStatus
  number: number
  today: number
  proponentUserId: string | null
}

function deadlineOf(span: Span): number {
  return (span.end ?? workday(span.start + Math.max(14, span.planned) * DAY)) + 7.5 * 3_600_000
}

export function addInformationRequest({ docs, span, status, number, today, proponentUserId }: RequestContext): string {
  const p = docs.plan
  const rng = docs.rng
  const id = rng.uuid()
  const sector = p.sectors[0]!
  const questions = rng.sample(pool(sector, QUESTIONS), rng.int(2, 6))
  const answeredAt = status === 'answered' || status === 'published_answer' ? Math.min(span.end ?? today, today) : null
  const office =
    p.typeKey === 'evaluation' ? `${districtName(p.area.district)} Designated Office` : p.typeKey === 'screening' ? 'Executive Committee' : 'Panel of the Board'
  const requestDoc = docs.add({
    role: 'information-request-question',
    type: 'information-request',
    description: `Information Request No. ${number}`,
    at: span.start,
    stage: span.stage,
    state: 'published',
    informationRequestId: id,
    deadline: deadlineOf(span),
    hasResponse: answeredAt !== null,
    keyDocument: span.end === null,
    paragraphs: [
      `The ${office} requires the following information to continue the assessment of ${p.text.title}.`,
      ...questions.map((q, i) => `${i + 1}. ${q.replace(/<[^>]+>/g, '')}`),
    ],
  })
  let responseDoc: string | null = null
  questions.forEach((text, i) => {
    const q = i + 1
    if (rng.chance(0.25)) {
      docs.add({
        role: 'information-request-question',
        type: 'information-request',
        description: `IR ${number} question ${q} figure`,
        at: span.start,
        stage: span.stage,
        state: 'published',
        informationRequestId: id,
        questionNumber: q,
      })
    }
    const answered = status === 'answered' || status === 'published_answer' || (status === 'draft_answer' && i < Math.ceil(questions.length / 2))
    docs.sink.add(t.informationRequestQuestions, {
      informationRequestId: id,
      questionNumber: q,
      text,
      answerText: answered ? ANSWERS[i % ANSWERS.length]! : null,
      answeredById: answered ? proponentUserId : null,
      answeredAt: answered ? new Date(answeredAt ?? Math.min(today, span.start + 5 * DAY)) : null,
    })
    if (answered && (rng.chance(0.4) || (status === 'draft_answer' && i === 0))) {
      docs.add({
        role: 'information-request-answer',
        type: 'information-response',
        description: `Response to IR ${number}, question ${q}`,
        at: answeredAt ?? Math.min(today, span.start + 5 * DAY),
        stage: span.stage,
        state: answerState(status),
        informationRequestId: id,
        questionNumber: q,
        uploadedById: proponentUserId,
        numbered: status !== 'draft_answer',
      })
    }
  })
  if (answeredAt !== null) {
    responseDoc = docs.add({
      role: 'information-request-answer',
      type: 'information-response',
      description: `Response to Information Request No. ${number}`,
      at: answeredAt,
      stage: span.stage,
      state: answerState(status),
      informationRequestId: id,
      uploadedById: proponentUserId,
    })
  }
  docs.sink.add(t.informationRequests, {
    id,
    projectId: p.id,
    number,
    status,
    projectStage: span.stage.stageId,
    preamble: `The ${office} has reviewed the information provided and requires more to continue the assessment. Please answer each question below and attach supporting documents where noted. The stage is paused until a complete response is received.`,
    publishedAt: new Date(span.start),
    answeredAt: answeredAt === null ? null : new Date(answeredAt),
    deadline: new Date(deadlineOf(span)),
    documentNumberRequest: docs.numberOf(requestDoc),
    documentNumberResponse: responseDoc ? docs.numberOf(responseDoc) : null,
    createdAt: new Date(span.start),
    updatedAt: new Date(answeredAt ?? span.start),
  })
  return id
}

export function addSimplifiedRequest({ docs, span, status, number, today, proponentUserId }: RequestContext): string {
  const p = docs.plan
  const rng = docs.rng
  const id = rng.uuid()
  const answeredAt = status === 'answered' || status === 'published_answer' ? Math.min(span.end ?? today, today) : null
  if (rng.chance(0.4)) {
    docs.add({
      role: 'simplified-replaced',
      type: 'information-request',
      description: `Information Request No. ${number} (original)`,
      at: span.start,
      stage: span.stage,
      state: 'published',
      simplifiedInformationRequestId: id,
    })
  }
  docs.add({
    role: 'simplified-question',
    type: 'information-request',
    description: `Information Request No. ${number}`,
    at: span.start,
    stage: span.stage,
    state: 'published',
    simplifiedInformationRequestId: id,
    deadline: deadlineOf(span),
    keyDocument: span.end === null,
  })
  if (rng.chance(0.5))
    docs.add({
      role: 'simplified-question',
      type: 'information-request',
      description: `IR ${number} attachment: site map`,
      at: span.start,
      stage: span.stage,
      state: 'published',
      simplifiedInformationRequestId: id,
    })
  if (status !== 'published') {
    const responses = status === 'draft_answer' ? 1 : rng.int(1, 2)
    for (let i = 0; i < responses; i++) {
      docs.add({
        role: 'simplified-response',
        type: 'information-response',
        description: i === 0 ? `Response to Information Request No. ${number}` : `IR ${number} response appendix`,
        at: answeredAt ?? Math.min(today, span.start + 3 * DAY),
        stage: span.stage,
        state: answerState(status),
        simplifiedInformationRequestId: id,
        uploadedById: proponentUserId,
        numbered: status !== 'draft_answer',
      })
    }
  }
  docs.sink.add(t.simplifiedInformationRequests, {
    id,
    projectId: p.id,
    number,
    status,
    projectStage: span.stage.stageId,
    publishedAt: new Date(span.start),
    answeredAt: answeredAt === null ? null : new Date(answeredAt),
    deadline: new Date(deadlineOf(span)),
    createdAt: new Date(span.start),
    updatedAt: new Date(answeredAt ?? span.start),
  })
  return id
}
