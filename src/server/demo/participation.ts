// How people took part in a demo project: comments in its comment periods (public with redacted
// text, some still unreviewed, a few internal or rejected, some with attachments). Information
// requests are in participation-requests.ts, the featured panel reviews' hearings and intervenors
// in participation-hearings.ts.
import * as t from '../db/schema/index.ts'
import type { DocumentState } from '../db/schema/index.ts'
import type { SectorKey } from './catalog.ts'
import type { ProjectDocs } from './documents.ts'
import { redact } from './documents.ts'
import type { Span } from './timeline.ts'
import { DAY, workday } from './timeline.ts'
import { personName } from './text.ts'
import { COMMENTER_ORGANIZATIONS } from './words.ts'
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

export const pool = <T>(sector: SectorKey, from: Record<'general' | SectorKey, T[]>): T[] => [...from[sector], ...from.general]

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
