import { describe, expect, it } from 'vitest'
import { canSeeProject, isPublicStage, stageAudience } from './project-visibility.ts'
import type { ProjectRelation } from './project-visibility.ts'
import { STAGES } from './stages.ts'

const nobody: ProjectRelation = { isStaff: false, isAuthor: false, isProponentOrAgent: false }
const staff: ProjectRelation = { ...nobody, isStaff: true }
const author: ProjectRelation = { ...nobody, isAuthor: true }
const proponent: ProjectRelation = { ...nobody, isProponentOrAgent: true }

describe('project visibility', () => {
  it('keeps drafts, proposals at Proposal Check and deleted projects from the public, in every project type', () => {
    const hidden = STAGES.filter((s) => !isPublicStage(s.code)).map((s) => s.code)
    expect(new Set(hidden)).toEqual(new Set(['DRAFT', 'PROPOSAL_CHECK', 'DELETED']))
    expect(stageAudience('PROPOSAL_CHECK')).toBe('proponent-and-staff')
    expect(isPublicStage('ADEQUACY_REVIEW')).toBe(true)
    expect(isPublicStage('PROPOSAL_SUBMITTED')).toBe(true)
  })

  it('shows a numbered project in a public stage to everyone, anonymous visitors included', () => {
    const project = { stageCode: 'SEEKING_VIEWS', projectNumber: '2026-0001' }
    for (const who of [null, nobody, staff, author, proponent]) expect(canSeeProject(project, who)).toBe(true)
    expect(canSeeProject({ stageCode: 'SEEKING_VIEWS', projectNumber: null }, null)).toBe(false)
  })

  it('shows a proposal at Proposal Check only to its proponent or agent and to staff', () => {
    const project = { stageCode: 'PROPOSAL_CHECK', projectNumber: '2026-0002' }
    expect(canSeeProject(project, null)).toBe(false)
    expect(canSeeProject(project, nobody)).toBe(false)
    expect(canSeeProject(project, proponent)).toBe(true)
    expect(canSeeProject(project, staff)).toBe(true)
  })

  it('shows a draft to its author alone, not to staff', () => {
    const draft = { stageCode: 'DRAFT', projectNumber: null }
    expect(canSeeProject(draft, author)).toBe(true)
    for (const who of [null, nobody, staff, proponent]) expect(canSeeProject(draft, who)).toBe(false)
  })

  it('shows a deleted project to nobody', () => {
    const deleted = { stageCode: 'DELETED', projectNumber: '2020-0001' }
    for (const who of [null, staff, { isStaff: true, isAuthor: true, isProponentOrAgent: true }]) expect(canSeeProject(deleted, who)).toBe(false)
  })
})
