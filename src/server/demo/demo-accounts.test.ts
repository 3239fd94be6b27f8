import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { passwordProblems } from '../../shared/domain/password-rule.ts'
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoAccountsTable } from './demo-accounts.ts'

describe('demo accounts', () => {
  it('are listed in the walkthrough exactly as the seeder creates them, and their password in the README too', async () => {
    const walkthrough = await readFile('docs/walkthrough.md', 'utf8')
    expect(walkthrough).toContain(demoAccountsTable())
    expect(walkthrough).toContain(`\`${DEMO_PASSWORD}\``)
    expect(await readFile('README.md', 'utf8')).toContain(`\`${DEMO_PASSWORD}\``)
  })

  it('cover every role of the spec with a password the password rule accepts', () => {
    expect(DEMO_ACCOUNTS.map((a) => a.key).sort()).toEqual([
      'administrator',
      'assessor',
      'decisionBody',
      'follower',
      'intervenor',
      'manager',
      'participant',
      'planningCommission',
      'proponent',
    ])
    expect(passwordProblems(DEMO_PASSWORD)).toEqual([])
  })
})
