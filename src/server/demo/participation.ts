// How people took part in a demo project: comments in its comment periods (public with redacted
// text, some still unreviewed, a few internal or rejected, some with attachments), information
// requests in every status with questions, answers and documents, simplified requests with
// question, replaced and response documents, and the featured panel reviews' hearings and
// intervenors.
import * as t from '../db/schema/index.ts'
import type { DocumentState } from '../db/schema/index.ts'
import type { Stage } from '../../shared/domain/stages.ts'
import type { SectorKey } from './catalog.ts'
import { districtName } from './catalog.ts'
import type { ProjectDocs } from './documents.ts'
import { redact } from './documents.ts'
import type { Span } from './timeline.ts'
import { DAY, workday } from './timeline.ts'
import { personName } from './text.ts'
import { COMMENTER_ORGANIZATIONS, FIRST_NAMES, HEARING_VENUES, LAST_NAMES } from './words.ts'
import { FIRST_NATIONS, UFA_BOARDS } from '../db/reference/organizations.ts'

const COMMENT_OPENINGS = [
  'Thank you for the opportunity to comment on this project.',
  'I am writing about the proposal near my property.',
  'Our members have reviewed the proposal and offer the following comments.',
  'I have used this area for many years and want to share some concerns.',
  'We support this project in principle.',
]

const CONCERNS: Record<'general' | SectorKey, string[]> = {
  general: [
    'The proposal does not say how fuel will be stored near the water; spill kits and secondary containment should be required.',
    'Please make sure the work avoids the moose calving season in late May and early June.',
    'Dust and traffic on the road are already a problem in the summer months.',
    'There are cabins and a trapline in the area that are not shown on the proponent’s map.',
    'Heritage sites are known along this valley; a heritage resources overview should be done before any ground disturbance.',
    'Cumulative effects with other projects in the same watershed need to be considered.',
    'Bears are attracted to camps; all food and garbage must be stored in bear-proof containers.',
    'Reclamation should be done progressively, not left to the end of the project.',
  ],
  placer: [
    'Settling ponds must be large enough to keep sediment out of the creek during high water.',
    'Chinook salmon spawn downstream; the water licence should include turbidity monitoring.',
    'Old tailings piles provide habitat; please do not rework the whole valley floor.',
  ],
  quartz: [
    'Acid rock drainage testing should be done on all core before any bulk sample is taken.',
    'Helicopter flights should stay away from the sheep lambing areas on the ridges.',
    'The camp should use an incinerator that meets the territorial standard.',
  ],
  roads: [
    'New access will increase hunting pressure on the caribou herd; the road should be gated or decommissioned.',
    'Culverts must allow fish passage at all flows.',
  ],
  land: ['Lots should keep a vegetated buffer along the lake shore.', 'Wells in the subdivision could affect neighbours’ water supply.'],
  agriculture: ['Clearing windrows should not be burned during the fire season.', 'Fencing should allow wildlife to pass.'],
  forestry: ['Harvest blocks should leave wildlife corridors between them.', 'Firewood cutting should not happen along the trail we use.'],
  tourism: ['Commercial groups should keep to established campsites.'],
  telecom: ['Better cell coverage along the highway will improve safety; we support it.'],
  power: ['Renewable energy projects like this reduce diesel use; we support it.'],
  transmission: ['The line should follow the existing highway right-of-way.'],
  petroleum: ['Winter seismic lines can stay open for decades; please use low-impact methods.'],
  camps: ['Grey water sumps should be far from the lake.'],
  military: ['Please let trappers know the dates of the exercise.'],
  aggregate: ['The pit should not be deeper than the water table.'],
  industrial: ['Hours of operation should be limited near homes.'],
  research: ['We welcome the research and ask that results be shared with the community.'],
  transport: ['Float plane traffic on the lake is already busy.'],
  water: ['The community needs this upgrade; we support it.'],
  contaminated: ['Contaminated soil should not be hauled through town during school hours.'],
  solidWaste: ['An electric fence would keep bears out of the facility.'],
  hazardousWaste: ['Spill response plans must be in place before any waste is stored.'],
}

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

const pool = <T>(sector: SectorKey, from: Record<'general' | SectorKey, T[]>): T[] => [...from[sector], ...from.general]

/** Comment time in Yukon business terms: after 4:30 pm or on a weekend, received the next business day. */
function receivedFor(submitted: number): number {
  const local = new Date(submitted - 7 * 3_600_000)
  const afterHours = local.getUTCHours() * 60 + local.getUTCMinutes() > 16 * 60 + 30
  const weekend = local.getUTCDay() === 0 || local.getUTCDay() === 6
  return afterHours || weekend ? workday(submitted + (afterHours ? DAY : 0)) - 60 * 60_000 : submitted
}

export interface CommentContext {
  docs: ProjectDocs
  span: Span
  today: number
  count: number
  /** Demo accounts that comment, with their names. */
  accounts: { userId: string; firstName: string; lastName: string; anonymous: boolean }[]
}

export function addComments({ docs, span, today, count, accounts }: CommentContext): number {
  const p = docs.plan
  const rng = docs.rng
  const end = span.end ?? today
  const sector = p.sectors[0]!
  const concerns = pool(sector, CONCERNS)
  let written = 0
  const orgNames = [
    ...COMMENTER_ORGANIZATIONS,
    ...FIRST_NATIONS.filter((f) => p.firstNationIds.includes(f.id)).map((f) => f.name),
    ...UFA_BOARDS.filter((b) => p.boardIds.includes(b.id)).map((b) => b.name),
  ]
  for (let i = 0; i < count; i++) {
    const account = i < accounts.length ? accounts[i]! : null
    const submitted = span.start + Math.floor(rng.next() * Math.max(DAY, end - span.start - 3_600_000)) + rng.int(-2, 6) * 3_600_000
    if (submitted > today - 3_600_000) continue
    const received = receivedFor(submitted)
    const person = account ?? { ...personName(rng), userId: null, anonymous: false }
    const kind = account
      ? account.anonymous
        ? 'anonymous'
        : 'person'
      : rng.weighted([
          ['person', 60],
          ['organization', 25],
          ['anonymous', 15],
        ] as const)
    const postingAs = kind === 'organization' ? rng.pick(orgNames) : null
    const phone = `867-${rng.int(200, 999)}-${String(rng.int(0, 9999)).padStart(4, '0')}`
    const email = `${person.firstName}.${person.lastName}@mail.example`.toLowerCase().replace(/[^a-z0-9.@]/g, '')
    const body = [
      rng.pick(COMMENT_OPENINGS),
      ...rng.sample(concerns, rng.int(1, 3)),
      rng.chance(0.4) ? `Please call me at ${phone} if you have questions.` : '',
    ]
      .filter(Boolean)
      .join(' ')
    // Comments of the last two days of an open period are still waiting for review.
    const recent = span.end === null && today - received < 2 * DAY
    const state = recent
      ? 'unreviewed'
      : rng.weighted([
          ['public', 90],
          ['internal', 6],
          ['rejected', 4],
        ] as const)
    const commentId = rng.uuid()
    const number = docs.nextNumber()
    docs.sink.add(t.comments, {
      id: commentId,
      projectId: p.id,
      userId: account?.userId ?? null,
      firstName: person.firstName,
      lastName: person.lastName,
      email: account ? null : email,
      phoneNumber: account || rng.chance(0.5) ? null : phone,
      comment: body,
      redactedComment: state === 'public' ? redact(body) : null,
      anonymousComment: kind === 'anonymous',
      postingAs,
      agreeToTerms: true,
      documentNumber: number,
      state,
      stageUploaded: span.stage.stageId,
      submittedAt: new Date(submitted),
      receivedAt: new Date(received),
      publishedAt: state === 'public' ? new Date(Math.min(today, workday(received + 2 * DAY))) : null,
      createdAt: new Date(submitted),
      updatedAt: new Date(received),
    })
    written++
    if (rng.chance(0.2)) {
      const attachmentState: DocumentState = state === 'public' ? 'public' : state === 'unreviewed' ? 'unreviewed' : 'internal'
      const description = rng.pick(['Comment letter', 'Photos of the area', 'Map of trapline and cabins', 'Letter of support', 'Technical review'])
      docs.add({
        role: 'comment',
        type: 'comment-attachment',
        description,
        at: received,
        stage: span.stage,
        state: attachmentState,
        commentId,
        uploadedById: account?.userId ?? null,
        redacted: rng.chance(0.5),
        paragraphs: [`${description} submitted with a comment on ${p.text.title}.`, body],
      })
    }
  }
  return written
}

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

export interface HearingContext {
  docs: ProjectDocs
  today: number
  intervenorUserId: string
  hearingStage: Stage
}

/** Hearings (past and upcoming, one not yet dated) and intervenors of a featured panel review. */
export function addHearingsAndIntervenors({ docs, today, intervenorUserId, hearingStage }: HearingContext): void {
  const p = docs.plan
  const rng = docs.rng
  const inHearings = p.current.code === 'PUBLIC_HEARINGS'
  const starts = inHearings ? [-8, -6, 5, null] : [40, 47, 54, null]
  const venues = rng.sample(HEARING_VENUES, starts.length)
  starts.forEach((offset, i) => {
    const id = rng.uuid()
    const start = offset === null ? null : workday(today + offset * DAY)
    const venue = venues[i]!
    const community = venue
      .split(', ')
      .pop()!
      .replace(/ Community Hall| Recreation Centre/, '')
    sinkHearing(docs, {
      id,
      title:
        offset === null ? 'Community session, date to be confirmed' : i < 2 && inHearings ? `Public hearing, ${community}` : `Public hearing, ${community}`,
      start,
      venue,
    })
    if (start !== null) {
      docs.add({
        role: 'hearing',
        type: 'hearing-material',
        description: `Hearing agenda, ${community}`,
        at: Math.min(today, start - 14 * DAY),
        stage: hearingStage,
        state: 'public',
        hearingId: id,
      })
      if (start < today)
        docs.add({
          role: 'hearing',
          type: 'hearing-material',
          description: `Hearing transcript, ${community}`,
          at: Math.min(today, start + 3 * DAY),
          stage: hearingStage,
          state: 'public',
          hearingId: id,
        })
    }
  })

  const applicants: { name: string; userId: string | null; status: (typeof t.INTERVENOR_STATUSES)[number] }[] = [
    { name: 'Boreal Wildlife Watch', userId: intervenorUserId, status: 'accepted' },
    ...FIRST_NATIONS.filter((f) => p.firstNationIds.includes(f.id))
      .slice(0, 2)
      .map((f) => ({ name: f.name, userId: null, status: 'accepted' as const })),
    { name: 'Yukon Fish and Wildlife Management Board', userId: null, status: 'accepted' },
    { name: 'Southern Lakes Trappers Group', userId: null, status: 'accepted' },
    { name: `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`, userId: null, status: 'applied' },
    { name: `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`, userId: null, status: 'refused' },
  ]
  const appliedAt = p.intervenorDeadline ? p.intervenorDeadline - rng.int(10, 40) * DAY : today - 30 * DAY
  let demoIntervenorId: string | null = null
  for (const a of applicants) {
    const id = rng.uuid()
    if (a.userId === intervenorUserId) demoIntervenorId = id
    const at = Math.min(today - DAY, appliedAt + rng.int(0, 8) * DAY)
    docs.sink.add(t.intervenors, {
      id,
      projectId: p.id,
      userId: a.userId,
      displayName: a.name,
      status: a.status,
      appliedAt: new Date(at),
      createdAt: new Date(at),
      updatedAt: new Date(at),
    })
    docs.add({
      role: 'intervenor',
      type: 'intervenor-application',
      description: `Intervenor application, ${a.name}`.slice(0, 50),
      at,
      stage: hearingStage,
      state: a.status === 'accepted' ? 'public' : 'internal',
      intervenorId: id,
      uploadedById: a.userId,
    })
    if (a.status === 'accepted' && (inHearings || a.userId)) {
      docs.add({
        role: 'intervenor',
        type: 'intervenor-submission',
        description: `Written submission, ${a.name}`.slice(0, 50),
        at: Math.min(today - DAY, at + 20 * DAY),
        stage: hearingStage,
        state: 'public',
        intervenorId: id,
        uploadedById: a.userId,
      })
    }
  }
  // Material the demo intervenor added through "Add Document", waiting for review.
  docs.add({
    role: 'intervenor-submission',
    type: 'intervenor-submission',
    description: 'Caribou habitat review, Boreal Wildlife Watch',
    at: today - DAY,
    stage: p.current,
    state: 'unreviewed',
    ...(demoIntervenorId ? { intervenorId: demoIntervenorId } : {}),
    uploadedById: intervenorUserId,
  })
}

function sinkHearing(docs: ProjectDocs, h: { id: string; title: string; start: number | null; venue: string }): void {
  docs.sink.add(t.hearings, {
    id: h.id,
    projectId: docs.plan.id,
    title: h.title,
    startDate: h.start === null ? null : new Date(h.start),
    endDate: h.start === null ? null : new Date(h.start + DAY),
    time: h.start === null ? null : '6:30 PM to 9:30 PM',
    location: h.start === null ? null : h.venue,
    description: `<p>The panel will hear presentations from the proponent, intervenors and members of the public on <strong>${docs.plan.text.title}</strong>.</p><ul><li>Registration opens 30 minutes before the session.</li><li>Interpretation and a live stream will be available.</li></ul>`,
    createdAt: new Date(docs.plan.currentStart ?? docs.plan.createdAt),
    updatedAt: new Date(docs.plan.currentStart ?? docs.plan.createdAt),
  })
}
