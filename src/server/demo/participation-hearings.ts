// The hearings (past and upcoming, one not yet dated) and intervenors of a demo project's featured
// panel review. Apart from the comments (participation.ts) and the requests
// (participation-requests.ts) because only the featured panel reviews have them.
import * as t from '../db/schema/index.ts'
import type { Stage } from '../../shared/domain/stages.ts'
import type { ProjectDocs } from './documents.ts'
import { DAY, workday } from './timeline.ts'
import { FIRST_NAMES, HEARING_VENUES, LAST_NAMES } from './words.ts'
import { FIRST_NATIONS } from '../db/reference/organizations.ts'

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
