import { describe, expect, it } from 'vitest'
import { agentMissing } from './agent-requirements.ts'

describe('agentMissing', () => {
  it('asks nothing of a proponent filling their own proposal', () => {
    expect(agentMissing({ isAgent: false, proponentEmail: '' }, 0)).toEqual([])
  })

  it('asks an agent for the proponent’s email and one signed consent form', () => {
    expect(agentMissing({ isAgent: true, proponentEmail: '' }, 0)).toEqual(['proponentEmail', 'agentConsentFile'])
    expect(agentMissing({ isAgent: true, proponentEmail: '   ' }, 1)).toEqual(['proponentEmail'])
    expect(agentMissing({ isAgent: true, proponentEmail: 'owner@example.com' }, 0)).toEqual(['agentConsentFile'])
    expect(agentMissing({ isAgent: true, proponentEmail: 'owner@example.com' }, 1)).toEqual([])
  })
})
