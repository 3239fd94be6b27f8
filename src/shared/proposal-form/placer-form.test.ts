import { describe, expect, it } from 'vitest'
import { filledPlacerForm } from '../../../tests/factories/proposal-factory.ts'
import { emptyPlacerForm, migratePlacerForm, placerFormFromEarlier } from './placer-form.ts'

const id = '7d4c1f0e-3b0a-4a57-9c55-5f8a4c0a1b2c'

describe('migratePlacerForm', () => {
  it('reads version 1: the claims typed as claims, plain additional information, no new effects', () => {
    const read = migratePlacerForm({
      version: 1,
      projectId: id,
      projectTitle: 'Bonanza',
      claims: 'P 1-P 3',
      additionalInformation: 'Line one\n\n<b>two</b> & more',
    })
    expect(read.ok && read.fromVersion).toBe(1)
    if (!read.ok) return
    expect(read.form).toMatchObject({
      version: 3,
      projectId: id,
      projectTitle: 'Bonanza',
      claimString: 'P 1-P 3',
      otherNewMitigations: [],
      subPartIndex: 0,
      additionalInformationEditor: '<p>Line one</p><p>&lt;b&gt;two&lt;/b&gt; &amp; more</p>',
    })
    expect(read.form).not.toHaveProperty('claims')
    expect(read.form).not.toHaveProperty('additionalInformation')
  })

  it('reads version 2: claimString and new effects kept, the plain additional information made rich text, French names added', () => {
    const read = migratePlacerForm({
      version: 2,
      projectId: id,
      claimString: 'YD1',
      otherNewMitigations: [{ effectName: 'Dust', effectDescription: 'Road' }],
      additionalInformation: 'Reclaim',
    })
    expect(read.ok).toBe(true)
    if (!read.ok) return
    expect(read.form).toMatchObject({
      claimString: 'YD1',
      otherNewMitigations: [{ effectName: 'Dust', effectDescription: 'Road' }],
      additionalInformationEditor: '<p>Reclaim</p>',
      drainagesFr: [],
      watershedsFr: [],
    })
  })

  it('reads version 3 as it is', () => {
    const form = filledPlacerForm(id)
    expect(migratePlacerForm(form)).toEqual({ ok: true, form, fromVersion: 3 })
  })

  it('refuses a newer, an unknown or a missing version, and what is not a form', () => {
    expect(migratePlacerForm({ version: 4 })).toMatchObject({ ok: false, reason: 'newer-version' })
    expect(migratePlacerForm({ version: 0 })).toMatchObject({ ok: false, reason: 'unknown-version' })
    expect(migratePlacerForm({ version: 2.5 })).toMatchObject({ ok: false, reason: 'unknown-version' })
    expect(migratePlacerForm({ projectId: id })).toMatchObject({ ok: false, reason: 'unknown-version' })
    expect(migratePlacerForm('text')).toMatchObject({ ok: false, reason: 'not-a-form' })
  })
})

describe('placerFormFromEarlier', () => {
  const newId = '0b8f8d5e-7a7c-4c4f-8d1e-2f0c9b3a6e11'

  it('copies the earlier form under the new project, from part 1', () => {
    const earlier = filledPlacerForm(id, { part: 8, subPartIndex: 2 })
    const form = placerFormFromEarlier(JSON.stringify(earlier), newId, 'fr')
    expect(form).toEqual({ ...earlier, projectId: newId, language: 'fr', part: 1, subPartIndex: 0 })
  })

  it('brings an earlier version up to 3 and keeps nothing of the old project id', () => {
    const form = placerFormFromEarlier(JSON.stringify({ version: 1, projectId: id, claims: 'A-C' }), newId, 'en')
    expect(form).toEqual({ ...emptyPlacerForm(newId, 'en'), claimString: 'A-C' })
    expect(JSON.stringify(form)).not.toContain(id)
  })

  it('starts blank when the earlier form cannot be read', () => {
    expect(placerFormFromEarlier('{"version":9}', newId, 'en')).toBeNull()
    expect(placerFormFromEarlier('not json', newId, 'en')).toBeNull()
  })
})
